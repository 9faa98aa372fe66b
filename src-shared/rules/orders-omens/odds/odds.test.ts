import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AttackSpec } from '../battle/attack';
import { meleeHitRule } from '../battle/mechanics/melee';
import { NO_REROLL } from '../battle/mechanics/hits';
import { NO_SAVE } from '../battle/mechanics/saves';
import { battleRulings } from '../battle/rulings-in-play';
import { Table } from '../battle/testing/fixtures';
import { hitDistribution, unsavedDistribution } from './attack-odds';
import { totalProbability } from './distribution';
import { flattenMeleeOdds, maxAbsDifference, meleeRoundOdds, type MeleeMoraleInputs } from './melee-odds';
import { sampleMeleeRound } from './monte-carlo';
import { moraleOdds } from './morale-odds';
import { orderTestOdds } from './order-test-odds';
import { volleyOdds } from './ranged-odds';
import { meleeRoundInputs } from './from-state';

const rulings = battleRulings();
const melee = (count: number, modifier: number, extra: Partial<AttackSpec> = {}): AttackSpec => ({ diceCount: count, hitRule: meleeHitRule(modifier, false), reroll: NO_REROLL, saveRule: NO_SAVE, ...extra });
const standard = { brigadeControlValue: 3, generalControlValue: 3, modifiers: [], benefit: 0, kind: 'standard' as const };
const morale: MeleeMoraleInputs = { attacker: standard, defender: { ...standard, brigadeControlValue: 4 } };

