import { describe, expect, it } from 'vitest';
import { chanceWords, luckWords, momentChanceWords, percentileWords, winPointLabels } from './odds-words';

describe('odds in words', () => {
  it('reads percentiles as ordinals, including the teens', () => {
    expect(percentileWords(57.3)).toBe('57th');
    expect(percentileWords(1)).toBe('1st');
    expect(percentileWords(22)).toBe('22nd');
    expect(percentileWords(13)).toBe('13th');
    expect(percentileWords(98.6)).toBe('99th');
  });
  it('reads a roll’s chance as the fraction of 36 it is, never rounded to "1 in N"; rare ones as "1 in N", likely ones as percentages', () => {
    expect(chanceWords(1 / 36)).toBe('1 in 36');
    // 14 of 36 faces is 7 in 18, not "1 in 3" (that would be 12 of 36).
    expect(chanceWords(14 / 36)).toBe('7 in 18');
    // Order 66, seed 000 L94: a dodge of 2D6 + 3 must beat 9, so it fails on 2 to 6, 15 of 36 faces: "5 in 12", not "1 in 2".
    expect(chanceWords(15 / 36)).toBe('5 in 12');
    expect(chanceWords(1 / 2)).toBe('1 in 2');
    expect(chanceWords(1 / 1296)).toBe('1 in 1,296');
    expect(chanceWords(0.42)).toBe('42%');
    expect(chanceWords(0.75)).toBe('75%');
    expect(luckWords(null, 0)).toBe('no rated rolls');
    expect(luckWords(50, 1)).toBe('50th percentile over 1 roll');
  });

  it('says what a quoted moment’s chance counts, and calls a likely result likely rather than a rare misfortune', () => {
    // Orders & Omens Order Test at target 7 (seed 002 L343): a failure is 14 of 36 faces, so failing was the less likely result.
    expect(momentChanceWords(14 / 36, 'unluckiest')).toBe('a 7 in 18 chance of going this badly or worse');
    // At target 9, 25 of 36 faces fail (the double 1 still passes, L347): failing was the likely result.
    expect(momentChanceWords(25 / 36, 'unluckiest')).toBe('a likely result: a 69% chance of going this badly or worse');
    expect(momentChanceWords(1 / 36, 'luckiest')).toBe('a 1 in 36 chance of going this well or better');
    expect(momentChanceWords(35 / 36, 'luckiest')).toBe('a likely result: a 97% chance of going this well or better');
    expect(momentChanceWords(1 / 2, 'unluckiest')).toBe('a 1 in 2 chance of going this badly or worse');
    // Said aloud, eighty-three and eleven take "an": an Order 66 Mystic with Dodge 2 failing against a blow of 12 (seed 000 L128) is 30 of 36.
    expect(momentChanceWords(30 / 36, 'unluckiest')).toBe('a likely result: an 83% chance of going this badly or worse');
    expect(momentChanceWords(11 / 36, 'unluckiest')).toBe('an 11 in 36 chance of going this badly or worse');
    expect(momentChanceWords(8 / 36, 'luckiest')).toBe('a 2 in 9 chance of going this well or better');
    expect(momentChanceWords(1 / 8, 'luckiest')).toBe('a 1 in 8 chance of going this well or better');
  });
  it('labels a win-probability line by turn, and by step when one turn moved it more than once', () => {
    const points = [0, 0, 1, 1, 1, 2].map((turn) => ({ turn }));
    expect(winPointLabels(points)).toEqual(['Start', 'Before turn 1', 'Turn 1', 'Turn 1, step 2', 'Turn 1, step 3', 'Turn 2']);
  });
});
