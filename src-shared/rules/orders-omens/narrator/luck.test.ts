import { describe, expect, it } from 'vitest';
import { apply, type BattleEvent } from '../battle';
import { dice, Table } from '../battle/testing/fixtures';
import { chanceAtLeast, chanceAtMost, luckPercentile, rollLuck, summariseLuck, type RankedOutcome } from './luck';

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
});