describe('Exact odds (rulebook: Order Tests, Ranged Combat, Melee Combat, Morale)', () => {
  it('Order Test odds: Experienced + Experienced (target 6) passes 26/36, plus the double 1 that still acts (27/36)', () => {
    const odds = orderTestOdds({ generalControlValue: 3, brigadeControlValue: 3, stubborn: false }, rulings);
    expect(odds.pass).toBeCloseTo(27 / 36, 12);
    expect(odds.actions[6]).toBeCloseTo(1 / 36, 12);
    expect(odds.actions[4]).toBeCloseTo(1 / 36, 12);
    expect(totalProbability(odds.actions)).toBeCloseTo(1, 12);
  });

  it('Morale odds: target 6 holds on 26/36; a -1 modifier moves the bands', () => {
    expect(moraleOdds(standard, 'modifier-helps').hold).toBeCloseTo(26 / 36, 12);
    const minusOne = moraleOdds({ ...standard, modifiers: [{ value: -1 }] }, 'modifier-helps');
    expect(minusOne.hold).toBeCloseTo(21 / 36, 12);
    expect(minusOne.disordered).toBeCloseTo(9 / 36, 12);
    expect(minusOne.break).toBeCloseTo(6 / 36, 12);
  });

  it('Ranged volley odds: 4 dice on 6+ against a 6+ save; morale with the -3 cap', () => {
    const spec: AttackSpec = { diceCount: 4, hitRule: { hitOn: 6, modifier: 0, naturalSixIsTwoHits: false, naturalSixOnly: false }, reroll: NO_REROLL, saveRule: { saveOn: 6, rerollSuccesses: false } };
    const odds = volleyOdds([spec], standard, battleRulings());
    expect(odds.hits[0]).toBeCloseTo((1 - 5 / 36) ** 4, 12);
    expect(totalProbability(odds.hits)).toBeCloseTo(1, 12);
    expect(odds.morale!.hold + odds.morale!.disordered + odds.morale!.break).toBeCloseTo(1, 12);
    expect(volleyOdds([spec], null, battleRulings()).morale).toBeNull();
  });

  it('Stomp, Rooted Strength and Multiple Heads change the hit distribution as the rules say', () => {
    const stomp = hitDistribution(melee(1, 0, { hitRule: meleeHitRule(0, true) }));
    expect(stomp[2]).toBeCloseTo(1 / 6, 12);
    const rooted = hitDistribution(melee(1, 0, { reroll: { kind: 'misses' } }));
    expect(rooted[1]).toBeCloseTo(1 / 3 + (2 / 3) * (1 / 3), 12);
    const heads = hitDistribution(melee(3, 0, { reroll: { kind: 'up-to', count: 2 } }));
    expect(totalProbability(heads)).toBeCloseTo(1, 12);
    expect(heads[0]).toBeCloseTo((2 / 3) ** 3 * (2 / 3) ** 2, 12);
    const venom = unsavedDistribution(melee(1, 1, { saveRule: { saveOn: 5, rerollSuccesses: true } }));
    expect(venom[0]).toBeCloseTo(1 - (1 / 2) * (1 - 1 / 9), 12);
  });

  it('exact odds sum to 1 for any melee (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 0, max: 7 }), fc.integer({ min: -2, max: 3 })), { minLength: 1, maxLength: 4 }), fc.array(fc.tuple(fc.integer({ min: 0, max: 7 }), fc.integer({ min: -2, max: 3 })), { minLength: 1, maxLength: 4 }), (a, d) => {
        const odds = meleeRoundOdds({ attacker: a.map(([n, m]) => melee(n, m)), defender: d.map(([n, m]) => melee(n, m)), braceHitsOnAttacker: 0 }, morale, 'modifier-helps');
        expect(odds.attackerWins + odds.defenderWins + odds.tie).toBeCloseTo(1, 9);
        expect(totalProbability(odds.hitsOnAttacker)).toBeCloseTo(1, 9);
        expect([...odds.margin.values()].reduce((s, p) => s + p, 0)).toBeCloseTo(1, 9);
        const lost = (side: 'attacker' | 'defender') => odds.loserMorale[side].hold + odds.loserMorale[side].disordered + odds.loserMorale[side].break;
        expect(lost('attacker')).toBeCloseTo(odds.defenderWins, 9);
        expect(lost('defender')).toBeCloseTo(odds.attackerWins, 9);
      }),
      { numRuns: 60 },
    );
  });

  it('exact odds agree with sampling the same engine within tolerance (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 5 }), fc.integer({ min: -1, max: 2 }), fc.integer(), (a, d, m, seed) => {
        const spec = { attacker: [melee(a, m), melee(3, 0, { saveRule: { saveOn: 6, rerollSuccesses: false } })], defender: [melee(d, 0, { hitRule: meleeHitRule(0, true) })], braceHitsOnAttacker: 1 };
        const exact = flattenMeleeOdds(meleeRoundOdds(spec, morale, 'modifier-helps'));
        const sampled = flattenMeleeOdds(sampleMeleeRound(spec, morale, 'modifier-helps', 20_000, seed));
        expect(maxAbsDifference(exact, sampled)).toBeLessThan(0.03);
      }),
      { numRuns: 6 },
    );
  });

  it('the worked example from a live battle: odds built from state use the reducer\'s specs', () => {
    const t = Table.activating().order('A/d1.b1');
    t.do({ type: 'charge-declared', brigadeId: 'A/d1.b1', targetBrigadeId: 'B/d1.b1', approach: 'charge', reaction: 'none', contact: true });
    const positions = { attacker: [{ regimentId: 'A/d1.b1.r1' }, { regimentId: 'A/d1.b1.r2' }], defender: [{ regimentId: 'B/d1.b1.r1' }, { regimentId: 'B/d1.b1.r2' }] };
    const { spec, morale: inputs } = meleeRoundInputs(t.state, 'melee-1', positions);
    expect(spec.attacker.map((s) => [s.diceCount, s.hitRule.modifier])).toEqual([[3, 1], [3, 1]]);
    expect(spec.defender.map((s) => [s.diceCount, s.hitRule.modifier])).toEqual([[4, 0], [4, 0]]);
    expect(inputs.defender).toMatchObject({ brigadeControlValue: 3, generalControlValue: 3 });
    const odds = meleeRoundOdds(spec, inputs, 'modifier-helps');
    // 6 dice hitting on 4+ against 8 dice on 5+: the charging Green Brigade is favourite.
    expect(odds.attackerWins).toBeGreaterThan(odds.defenderWins);
  });
});
