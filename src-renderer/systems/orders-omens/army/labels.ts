import { formatNumber } from '../../../format';
import { EXPERIENCE_NAMES } from '../../../../src-shared/rules/orders-omens/data/experience';
import { WEAPON_PROFILES } from '../../../../src-shared/rules/orders-omens/data/weapons';
import { MONSTERS } from '../../../../src-shared/rules/orders-omens/data/monsters';
import type { Experience, MonsterId, Weapon } from '../../../../src-shared/rules/orders-omens/types';

export const EXPERIENCES: readonly Experience[] = ['green', 'experienced', 'elite'];
export const WEAPONS: readonly Weapon[] = ['hand-weapons', 'polearms', 'bows', 'crossbows-firearms'];

export const experienceName = (experience: Experience): string => EXPERIENCE_NAMES[experience];
export const weaponName = (weapon: Weapon): string => WEAPON_PROFILES[weapon].name;
export const monsterName = (monster: MonsterId): string => MONSTERS[monster].name;

export const REGIMENT_TYPE_NAMES = { infantry: 'Infantry', cavalry: 'Cavalry', artillery: 'Artillery', monster: 'Monster' } as const;

export { formatNumber } from '../../../format';
export const formatPoints = (n: number | null): string => (n === null ? '—' : `${formatNumber(n)} pts`);

/** "1st", "2nd", "3rd", "4th" — the roster sheet's way of counting. */
export function ordinal(n: number): string {
  const lastTwo = n % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${n}th`;
  return `${n}${({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th'}`;
}
