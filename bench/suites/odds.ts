import { EXPERIENCE_PROFILES } from '../../src-shared/rules/orders-omens/data/experience';
import type { AttackSpec } from '../../src-shared/rules/orders-omens/battle/attack';
import { meleeHitRule } from '../../src-shared/rules/orders-omens/battle/mechanics/melee';
import { NO_REROLL, type RerollRule } from '../../src-shared/rules/orders-omens/battle/mechanics/hits';
import { NO_SAVE, type SaveRule } from '../../src-shared/rules/orders-omens/battle/mechanics/saves';
import { flattenMeleeOdds, maxAbsDifference, meleeRoundOdds, type MeleeMoraleInputs, type MeleeRoundSpec } from '../../src-shared/rules/orders-omens/odds/melee-odds';
import { sampleMeleeRound } from '../../src-shared/rules/orders-omens/odds/monte-carlo';
import { plainMeleeSampler } from '../plain-melee-sampler';
import { minTime, ratioMetric, type BenchSuite, type Metric } from '../suite';

const SAMPLES = 100_000;
const SEEDS = [20_240_926, 7, 1_234_567];
/** Agreement bound, in standard errors of each sampled probability: about 1 in 150,000 per comparison by chance. */
const STANDARD_ERRORS = 4.5;

const regiment = (dice: number, modifier: number, saveOn: number | null, options: { reroll?: RerollRule; stomp?: boolean; venomous?: boolean } = {}): AttackSpec => ({
  diceCount: dice,
  hitRule: meleeHitRule(modifier, options.stomp ?? false),
  reroll: options.reroll ?? NO_REROLL,
  saveRule: saveOn === null ? NO_SAVE : ({ saveOn, rerollSuccesses: options.venomous ?? false } satisfies SaveRule),
});

/** 4 Experienced regiments charging (+1) into 4 Elite regiments, one armoured pair, both sides with a flanker. */
export const MELEE_4V4: MeleeRoundSpec = {
  attacker: [regiment(4, 1, 6), regiment(4, 1, 6), regiment(4, 1, null), regiment(5, 2, null)],
  defender: [regiment(5, 0, null), regiment(5, 0, null), regiment(5, -1, null), regiment(5, 0, null)],
  braceHitsOnAttacker: 0,
};

/**
 * The monster rules the plain 4v4 leaves out: a Treeman re-rolling misses (Rooted Strength), a
 * Chimera re-rolling up to two dice (Multiple Heads) with Stomp, and a Venomous Bite forcing
 * armoured targets to re-roll their saves; with a Brace Volley already scored.
 */
export const MONSTERS_MELEE: MeleeRoundSpec = {
  attacker: [regiment(6, 1, 5, { reroll: { kind: 'misses' } }), regiment(6, 0, 6, { reroll: { kind: 'up-to', count: 2 }, stomp: true }), regiment(4, 1, null)],
  defender: [regiment(5, 0, 5, { venomous: true }), regiment(5, 0, null, { stomp: true }), regiment(4, -1, 6)],
  braceHitsOnAttacker: 1,
};

export const MORALE_4V4: MeleeMoraleInputs = {
  attacker: { brigadeControlValue: EXPERIENCE_PROFILES.experienced.controlValue, generalControlValue: 3, modifiers: [], benefit: 0, kind: 'standard' },
  defender: { brigadeControlValue: EXPERIENCE_PROFILES.elite.controlValue, generalControlValue: 2, modifiers: [], benefit: 0, kind: 'standard' },
};

/** The largest gap between exact and sampled odds, in standard errors of the sampled probability. */
function standardErrorsApart(exact: Record<string, number>, sampled: Record<string, number>, samples: number): number {
  let worst = 0;
  for (const key of new Set([...Object.keys(exact), ...Object.keys(sampled)])) {
    const p = exact[key] ?? 0;
    const gap = Math.abs(p - (sampled[key] ?? 0));
    // p(1-p)/n, floored at one sample's worth so a (near-)impossible outcome is not divided by zero.
    const standardError = Math.sqrt(Math.max(p * (1 - p), 1 / samples) / samples);
    worst = Math.max(worst, gap / standardError);
  }
  return worst;
}

export const suite: BenchSuite = {
  name: 'odds',
  run() {
    const metrics: Metric[] = [];
    let worstZ = 0;
    let worstGap = 0;
    for (const [label, spec] of [
      ['4v4', MELEE_4V4],
      ['monsters', MONSTERS_MELEE],
    ] as const) {
      const exact = meleeRoundOdds(spec, MORALE_4V4, 'modifier-helps');
      const plain = plainMeleeSampler(spec, MORALE_4V4, 'modifier-helps');
      // Warm: every figure is the fastest of several runs after a first one.
      const exactMs = minTime(() => {
        for (let i = 0; i < 20; i++) meleeRoundOdds(spec, MORALE_4V4, 'modifier-helps');
      }, 10) / 20;
      const plainMs = minTime(() => plain(SAMPLES, SEEDS[0]!), 3);
      for (const seed of SEEDS) {
        const sampled = sampleMeleeRound(spec, MORALE_4V4, 'modifier-helps', SAMPLES, seed);
        // The baseline must play the same rules: with the same dice it gives the very same odds.
        if (seed === SEEDS[0] && maxAbsDifference(flattenMeleeOdds(sampled), flattenMeleeOdds(plain(SAMPLES, seed))) > 1e-12) {
          throw new Error(`the plain sampler disagrees with sampleMeleeRound on ${label}: it does not play the same rules`);
        }
        worstZ = Math.max(worstZ, standardErrorsApart(flattenMeleeOdds(exact), flattenMeleeOdds(sampled), SAMPLES));
        worstGap = Math.max(worstGap, maxAbsDifference(flattenMeleeOdds(exact), flattenMeleeOdds(sampled)));
      }
      metrics.push(
        ratioMetric(
          `odds.melee.${label}.speedupVsSampler`,
          { measured: plainMs, baseline: exactMs, unit: 'ms', baselineLabel: 'exact odds' },
          { op: '>=', value: 100 },
          `a plain ${SAMPLES.toLocaleString('en-GB')}-sample Monte Carlo of the same rules over the exact odds, both warm`,
        ),
      );
    }
    metrics.push({
      name: 'odds.melee.agreement.standardErrors',
      value: worstZ,
      unit: 'SE',
      target: { op: '<=', value: STANDARD_ERRORS },
      note: `largest gap between exact and sampled (reducer's resolvers) odds over both rounds and seeds ${SEEDS.join(', ')}, ${SAMPLES.toLocaleString('en-GB')} samples each; largest absolute gap ${worstGap.toFixed(4)}`,
    });
    return metrics;
  },
};
