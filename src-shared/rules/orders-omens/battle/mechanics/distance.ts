import { WEAPON_PROFILES, ARTILLERY_PROFILE } from '../../data/weapons';
import type { Weapon } from '../../types';
import type { RangeBand } from './ranged';

/**
 * Measured distances. Every limit in the book is "up to" / "within" / "or less", so a distance
 * exactly at the limit is allowed and anything past it is refused.
 */

/** The largest distance a step accepts: far beyond any table, so a larger number is a typing slip. */
export const MAX_MEASURED_INCHES = 200;

/** 10 → `10"`, 10.5 → `10.5"`. */
export function inchesText(inches: number): string {
  return `${Number(inches.toFixed(2))}"`;
}

export type DistanceVerdict<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly reason: string };

/** Allowed up to `limit` inclusive; past it, `refusal(limit, inches)` worded with the rule. */
export function withinReach(limit: number, inches: number, refusal: (limit: string, inches: string) => string): DistanceVerdict<number> {
  if (inches <= limit) return { ok: true, value: inches };
  return { ok: false, reason: refusal(inchesText(limit), inchesText(inches)) };
}

/**
 * The range band a regiment's weapon fires at over `inches`: bows "fire 6-10" at long range ... 6"
 * or less is considered short range" (L289), crossbows "a maximum range of 12" ... short range of 6"
 * or less" (L297), artillery "maximum range is 24"" with no short band (L275).
 */
export function rangeBandAt(weapon: Weapon | 'artillery', inches: number): DistanceVerdict<RangeBand> {
  const profile = weapon === 'artillery' ? ARTILLERY_PROFILE : WEAPON_PROFILES[weapon];
  const ranged = profile.ranged;
  if (!ranged) return { ok: false, reason: `${profile.name} cannot shoot` };
  const reach = withinReach(ranged.maxRangeInches, inches, (limit, away) => `${profile.name} reach ${limit}; this target is ${away} away`);
  if (!reach.ok) return reach;
  const effective = ranged.effectiveRangeInches;
  return { ok: true, value: effective !== null && inches <= effective ? 'effective' : 'long' };
}
