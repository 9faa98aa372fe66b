import { EXPERIENCE_PROFILES } from '../../src-shared/rules/orders-omens/data/experience';
import type { AttackSpec } from '../../src-shared/rules/orders-omens/battle/attack';
import { meleeHitRule } from '../../src-shared/rules/orders-omens/battle/mechanics/melee';
import { NO_REROLL } from '../../src-shared/rules/orders-omens/battle/mechanics/hits';
import { NO_SAVE } from '../../src-shared/rules/orders-omens/battle/mechanics/saves';
import { flattenMeleeOdds, maxAbsDifference, meleeRoundOdds, type MeleeMoraleInputs, type MeleeRoundSpec } from '../../src-shared/rules/orders-omens/odds/melee-odds';
import { sampleMeleeRound } from '../../src-shared/rules/orders-omens/odds/monte-carlo';
import type { BenchSuite } from '../suite';

const SAMPLES = 100_000;
const SEED = 20_240_926;

const regiment = (dice: number, modifier: number, saveOn: number | null): AttackSpec => ({
  diceCount: dice,
  hitRule: meleeHitRule(modifier, false),
  reroll: NO_REROLL,
  saveRule: saveOn === null ? NO_SAVE : { saveOn, rerollSuccesses: false },
});

/** 4 Experienced regiments charging (+1) into 4 Elite regiments, one armoured pair, both sides with a flanker. */
export const MELEE_4V4: MeleeRoundSpec = {
  attacker: [regiment(4, 1, 6), regiment(4, 1, 6), regiment(4, 1, null), regiment(5, 2, null)],
  defender: [regiment(5, 0, null), regiment(5, 0, null), regiment(5, -1, null), regiment(5, 0, null)],
  braceHitsOnAttacker: 0,
};

export const MORALE_4V4: MeleeMoraleInputs = {
  attacker: { brigadeControlValue: EXPERIENCE_PROFILES.experienced.controlValue, generalControlValue: 3, modifiers: [], benefit: 0, kind: 'standard' },
  defender: { brigadeControlValue: EXPERIENCE_PROFILES.elite.controlValue, generalControlValue: 2, modifiers: [], benefit: 0, kind: 'standard' },
};

function timed<T>(fn: () => T): { value: T; ms: number } {
  const start = performance.now();
  const value = fn();
  return { value, ms: performance.now() - start };
}

export const suite: BenchSuite = {
  name: 'odds',
  run() {
    // Exact odds take well under a millisecond: time many runs for a stable figure.
    const repeats = 200;
    const exactRun = timed(() => {
      let odds = meleeRoundOdds(MELEE_4V4, MORALE_4V4, 'modifier-helps');
      for (let i = 1; i < repeats; i++) odds = meleeRoundOdds(MELEE_4V4, MORALE_4V4, 'modifier-helps');
      return odds;
    });
    const exactMs = exactRun.ms / repeats;
    const sampled = timed(() => sampleMeleeRound(MELEE_4V4, MORALE_4V4, 'modifier-helps', SAMPLES, SEED));
    const diff = maxAbsDifference(flattenMeleeOdds(exactRun.value), flattenMeleeOdds(sampled.value));
    return [
      { name: 'odds.melee.exactMs', value: exactMs, unit: 'ms' },
      { name: 'odds.melee.monteCarloMs', value: sampled.ms, unit: 'ms', note: `${SAMPLES} samples` },
      { name: 'odds.melee.speedup', value: sampled.ms / exactMs, unit: '×', target: { op: '>=', value: 100 } },
      { name: 'odds.melee.maxAbsDiff', value: diff, target: { op: '<=', value: 0.005 } },
    ];
  },
};
