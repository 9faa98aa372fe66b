import type { Skill } from './attributes';

/**
 * The skills a weapon is used with, and so the skills a specialisation can narrow to one weapon
 * (seed 004 L650): marksmanship and throwing for ranged weapons (L170, L292), melee combat for
 * hand-to-hand weapons and fighting for bare hands, claws and teeth (L367), and siege weapons, the
 * specialised COR skill for artillery (L87, L295). Every other skill's rolls in the Basic Game
 * name no weapon, so nothing would tell a specialisation of theirs apart from the skill.
 */
export const WEAPON_SKILLS = ['fighting', 'melee-combat', 'throwing', 'marksmanship', 'siege-weapons'] as const satisfies readonly Skill[];
export type WeaponSkill = (typeof WEAPON_SKILLS)[number];

export function isWeaponSkill(skill: unknown): skill is WeaponSkill {
  return (WEAPON_SKILLS as readonly unknown[]).includes(skill);
}
