import type { SideKey } from '../../../systems/game-system';
import type { Skill } from '../data/attributes';
import type { WeaponSkill } from '../data/weapon-skills';
import type { Quality } from '../data/quality';
import type { MeleeWeapon, RangedWeapon } from '../equipment/schema';
import type { RangesInInches } from '../equipment/library';

/**
 * A battle's fixed facts: every squad as it was fielded, resolved against the campaign's Equipment
 * table, Troop List and rulings when the battle was set up, so a replay never looks anything up.
 */

export type SoldierRole = 'sergeant' | 'champion' | 'soldier';

export interface FieldedRangedWeapon {
  readonly id: string;
  readonly name: string;
  readonly skill: RangedWeapon['skill'];
  readonly family: RangedWeapon['family'];
  readonly damage: number;
  readonly ranges: RangesInInches;
  readonly followingShots: number;
}

export interface FieldedMeleeWeapon {
  readonly id: string;
  readonly name: string;
  readonly class: MeleeWeapon['class'];
  /** Added to Strength for the Damage Strength roll (L395). */
  readonly damageBonus: number;
}

/** A specialisation as fielded: the skill code it gives with one weapon (seed 004 L650). */
export interface FieldedSpecialisation {
  readonly skill: WeaponSkill;
  readonly weaponId: string;
  /** The weapon's name, for the roll's breakdown. */
  readonly weapon: string;
  /** Its code before wounds. */
  readonly level: number;
}

export interface FieldedSoldier {
  /** `sergeant`, `champion-1`, `champion-2`, `soldier-1` … — stable within the squad. */
  readonly id: string;
  readonly role: SoldierRole;
  /** Skill codes before wounds. */
  readonly skills: Readonly<Record<Skill, number>>;
  /** His specialisations; battles set up before specialisations have none. */
  readonly specialisations?: readonly FieldedSpecialisation[];
  /** Physique: his Strength for resisting damage and in close combat (L118, L395). */
  readonly strength: number;
  /** Armour's Strength bonus, for resisting damage only (L267). */
  readonly armour: number;
  readonly ranged: readonly FieldedRangedWeapon[];
  /** His best melee weapon, or null to fight bare-handed with the fighting skill (L367). */
  readonly melee: FieldedMeleeWeapon | null;
  /** What he is worth: the per-soldier cost plus his own extras, for the SGPs destroyed. */
  readonly sgp: number;
}

export interface FieldedSiegeWeapon {
  readonly id: string;
  readonly name: string;
  readonly damage: number;
  readonly ranges: RangesInInches;
  readonly crew: number;
  readonly bodyStrength: number;
  readonly bodyPoints: number;
  readonly fireRate: { readonly shots: number; readonly turns: number };
  readonly sgp: number;
}

export interface FieldedSquad {
  /** The force's army id: stable across battles, so service records follow the squad. */
  readonly key: string;
  readonly side: SideKey;
  readonly name: string;
  readonly troopType: string;
  readonly quality: Quality;
  readonly startingMorale: number;
  readonly move: number;
  readonly agility: number;
  /** The squad's command skill (soldiers'), and so its command distance in inches (L100). */
  readonly command: number;
  readonly soldiers: readonly FieldedSoldier[];
  readonly siege: FieldedSiegeWeapon | null;
  readonly sgp: number;
}

export interface Od6Side {
  readonly side: SideKey;
  readonly playerName: string;
  /** The agreed Squad Generation Points for this side (L42–L43, L610). */
  readonly budget: number;
  readonly squads: readonly FieldedSquad[];
}

export interface Od6Setup {
  readonly sides: readonly Od6Side[];
  /** Agreed number of turns, or null to fight until one side has no squad left fighting. */
  readonly turnLimit: number | null;
  /** Rally points and anything else agreed before play (L524). */
  readonly notes: string;
  readonly createdAt: string;
}

export function squadOf(setup: Od6Setup, key: string): FieldedSquad | undefined {
  for (const side of setup.sides) {
    const squad = side.squads.find((candidate) => candidate.key === key);
    if (squad) return squad;
  }
  return undefined;
}

export function allSquads(setup: Od6Setup): readonly FieldedSquad[] {
  return setup.sides.flatMap((side) => side.squads);
}
