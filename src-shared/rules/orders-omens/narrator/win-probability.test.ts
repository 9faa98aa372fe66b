import { describe, expect, it } from 'vitest';
import { chanceOfVictory, largestSwings, normalCdf, turnSpread, winProbabilityLine } from './win-probability';

describe('the win-probability line (issue #16, "a win-probability line over the battle")', () => {
  it('uses the standard normal distribution: table values Φ(0) = .5, Φ(1) = .8413, Φ(−1.96) = .0250', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 7);
    expect(normalCdf(1)).toBeCloseTo(0.841345, 5);
    expect(normalCdf(-1.96)).toBeCloseTo(0.024998, 5);
  });

  it('shrinks the spread of a turn toward the prior: √((2·3² + Σd²)/(2 + n))', () => {
    expect(turnSpread([])).toBeCloseTo(3, 10);
    // Changes of +2 and +5 VP: √((18 + 4 + 25) / 4) = √11.75.
    expect(turnSpread([2, 5])).toBeCloseTo(Math.sqrt(11.75), 10);
  });

  it('rates a lead against the turns left, by hand: 2 VP ahead, 4 turns of spread 2 → ½(Φ(1.5/4) + Φ(2.5/4)) = .6901', () => {
    // Φ(0.375) = 0.646170 and Φ(0.625) = 0.734014 from the normal table.
    expect(chanceOfVictory(2, 4, 2)).toBeCloseTo(0.5 * (0.64617 + 0.734014), 5);
    expect(chanceOfVictory(0, 6, 3)).toBeCloseTo(0.5, 10);
    expect(chanceOfVictory(-2, 4, 2)).toBeCloseTo(1 - 0.690092, 5);
    // Rulebook 002_cff186ffe79098a6.txt:755: with no turns left the most points takes it; level is half.
    expect(chanceOfVictory(1, 0, 3)).toBe(1);
    expect(chanceOfVictory(0, 0, 3)).toBe(0.5);
    expect(chanceOfVictory(-1, 0, 3)).toBe(0);
  });

  it('draws a point before the battle and after each turn, and the result settles the last', () => {
    const scores = [
      { turn: 1, vp: { A: 2, B: 0 } },
      { turn: 2, vp: { A: 2, B: 3 } },
      { turn: 3, vp: { A: 4, B: 3 } },
    ];
    const line = winProbabilityLine(scores, 4, null);
    expect(line.map((p) => p.turn)).toEqual([0, 1, 2, 3]);
    expect(line[0]!.pA).toBe(0.5);
    expect(line[1]!.pA).toBeCloseTo(chanceOfVictory(2, 3, Math.sqrt(22 / 3)), 10);
    expect(line[2]!.pA).toBeLessThan(0.5);
    const finished = winProbabilityLine([...scores, { turn: 4, vp: { A: 4, B: 6 } }], 4, { turn: 4, winner: 'B', vp: { A: 4, B: 6 } });
    expect(finished.at(-1)).toMatchObject({ turn: 4, pA: 0, settled: true });
    expect(finished).toHaveLength(5);
  });

  it('finds the largest swings, largest first and earliest on ties', () => {
    const line = [0.5, 0.6, 0.3, 0.4, 0.7, 1].map((pA, turn) => ({ turn, vp: { A: 0, B: 0 }, pA, settled: false }));
    expect(largestSwings(line).map((s) => s.turn)).toEqual([2, 4, 5]);
    expect(largestSwings(line, 1)[0]).toMatchObject({ from: 0.6, to: 0.3 });
  });
});
