import { describe, expect, it } from 'vitest';
import { rollDice } from '../../../dice';
import { diceSource } from './dice-source';

/** `count` app-rolled D6 faces for an army seed, in the order the randomiser draws them. */
function faces(seed: number, count: number): number[] {
  const next = diceSource({ seed });
  return Array.from({ length: count }, () => next().faces[0]!);
}

/** Pearson's chi-square of observed counts against an even spread. */
function chiSquare(counts: readonly number[]): number {
  const expected = counts.reduce((a, b) => a + b, 0) / counts.length;
  return counts.reduce((sum, n) => sum + (n - expected) ** 2 / expected, 0);
}

describe('the randomiser’s app dice (seed 002 L848–L888: every table is "a D6")', () => {
  it('rolls each die independently of the one before: every pair of successive faces turns up, evenly', () => {
    // Once the per-roll seeds were a fixed step apart and the faces ran near-periodic
    // (…5214163 5214163…): a 6 for Armoured Cavalry was never followed by the 6 for Bows.
    for (const seed of [12345, -1841150182, 987654321]) {
      const run = faces(seed, 1800);
      const pairs = new Array<number>(36).fill(0);
      for (let i = 1; i < run.length; i++) pairs[(run[i - 1]! - 1) * 6 + (run[i]! - 1)]! += 1;
      expect(pairs.every((n) => n > 0)).toBe(true);
      // 35 degrees of freedom: 66.6 is the 0.1% point.
      expect(chiSquare(pairs)).toBeLessThan(66.6);
      const single = [1, 2, 3, 4, 5, 6].map((face) => run.filter((f) => f === face).length);
      // 5 degrees of freedom: 20.5 is the 0.1% point.
      expect(chiSquare(single)).toBeLessThan(20.5);
    }
  });

  it('gives different armies different dice, and each roll still audits against its own seed', () => {
    expect(faces(1, 40)).not.toEqual(faces(2, 40));
    const next = diceSource({ seed: 2026 });
    for (let i = 0; i < 50; i++) {
      const roll = next();
      if (roll.source !== 'rolled') throw new Error('an app roll records its seed');
      expect(rollDice(roll.seed, 1, 6).faces).toEqual(roll.faces);
    }
  });
});
