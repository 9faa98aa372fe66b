import { WEAPON_PROFILES, ARTILLERY_PROFILE } from '../../data/weapons';
import { CHARGE_MULTIPLIER, FLEE_INCHES, MOVE_INCHES } from '../../data/movement';
import { MONSTERS } from '../../data/monsters';
import type { MonsterId, RegimentType, Weapon } from '../../types';
import { slowestType } from './withdraw';
import type { RangeBand } from './ranged';

/**
 * Measured distances. Every limit in the book is "up to" / "within" / "or less", so a distance
 * exactly at the limit is allowed and anything past it is refused.
 */

/** The largest distance a step accepts: far beyond any table, so a larger number is a typing slip. */
export const MAX_MEASURED_INCHES = 200;

/** 10 → `10"`, 10.5 → `10.5"`. */
export function inchesText(inches: number): string {
  return `${Number(inches.toFixed(2))}″`;
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

/** How far a Brigade moves in one action and in a charge, with the words to quote when refusing. */
export interface BrigadePace {
  /** "Infantry", "Cavalry", "Artillery" or the monster's name. */
  readonly who: string;
  readonly moveInches: number;
  readonly chargeInches: number;
  /** Fleeing "Infantry and artillery flee 4" and cavalry flee 6" per action"; the book gives monsters none. */
  readonly fleeInches: number | null;
}

const TYPE_WORD: Readonly<Record<Exclude<RegimentType, 'monster'>, string>> = { infantry: 'Infantry', cavalry: 'Cavalry', artillery: 'Artillery' };

/** "Brigades move at the pace of their slowest regiment" (L399); "A charge doubles this distance" (L432). */
export function brigadePace(types: readonly RegimentType[], monster: MonsterId | null): BrigadePace {
  if (monster !== null) {
    const move = MONSTERS[monster].movementInches;
    return { who: `The ${MONSTERS[monster].name}`, moveInches: move, chargeInches: move * CHARGE_MULTIPLIER, fleeInches: null };
  }
  const type = slowestType(types);
  const kind = type === 'monster' ? 'infantry' : type;
  return { who: TYPE_WORD[kind], moveInches: MOVE_INCHES[kind], chargeInches: MOVE_INCHES[kind] * CHARGE_MULTIPLIER, fleeInches: FLEE_INCHES[kind] };
}

/** A move of one action: "Infantry move 2" per action; this move is 2.5"". */
export function checkMove(pace: BrigadePace, inches: number, what: 'move' | 'flee'): DistanceVerdict<number> {
  const limit = what === 'move' ? pace.moveInches : pace.fleeInches;
  if (limit === null) return { ok: true, value: inches };
  const verb = pace.who.startsWith('The ') ? `${what}s` : what;
  return withinReach(limit, inches, (l, d) => `${pace.who} ${verb} ${l} per action; this ${what === 'move' ? 'move' : 'flight'} is ${d}`);
}

/** A charge: "Cavalry charge 6"; this target is 6.5" away". `extra` is a counter-charging target's move toward it. */
export function checkCharge(pace: BrigadePace, inches: number, extra: number): DistanceVerdict<number> {
  const verb = pace.who.startsWith('The ') ? 'charges' : 'charge';
  const tail = extra > 0 ? ` (${inchesText(extra)} more as the target counter-charges)` : '';
  return withinReach(pace.chargeInches + extra, inches, (l, d) => `${pace.who} ${verb} ${inchesText(pace.chargeInches)}${tail}; this target is ${d} away`);
}
