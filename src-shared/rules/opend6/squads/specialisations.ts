import type { AttributeScores } from '../data/attributes';
import type { WeaponSkill } from '../data/weapon-skills';
import type { Od6Rulings } from '../rulings-in-play';
import type { SpecialisedWeapon } from './resolve';
import type { Specialisation } from './schema';
import { skillAttribute } from './skills';

/** A specialisation's skill code, with the weapon it covers. */
export interface SpecialisationLevel {
  readonly skill: WeaponSkill;
  readonly weaponId: string;
  /** The weapon's name in the campaign's Equipment table; null when the table has no such weapon. */
  readonly weapon: string | null;
  /** Training levels bought, the squad's and the leader's own together. */
  readonly training: number;
  readonly level: number;
}

/** Training levels bought in specialisations: one SGP each, as for skills (seed 004 L650). */
export function specialisationTraining(list: readonly Specialisation[]): number {
  return list.reduce((sum, specialisation) => sum + specialisation.training, 0);
}

/** The squad's own training in the same specialisation, 0 without one. */
export function trainingIn(list: readonly Specialisation[], skill: WeaponSkill, weaponId: string): number {
  return list.find((specialisation) => specialisation.skill === skill && specialisation.weaponId === weaponId)?.training ?? 0;
}

/**
 * Specialisation codes: "All skills and specializations start at the level of the attribute they
 * are listed under" (L650) and "The skill code is determined by adding the training level to the
 * attribute code" (L653). A champion's adds his own training to the squad's (L625, L667), in the
 * squad's specialisations and in his own.
 */
export function specialisationLevels(
  attributes: AttributeScores,
  squad: readonly Specialisation[],
  squadWeapons: readonly SpecialisedWeapon[],
  rulings: Pick<Od6Rulings, 'skillAttributes'>,
  leader: readonly Specialisation[] = [],
  leaderWeapons: readonly SpecialisedWeapon[] = [],
): readonly SpecialisationLevel[] {
  const own = leader.filter((specialisation) => trainingIn(squad, specialisation.skill, specialisation.weaponId) === 0);
  const entries = [...squad.map((specialisation, i) => ({ specialisation, weapon: squadWeapons[i] ?? null })), ...own.map((specialisation) => ({ specialisation, weapon: leaderWeapons[leader.indexOf(specialisation)] ?? null }))];
  return entries.map(({ specialisation: { skill, weaponId }, weapon }) => {
    const training = trainingIn(squad, skill, weaponId) + trainingIn(leader, skill, weaponId);
    return { skill, weaponId, weapon: weapon?.name ?? null, training, level: attributes[skillAttribute(skill, rulings)] + training };
  });
}
