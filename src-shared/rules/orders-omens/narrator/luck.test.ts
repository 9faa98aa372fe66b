import { describe, expect, it } from 'vitest';
import { apply, initialBattleState, type BattleEvent } from '../battle';
import { dice, Table } from '../battle/testing/fixtures';
import { generateBattle, largeSetup } from '../battle/testing/generate';
import { resolveOrderTest } from '../battle/mechanics/order-test';
import { TWO_D6_FACES } from '../battle/mechanics/two-dice-test';
import { isStubborn, testingGeneral } from '../battle/queries';
import { battleRulings } from '../battle/rulings-in-play';
import type { RulingChoices } from '../../ruling';
import { pendingMoraleOdds, pendingMoralePreview, rallyOdds, rallyPreview } from '../walkthrough/odds';
import { chanceAtLeast, chanceAtMost, luckLedger, luckPercentile, rollLuck, summariseLuck, type LuckRoll, type RankedOutcome } from './luck';

/** 2D6 totals ranked by size, higher better: 36 equally likely faces. */
const TWO_D6: RankedOutcome[] = Array.from({ length: 36 }, (_, i) => ({ rank: Math.floor(i / 6) + 1 + (i % 6) + 1, p: 1 / 36 }));

describe('luck percentiles against exact distributions (issue #16, "Turning points and luck")', () => {
  it('rates results by hand-computed mid-rank percentiles: 100 × (P(worse) + P(same)/2)', () => {
    expect(luckPercentile([{ rank: 0, p: 0.5 }, { rank: 1, p: 0.5 }], 1)).toBeCloseTo(75, 10);
    // A 12 on 2D6: 35 of 36 results are worse, 1 the same → (35 + ½) / 36.
    expect(luckPercentile(TWO_D6, 12)).toBeCloseTo((35.5 / 36) * 100, 10);
    // A 7: 15 worse (2–6), 6 the same → (15 + 3) / 36 = exactly the median.
    expect(luckPercentile(TWO_D6, 7)).toBeCloseTo(50, 10);
    expect(luckPercentile(TWO_D6, 2)).toBeCloseTo((0.5 / 36) * 100, 10);
    expect(chanceAtLeast(TWO_D6, 11)).toBeCloseTo(3 / 36, 10);
    expect(chanceAtMost(TWO_D6, 3)).toBeCloseTo(3 / 36, 10);
  });

  /*
   * Order Test (002_cff186ffe79098a6.txt:343, 345, 347): target = General CV + Brigade CV; pass on
   * 2D6 ≥ target (ruling oo.order-test-direction) for 5 Actions; a double 6 gives 6 and a double 1
   * gives 4 whatever the target (oo.order-test-doubles). Blue's 1st Brigade is Green (CV 4) under
   * an Experienced General (CV 3): target 7. By hand, of 36 faces: (6,6) → 6 actions; (1,1) → 4;
   * the other 20 totals of 7+ → 5; the other 14 totals of 6 or less → failed (0).
   */
  const ORDER_CASES: [string, [number, number], string, number, number][] = [
    ['a failed order', [2, 3], '0', (7 / 36) * 100, 14 / 36],
    ['a double 1, 4 actions', [1, 1], '4', (14.5 / 36) * 100, 15 / 36],
    ['a plain pass, 5 actions', [4, 3], '5', (25 / 36) * 100, 35 / 36],
    ['a double 6, 6 actions', [6, 6], '6', (35.5 / 36) * 100, 1],
  ];
  for (const [what, faces, outcome, percentile, atMost] of ORDER_CASES) {
    it(`rates an Order Test at target 7 through the engine: ${what}`, () => {
      const t = Table.activating();
      t.do({ type: 'chip-drawn', side: 'A' });
      const event: BattleEvent = { type: 'order-tested', brigadeId: 'A/d1.b1', roll: dice(...faces) };
      const applied = apply(t.state, event, {});
      if (!applied.ok) throw new Error(applied.reason);
      const luck = rollLuck(t.state, applied.state, applied.outcomes, event, 99, {})!;
      expect(luck).toMatchObject({ kind: 'order', side: 'A', brigadeId: 'A/d1.b1', outcome, seq: 99 });
      expect(luck.percentile).toBeCloseTo(percentile, 10);
      expect(luck.atMost).toBeCloseTo(atMost, 10);
    });
  }

  it('picks the luckiest and unluckiest rolls and each side’s mean, earliest first on ties', () => {
    const roll = (seq: number, side: 'A' | 'B', percentile: number, atLeast: number, atMost: number) => ({ seq, turn: 1, side, brigadeId: 'x', kind: 'order' as const, outcome: '5', percentile, atLeast, atMost });
    const summary = summariseLuck([roll(1, 'A', 98.6, 1 / 36, 1), roll(2, 'B', 19.4, 1, 14 / 36), roll(3, 'A', 50, 0.5, 0.5), roll(4, 'B', 98.6, 1 / 36, 1)]);
    expect(summary.luckiest?.seq).toBe(1);
    expect(summary.unluckiest?.seq).toBe(2);
    expect(summary.bySide.A).toBeCloseTo(74.3, 10);
    expect(summary.bySide.B).toBeCloseTo(59, 10);
    expect(summariseLuck([]).bySide).toEqual({ A: null, B: null });
  });

  it('quotes a side’s luckiest roll only among rolls that went better than expected, and its unluckiest only among those that went worse', () => {
    const roll = (seq: number, side: 'A' | 'B', percentile: number, atLeast: number, atMost: number) => ({ seq, turn: 1, side, brigadeId: 'x', kind: 'order' as const, outcome: '5', percentile, atLeast, atMost });
    // Side A's two Order Tests both gave 6 actions (a double 6: 1 in 36 to do as well, certain to do no better); side B failed one and passed one.
    const ledger = luckLedger([roll(1, 'A', 98.6, 1 / 36, 1), roll(2, 'A', 98.6, 1 / 36, 1), roll(3, 'B', 19.4, 1, 14 / 36), roll(4, 'B', 69.4, 35 / 36, 35 / 36)], 1, (r) => `roll ${r.seq}`, () => 'at 10:00');
    expect(ledger.sides.A.luckiest).toMatchObject({ text: 'roll 1', chance: 1 / 36 });
    expect(ledger.sides.A.unluckiest).toBeNull();
    expect(ledger.sides.B.luckiest).toMatchObject({ text: 'roll 4', chance: 35 / 36 });
    expect(ledger.sides.B.unluckiest).toMatchObject({ text: 'roll 3', chance: 14 / 36 });
  });
});

