import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { sampleAttack } from '../battle/attack';
import { meleeOutcome } from '../battle/mechanics/melee';
import { resolveMorale } from '../battle/mechanics/morale';
import type { BattleRulings } from '../battle/rulings-in-play';
import { NO_OUTCOME } from './morale-odds';
import { lostMeleeModifier, type MeleeMoraleInputs, type MeleeOdds, type MeleeRoundSpec } from './melee-odds';

/** A D6 source from a seed; the same seed gives the same sequence. */
export function seededD6(seed: number): () => number {
  const rng = xoroshiro128plus(seed | 0);
  return () => uniformInt(rng, 1, 6);
}

function tally(counts: number[], value: number): void {
  while (counts.length <= value) counts.push(0);
  counts[value]! += 1;
}

/**
 * Estimates the same quantities as `meleeRoundOdds` by playing `samples` rounds through the
 * reducer's own resolvers (`resolveAttack`, `meleeOutcome`, `resolveMorale`).
 */
export function sampleMeleeRound(spec: MeleeRoundSpec, morale: MeleeMoraleInputs, sense: BattleRulings['controlModifierSense'], samples: number, seed: number): MeleeOdds {
  const d6 = seededD6(seed);
  const onAttacker: number[] = [];
  const onDefender: number[] = [];
  const margin = new Map<number, number>();
  const loserMorale = { attacker: { ...NO_OUTCOME }, defender: { ...NO_OUTCOME } };
  let attackerWins = 0;
  let defenderWins = 0;
  let tie = 0;
  for (let i = 0; i < samples; i++) {
    let hitsOnDefender = 0;
    for (const attack of spec.attacker) hitsOnDefender += sampleAttack(attack, d6).unsaved;
    let hitsOnAttacker = spec.braceHitsOnAttacker;
    for (const attack of spec.defender) hitsOnAttacker += sampleAttack(attack, d6).unsaved;
    tally(onAttacker, hitsOnAttacker);
    tally(onDefender, hitsOnDefender);
    const signed = hitsOnDefender - hitsOnAttacker;
    margin.set(signed, (margin.get(signed) ?? 0) + 1);
    const outcome = meleeOutcome(hitsOnAttacker, hitsOnDefender);
    if (outcome.loser === null) {
      tie++;
      continue;
    }
    if (outcome.loser === 'attacker') defenderWins++;
    else attackerWins++;
    const input = morale[outcome.loser];
    const roll = d6() + d6();
    const result = resolveMorale(roll, { ...input, modifiers: [...input.modifiers, lostMeleeModifier(outcome.margin)] }, sense);
    loserMorale[outcome.loser][result.outcome] += 1;
  }
  const share = (n: number) => n / samples;
  for (const side of ['attacker', 'defender'] as const) {
    for (const key of Object.keys(loserMorale[side]) as (keyof typeof NO_OUTCOME)[]) loserMorale[side][key] = share(loserMorale[side][key]);
  }
  return {
    hitsOnAttacker: onAttacker.map(share),
    hitsOnDefender: onDefender.map(share),
    attackerWins: share(attackerWins),
    defenderWins: share(defenderWins),
    tie: share(tie),
    margin: new Map([...margin].map(([k, n]) => [k, share(n)])),
    loserMorale,
  };
}
