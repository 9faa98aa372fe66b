import type { Libraries, SideKey } from '../../../systems/game-system';
import type { RulingChoices } from '../../ruling';
import { meleeDamageBonus, rangesInInches, weaponDamage } from '../equipment/library';
import type { MeleeWeapon, RangedWeapon } from '../equipment/schema';
import { priceResolvedSquad } from '../squads/cost';
import { skillLevelsOf, startingMorale } from '../squads/levels';
import { fieldedAttributes, resolveSquad } from '../squads/resolve';
import type { Squad } from '../squads/schema';
import type { SpecialisationLevel } from '../squads/specialisations';
import type { FieldedMeleeWeapon, FieldedRangedWeapon, FieldedSoldier, FieldedSpecialisation, FieldedSquad } from './setup';

const MELEE_PREFERENCE: Readonly<Record<MeleeWeapon['class'], number>> = { magical: 3, standard: 2, natural: 1 };

function fieldRanged(weapon: RangedWeapon, choices: RulingChoices): FieldedRangedWeapon {
  return { id: weapon.id, name: weapon.name, skill: weapon.skill, family: weapon.family, damage: weaponDamage(weapon, choices) ?? 0, ranges: rangesInInches(weapon.ranges, choices), followingShots: weapon.followingShots };
}

function bestMelee(weapons: readonly (RangedWeapon | MeleeWeapon)[], choices: RulingChoices): FieldedMeleeWeapon | null {
  const melee = weapons.filter((weapon): weapon is MeleeWeapon => weapon.kind === 'melee');
  const best = [...melee].sort((a, b) => MELEE_PREFERENCE[b.class] - MELEE_PREFERENCE[a.class] || (meleeDamageBonus(b, choices) ?? 0) - (meleeDamageBonus(a, choices) ?? 0))[0];
  return best ? { id: best.id, name: best.name, class: best.class, damageBonus: meleeDamageBonus(best, choices) ?? 0 } : null;
}

/** Specialisations in a weapon the campaign still has; a missing one keeps the squad from being battle-ready anyway. */
function fieldSpecialisations(levels: readonly SpecialisationLevel[]): FieldedSpecialisation[] {
  return levels.flatMap((specialisation) => (specialisation.weapon === null ? [] : [{ skill: specialisation.skill, weaponId: specialisation.weaponId, weapon: specialisation.weapon, level: specialisation.level }]));
}

/**
 * A squad as it takes the field: one entry per figure — the sergeant, the champions, then the
 * soldiers — with skill codes, Strength, armour, weapons and SGP worth resolved. Call it only for a
 * squad `assessSquad` calls battle-ready.
 */
export function fieldSquad(key: string, side: SideKey, squad: Squad, libraries: Libraries, choices: RulingChoices): FieldedSquad {
  const resolved = resolveSquad(squad, libraries);
  const price = priceResolvedSquad(resolved);
  const levels = skillLevelsOf(squad, libraries, choices);
  const attributes = fieldedAttributes(resolved) ?? levels.attributes;
  const squadRanged = resolved.weapons.filter((weapon): weapon is RangedWeapon => weapon.kind === 'ranged');
  const armour = resolved.armour?.strength ?? 0;
  const soldier = (id: string, role: FieldedSoldier['role'], skills: FieldedSoldier['skills'], specialisations: readonly SpecialisationLevel[], extraWeapons: readonly (RangedWeapon | MeleeWeapon)[], sgp: number): FieldedSoldier => {
    const extraRanged = extraWeapons.filter((weapon): weapon is RangedWeapon => weapon.kind === 'ranged');
    return {
      id,
      role,
      skills,
      specialisations: fieldSpecialisations(specialisations),
      strength: attributes.PHY,
      armour,
      ranged: [...extraRanged, ...squadRanged].map((weapon) => fieldRanged(weapon, choices)),
      melee: bestMelee([...extraWeapons, ...resolved.weapons], choices),
      sgp,
    };
  };
  const soldiers: FieldedSoldier[] = [soldier('sergeant', 'sergeant', { ...levels.squad, command: levels.sergeantCommand }, levels.squadSpecialisations, [], price.perSoldier + price.sergeant)];
  squad.champions.forEach((_, c) => soldiers.push(soldier(`champion-${c + 1}`, 'champion', levels.champions[c]!, levels.championSpecialisations[c] ?? [], resolved.champions[c]?.weapons ?? [], price.perSoldier + (price.champions[c]?.total ?? 0))));
  for (let n = 1; soldiers.length < squad.soldiers; n++) soldiers.push(soldier(`soldier-${n}`, 'soldier', levels.squad, levels.squadSpecialisations, [], price.perSoldier));
  const siege = resolved.siegeWeapon;
  return {
    key,
    side,
    name: squad.name,
    troopType: resolved.troopType?.name ?? '',
    quality: squad.quality,
    startingMorale: startingMorale(squad.quality),
    move: resolved.troopType?.move ?? 0,
    agility: attributes.AGI,
    command: levels.squad.command,
    soldiers,
    siege: siege
      ? {
          id: siege.id,
          name: siege.name,
          damage: siege.damage ?? 0,
          ranges: rangesInInches(siege.ranges, choices),
          crew: siege.crew ?? 1,
          bodyStrength: siege.bodyStrength ?? 0,
          bodyPoints: siege.bodyPoints ?? 1,
          fireRate: siege.fireRate ?? { shots: 1, turns: 1 },
          sgp: siege.cost ?? 0,
        }
      : null,
    sgp: price.total,
  };
}
