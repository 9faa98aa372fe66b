import type { WeaponSkill } from '../data/weapon-skills';
import type { MeleeWeapon, RangedWeapon, SiegeWeapon } from './schema';

/** The skill a weapon is fired or wielded with: its own for ranged weapons (L170), melee combat or fighting (L367), siege weapons (L295). */
export function weaponSkill(weapon: RangedWeapon | MeleeWeapon | SiegeWeapon): WeaponSkill {
  if (weapon.kind === 'ranged') return weapon.skill;
  if (weapon.kind === 'siege') return 'siege-weapons';
  return weapon.class === 'natural' ? 'fighting' : 'melee-combat';
}
