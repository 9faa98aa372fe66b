import type { AttackSpec } from '../src-shared/rules/orders-omens/battle/attack';
import { dieHits } from '../src-shared/rules/orders-omens/battle/mechanics/hits';
import { resolveMorale, type MoraleOutcome } from '../src-shared/rules/orders-omens/battle/mechanics/morale';
import type { BattleRulings } from '../src-shared/rules/orders-omens/battle/rulings-in-play';
import { seededD6 } from '../src-shared/rules/orders-omens/odds/monte-carlo';
import { lostMeleeModifier, type MeleeMoraleInputs, type MeleeOdds, type MeleeRoundSpec } from '../src-shared/rules/orders-omens/odds/melee-odds';
import { NO_OUTCOME } from '../src-shared/rules/orders-omens/odds/morale-odds';

/**
 * The honest baseline for the exact odds: a Monte Carlo sampler of the same rules written plainly
 * (no arrays per attack, no checking of the dice, the loser's Morale Test looked up by roll), that
 * draws its dice in the same order as `sampleMeleeRound` so one seed gives both the same answer.
 */
export function plainMeleeSampler(spec: MeleeRoundSpec, morale: MeleeMoraleInputs, sense: BattleRulings['controlModifierSense']) {
  const moraleByRoll = new Map<string, MoraleOutcome>();
  const moraleOutcome = (side: 'attacker' | 'defender', margin: number, roll: number): MoraleOutcome => {
    const key = `${side}:${margin}:${roll}`;
    let outcome = moraleByRoll.get(key);
    if (!outcome) {
      const input = morale[side];
      outcome = resolveMorale(roll, { ...input, modifiers: [...input.modifiers, lostMeleeModifier(margin)] }, sense).outcome;
      moraleByRoll.set(key, outcome);
    }
    return outcome;
  };

  return (samples: number, seed: number): MeleeOdds => {
    const d6 = seededD6(seed);
    const unsaved = (attack: AttackSpec): number => {
      const rule = attack.hitRule;
      let hits = 0;
      let misses = 0;
      for (let i = 0; i < attack.diceCount; i++) {
        const h = dieHits(d6(), rule);
        if (h === 0) misses++;
        else hits += h;
      }
      const rerolls = attack.reroll.kind === 'none' ? 0 : attack.reroll.kind === 'misses' ? misses : Math.min(misses, attack.reroll.count);
      for (let i = 0; i < rerolls; i++) hits += dieHits(d6(), rule);
      const saveOn = attack.saveRule.saveOn;
      if (saveOn === null) return hits;
      let saved = 0;
      for (let i = 0; i < hits; i++) if (d6() >= saveOn) saved++;
      if (attack.saveRule.rerollSuccesses) {
        const firstSaves = saved;
        saved = 0;
        for (let i = 0; i < firstSaves; i++) if (d6() >= saveOn) saved++;
      }
      return hits - saved;
    };
    const onAttacker: number[] = [];
    const onDefender: number[] = [];
    const margin = new Map<number, number>();
    const loserMorale = { attacker: { ...NO_OUTCOME }, defender: { ...NO_OUTCOME } };
    let attackerWins = 0;
    let defenderWins = 0;
    let tie = 0;
    for (let s = 0; s < samples; s++) {
      let hitsOnDefender = 0;
      for (const attack of spec.attacker) hitsOnDefender += unsaved(attack);
      let hitsOnAttacker = spec.braceHitsOnAttacker;
      for (const attack of spec.defender) hitsOnAttacker += unsaved(attack);
      while (onAttacker.length <= hitsOnAttacker) onAttacker.push(0);
      onAttacker[hitsOnAttacker]! += 1;
      while (onDefender.length <= hitsOnDefender) onDefender.push(0);
      onDefender[hitsOnDefender]! += 1;
      const signed = hitsOnDefender - hitsOnAttacker;
      margin.set(signed, (margin.get(signed) ?? 0) + 1);
      if (signed === 0) {
        tie++;
        continue;
      }
      const loser = signed < 0 ? 'attacker' : 'defender';
      if (loser === 'attacker') defenderWins++;
      else attackerWins++;
      loserMorale[loser][moraleOutcome(loser, Math.abs(signed), d6() + d6())] += 1;
    }
    const share = (n: number) => n / samples;
    for (const side of ['attacker', 'defender'] as const) for (const key of Object.keys(loserMorale[side]) as MoraleOutcome[]) loserMorale[side][key] = share(loserMorale[side][key]);
    return {
      hitsOnAttacker: onAttacker.map(share),
      hitsOnDefender: onDefender.map(share),
      attackerWins: share(attackerWins),
      defenderWins: share(defenderWins),
      tie: share(tie),
      margin: new Map([...margin].map(([k, n]) => [k, share(n)])),
      loserMorale,
    };
  };
}