/** Every rated roll of a generated battle, each Order Test also worked out afresh: all 36 faces through the engine, rated by the three functions above. */
function rollsOf(seed: number, choices: RulingChoices): { rolls: LuckRoll[]; afresh: Map<number, Pick<LuckRoll, 'percentile' | 'atLeast' | 'atMost'>>; lastTurn: number } {
  const setup = largeSetup();
  const { events } = generateBattle(setup, 300, seed, choices);
  let state = initialBattleState(setup);
  const rolls: LuckRoll[] = [];
  const afresh = new Map<number, Pick<LuckRoll, 'percentile' | 'atLeast' | 'atMost'>>();
  events.forEach((event, index) => {
    const applied = apply(state, event, choices);
    if (!applied.ok) throw new Error(applied.reason);
    const luck = rollLuck(state, applied.state, applied.outcomes, event, index + 1, choices);
    if (luck) rolls.push(luck);
    if (luck && event.type === 'order-tested') {
      const info = state.roster.brigades[event.brigadeId]!;
      const general = testingGeneral(state, info, event.generalId, false)!;
      const input = { generalControlValue: general.controlValue, brigadeControlValue: info.controlValue, stubborn: isStubborn(state, info, { choices }) };
      const outcomes = TWO_D6_FACES.map((faces) => ({ rank: resolveOrderTest(faces, input, battleRulings(choices)).actions, p: 1 / 36 }));
      const actions = Number(luck.outcome);
      afresh.set(index + 1, { percentile: luckPercentile(outcomes, actions), atLeast: chanceAtLeast(outcomes, actions), atMost: chanceAtMost(outcomes, actions) });
    }
    state = applied.state;
  });
  return { rolls, afresh, lastTurn: state.turn };
}

describe('the narrator’s shortcuts give exactly the figures of working each roll out afresh', () => {
  const cases: [number, RulingChoices][] = [
    [11, {}],
    [12, {}],
    [13, { 'oo.order-test-direction': 'roll-at-most-target' }],
  ];
  for (const [seed, choices] of cases) {
    it(`an Order Test rated from what decides it, and each turn's mean luck from running sums (generated battle ${seed}, rulings ${JSON.stringify(choices)})`, () => {
      const { rolls, afresh, lastTurn } = rollsOf(seed, choices);
      expect(afresh.size).toBeGreaterThan(10);
      for (const roll of rolls.filter((r) => r.kind === 'order')) expect({ percentile: roll.percentile, atLeast: roll.atLeast, atMost: roll.atMost }).toEqual(afresh.get(roll.seq));
      const ledger = luckLedger(rolls, lastTurn, () => '', () => '');
      const summed = Array.from({ length: lastTurn }, (_, i) => {
        const { bySide } = summariseLuck(rolls.filter((r) => r.turn <= i + 1));
        return { turn: i + 1, A: bySide.A, B: bySide.B };
      });
      expect(ledger.byTurn).toEqual(summed);
    });
  }
});

describe('the odds the luck ledger rates Morale Tests and rallies at (issue #20)', () => {
  it('are the odds the battle screen previews, at every Morale Test and rally of long generated battles, under both senses of the control modifier', () => {
    const setup = largeSetup();
    let compared = 0;
    for (const [seed, choices] of [
      [31, {}],
      [32, { 'oo.control-modifier-sense': 'modifier-on-roll' }],
    ] as const) {
      const { events } = generateBattle(setup, 600, seed, choices);
      let state = initialBattleState(setup);
      for (const event of events) {
        if (event.type === 'morale-tested' && state.pending[0]) {
          expect(pendingMoraleOdds(state, state.pending[0], choices)).toEqual(pendingMoralePreview(state, state.pending[0], choices)?.odds ?? null);
          compared++;
        }
        if (event.type === 'rally-attempted') {
          expect(rallyOdds(state, event.brigadeId, choices)).toEqual(rallyPreview(state, event.brigadeId, choices)?.odds ?? null);
          compared++;
        }
        const applied = apply(state, event, choices);
        if (!applied.ok) throw new Error(applied.reason);
        state = applied.state;
      }
    }
    expect(compared).toBeGreaterThan(20);
  });
});
