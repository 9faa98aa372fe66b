import { describe, expect, it } from 'vitest';
import { attritionRace, chanceOfHighest, diceTotalResults, learntSpread, twoDiceTest } from './win-models';
import { largestSwings } from './battle-odds';

describe('the shared win-probability arithmetic', () => {
  it('an attrition race of 1 life against 1 is decided by who strikes first, in proportion to fire', () => {
    expect(attritionRace({ a: 1, b: 1 }, { a: 3, b: 1 })).toEqual({ a: 0.75, b: 0.25 });
  });

  it('a race of 2 lives against 1 at equal fire: the side with 2 loses only if struck twice running (¼)', () => {
    const chances = attritionRace({ a: 2, b: 1 }, { a: 1, b: 1 });
    expect(chances.a).toBeCloseTo(0.75, 12);
    expect(chances.b).toBeCloseTo(0.25, 12);
  });

  it('three sides at equal lives and fire split evenly; a side with no lives left has no chance', () => {
    const three = attritionRace({ a: 2, b: 2, c: 2 }, { a: 1, b: 1, c: 1 });
    for (const side of ['a', 'b', 'c']) expect(three[side]).toBeCloseTo(1 / 3, 12);
    expect(attritionRace({ a: 0, b: 3 }, { a: 5, b: 1 })).toEqual({ a: 0, b: 1 });
  });

  it('the chance of ending highest: level scores are even, a lead is worth more the less spread is left', () => {
    expect(chanceOfHighest({ a: 10, b: 10 }, 3).a).toBeCloseTo(0.5, 6);
    const wide = chanceOfHighest({ a: 12, b: 10 }, 5).a!;
    const narrow = chanceOfHighest({ a: 12, b: 10 }, 1).a!;
    expect(wide).toBeGreaterThan(0.5);
    expect(narrow).toBeGreaterThan(wide);
    // Two normals of spread s: P(a − b > 2) = Φ(2 / (s√2)).
    expect(chanceOfHighest({ a: 12, b: 10 }, 2).a).toBeCloseTo(0.760250, 3);
    expect(chanceOfHighest({ a: 12, b: 10 }, 0)).toEqual({ a: 1, b: 0 });
  });

  it('the spread learnt from the battle shrinks toward the prior: √((2·3² + 0) / 3) after one quiet turn', () => {
    expect(learntSpread([0], 3, 2)).toBeCloseTo(Math.sqrt(6), 12);
  });

  it('dice totals and 2D6 tests, by hand: 7 on 2D6 is 6 in 36; 2D6 + 1 ≥ 9 is 15 in 36; beating 9 with + 1 is 10 in 36', () => {
    expect(diceTotalResults(2, 6).find((r) => r.rank === 7)!.p).toBeCloseTo(6 / 36, 12);
    expect(twoDiceTest(1, 9, 'at-least')[1]!.p).toBeCloseTo(15 / 36, 12);
    expect(twoDiceTest(1, 9, 'beat')[1]!.p).toBeCloseTo(10 / 36, 12);
  });

  it('the largest swings skip steps that are not eligible (a turn passing) and keep the earliest on ties', () => {
    const line = [
      { seq: null, turn: 0, chances: { a: 0.5, b: 0.5 }, settled: false },
      { seq: 1, turn: 1, chances: { a: 0.7, b: 0.3 }, settled: false },
      { seq: 2, turn: 2, chances: { a: 0.95, b: 0.05 }, settled: false },
      { seq: 3, turn: 2, chances: { a: 0.75, b: 0.25 }, settled: false },
    ];
    expect(largestSwings(line, ['a', 'b'], 3, (seq) => seq !== 2).map((s) => [s.seq, s.side])).toEqual([
      [1, 'a'],
      [3, 'b'],
    ]);
  });
});
