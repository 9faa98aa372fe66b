import type { AttackSpec } from '../battle/attack';
import { meleeOutcome, type MeleeSideKey } from '../battle/mechanics/melee';
import type { MoraleTestInput } from '../battle/mechanics/morale';
import type { BattleRulings } from '../battle/rulings-in-play';
import { unsavedDistribution } from './attack-odds';
import { convolveAll, shift, type Dist } from './distribution';
import { addOdds, moraleOdds, NO_OUTCOME, type MoraleOdds } from './morale-odds';

/** One round of melee: each side's regiment attacks, and Brace Volley hits already scored. */
export interface MeleeRoundSpec {
  readonly attacker: readonly AttackSpec[];
  readonly defender: readonly AttackSpec[];
  readonly braceHitsOnAttacker: number;
}

/** Each side's Morale Test should it lose, before the "lost by N" penalty is added. */
export type MeleeMoraleInputs = Readonly<Record<MeleeSideKey, MoraleTestInput>>;

export interface MeleeOdds {
  readonly hitsOnAttacker: Dist;
  readonly hitsOnDefender: Dist;
  readonly attackerWins: number;
  readonly defenderWins: number;
  readonly tie: number;
  /** Signed margin (hits on defender − hits on attacker) → probability. */
  readonly margin: ReadonlyMap<number, number>;
  /** Probability that this side loses and then holds / is disordered / breaks. */
  readonly loserMorale: Readonly<Record<MeleeSideKey, MoraleOdds>>;
}

export function lostMeleeModifier(margin: number) {
  return { source: `lost the melee by ${margin}`, value: -margin };
}

/** Exact odds of one melee round and the loser's Morale Test, by convolution. */
export function meleeRoundOdds(spec: MeleeRoundSpec, morale: MeleeMoraleInputs, sense: BattleRulings['controlModifierSense']): MeleeOdds {
  const hitsOnDefender = convolveAll(spec.attacker.map(unsavedDistribution));
  const hitsOnAttacker = shift(convolveAll(spec.defender.map(unsavedDistribution)), spec.braceHitsOnAttacker);
  const margin = new Map<number, number>();
  const loserMorale = { attacker: { ...NO_OUTCOME }, defender: { ...NO_OUTCOME } };
  const moraleByMargin = { attacker: new Map<number, MoraleOdds>(), defender: new Map<number, MoraleOdds>() };
  let attackerWins = 0;
  let defenderWins = 0;
  let tie = 0;
  hitsOnAttacker.forEach((pa, onAttacker) => {
    if (pa === 0) return;
    hitsOnDefender.forEach((pd, onDefender) => {
      const p = pa * pd;
      if (p === 0) return;
      const signed = onDefender - onAttacker;
      margin.set(signed, (margin.get(signed) ?? 0) + p);
      const outcome = meleeOutcome(onAttacker, onDefender);
      if (outcome.loser === null) {
        tie += p;
        return;
      }
      if (outcome.loser === 'attacker') defenderWins += p;
      else attackerWins += p;
      const cache = moraleByMargin[outcome.loser];
      let odds = cache.get(outcome.margin);
      if (!odds) {
        const input = morale[outcome.loser];
        odds = moraleOdds({ ...input, modifiers: [...input.modifiers, lostMeleeModifier(outcome.margin)] }, sense);
        cache.set(outcome.margin, odds);
      }
      addOdds(loserMorale[outcome.loser], odds, p);
    });
  });
  return { hitsOnAttacker, hitsOnDefender, attackerWins, defenderWins, tie, margin, loserMorale };
}

/** Every probability of a `MeleeOdds` under a stable name, for comparing two estimates. */
export function flattenMeleeOdds(odds: MeleeOdds): Record<string, number> {
  const flat: Record<string, number> = { attackerWins: odds.attackerWins, defenderWins: odds.defenderWins, tie: odds.tie };
  odds.hitsOnAttacker.forEach((p, k) => (flat[`hitsOnAttacker=${k}`] = p));
  odds.hitsOnDefender.forEach((p, k) => (flat[`hitsOnDefender=${k}`] = p));
  for (const [m, p] of odds.margin) flat[`margin=${m}`] = p;
  for (const side of ['attacker', 'defender'] as const) {
    for (const [outcome, p] of Object.entries(odds.loserMorale[side])) if (outcome === 'hold' || outcome === 'disordered' || outcome === 'break') flat[`${side}Loses.${outcome}`] = p;
  }
  return flat;
}

/** Largest absolute difference between two flattened estimates (missing keys count as 0). */
export function maxAbsDifference(a: Record<string, number>, b: Record<string, number>): number {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  let max = 0;
  for (const key of keys) max = Math.max(max, Math.abs((a[key] ?? 0) - (b[key] ?? 0)));
  return max;
}
