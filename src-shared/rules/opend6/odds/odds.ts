import type { DamageResult } from '../data/damage';
import type { MoraleResult, RallyResult } from '../data/morale';
import { damageResult } from '../mechanics/damage';
import { moraleTestResult, rallyTestResult } from '../mechanics/morale';
import type { Od6Rulings } from '../rulings-in-play';
import { atLeast, chanceOf, differenceDist, openRollDist, successCountDist, type ScoreDist } from './distribution';

/**
 * Exact odds of every OpenD6 roll before it is made. Each is computed from the full distribution
 * of one open die plus its modifier (see `distribution.ts`); `unaccounted` is the probability the
 * truncated re-roll chain leaves out (under 1e-16 for one die, twice that for two).
 */

export interface Odds<K extends string> {
  readonly chances: Readonly<Record<K, number>>;
  readonly unaccounted: number;
}

function pairwise(a: ScoreDist, b: ScoreDist): Map<number, number> {
  return differenceDist(a, b);
}

/** A straight skill test: P(die + skill ≥ difficulty), a first 1 scoring 0 (seed 004 L116, L120, L122). */
export function skillTestOdds(skill: number, difficulty: number): Odds<'success' | 'failure'> {
  const dist = openRollDist(skill);
  const success = atLeast(dist, difficulty);
  return { chances: { success, failure: 1 - success - dist.unaccounted }, unaccounted: dist.unaccounted };
}

/** An opposed roll: who rolls higher, or a tie (L117–L118). */
export function opposedOdds(modifierA: number, modifierB: number): Odds<'a-higher' | 'tie' | 'b-higher'> {
  const a = openRollDist(modifierA);
  const b = openRollDist(modifierB);
  const diffs = pairwise(a, b);
  return {
    chances: { 'a-higher': chanceOf(diffs, (d) => d > 0), tie: chanceOf(diffs, (d) => d === 0), 'b-higher': chanceOf(diffs, (d) => d < 0) },
    unaccounted: a.unaccounted + b.unaccounted,
  };
}

/** Initiative between two sides: ties are rolled again (L49), so the chances are of the final winner. */
export function initiativeOdds(commandA: number, commandB: number): Odds<'a' | 'b'> {
  const { chances, unaccounted } = opposedOdds(commandA, commandB);
  const decided = 1 - chances.tie;
  return { chances: { a: chances['a-higher'] / decided, b: chances['b-higher'] / decided }, unaccounted };
}

/** Damage Strength against Strength, read off the Damage Table (L268–L274, `od6.damage-tie`). */
export function damageOdds(damageStrength: number, strength: number, rulings: Pick<Od6Rulings, 'damageTie'>): Odds<DamageResult> {
  const diffs = pairwise(openRollDist(damageStrength), openRollDist(strength));
  const chances: Record<DamageResult, number> = { 'no-effect': 0, wounded: 0, incapacitated: 0 };
  // The table depends only on the difference DS − SR.
  for (const [diff, chance] of diffs) chances[damageResult(diff, 0, rulings)] += chance;
  return { chances, unaccounted: 2 * openRollDist(0).unaccounted };
}

/** A morale test: command roll against threat roll, read off the Morale Test Results (L481–L486). */
export function moraleTestOdds(command: number, threatLevel: number, rulings: Pick<Od6Rulings, 'moraleResultBands'>): Odds<MoraleResult> {
  const diffs = pairwise(openRollDist(threatLevel), openRollDist(command));
  const chances: Record<MoraleResult, number> = { 'morale-up': 0, 'no-effect': 0, 'morale-down': 0, 'morale-down-withdraw': 0 };
  for (const [diff, chance] of diffs) chances[moraleTestResult(diff, 0, rulings)] += chance;
  return { chances, unaccounted: 2 * openRollDist(0).unaccounted };
}

/** A rally test, read off the Rally Test Results (L515–L518). */
export function rallyTestOdds(command: number, threatLevel: number): Odds<RallyResult> {
  const diffs = pairwise(openRollDist(threatLevel), openRollDist(command));
  const chances: Record<RallyResult, number> = { 'no-effect': 0, 'morale-up': 0, 'morale-up-two': 0 };
  for (const [diff, chance] of diffs) chances[rallyTestResult(diff, 0)] += chance;
  return { chances, unaccounted: 2 * openRollDist(0).unaccounted };
}

/** The opportunity fire test: opposed (OF < CR fires, L533–L534) or straight (`od6.opportunity-fire-test`). */
export function opportunityFireOdds(command: number, threatLevel: number, rulings: Pick<Od6Rulings, 'opportunityFireTest'>): Odds<'can-fire' | 'cannot-fire'> {
  if (rulings.opportunityFireTest === 'straight') {
    const { chances, unaccounted } = skillTestOdds(command, threatLevel);
    return { chances: { 'can-fire': chances.success, 'cannot-fire': chances.failure }, unaccounted };
  }
  const { chances, unaccounted } = opposedOdds(command, threatLevel);
  return { chances: { 'can-fire': chances['a-higher'], 'cannot-fire': chances.tie + chances['b-higher'] }, unaccounted };
}

/** How many of a squad's shots hit: `p[k]` is the chance of exactly k hits, each shot with its own skill and difficulty. */
export function volleyHitOdds(shots: readonly { readonly skill: number; readonly difficulty: number }[]): { readonly hits: readonly number[]; readonly unaccounted: number } {
  const chances = shots.map((shot) => skillTestOdds(shot.skill, shot.difficulty).chances.success);
  return { hits: successCountDist(chances), unaccounted: shots.length * openRollDist(0).unaccounted };
}
