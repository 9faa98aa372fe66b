import { resolveMorale, type MoraleOutcome, type MoraleTestInput } from '../battle/mechanics/morale';
import { TWO_D6_FACES } from '../battle/mechanics/two-dice-test';
import type { BattleRulings } from '../battle/rulings-in-play';

export type MoraleOdds = Readonly<Record<MoraleOutcome, number>>;

export const NO_OUTCOME: MoraleOdds = { hold: 0, disordered: 0, break: 0, rallied: 0, 'still-fleeing': 0 };

/** Exact odds of a Morale Test: all 36 rolls through the reducer's `resolveMorale`. */
export function moraleOdds(input: MoraleTestInput, sense: BattleRulings['controlModifierSense']): MoraleOdds {
  const odds: Record<MoraleOutcome, number> = { ...NO_OUTCOME };
  const p = 1 / TWO_D6_FACES.length;
  for (const [a, b] of TWO_D6_FACES) odds[resolveMorale(a + b, input, sense).outcome] += p;
  return odds;
}

export function addOdds(into: Record<MoraleOutcome, number>, odds: MoraleOdds, weight: number): void {
  for (const key of Object.keys(odds) as MoraleOutcome[]) into[key] += odds[key] * weight;
}
