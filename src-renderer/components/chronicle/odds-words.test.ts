import { describe, expect, it } from 'vitest';
import { chanceWords, luckWords, percentileWords } from './odds-words';

describe('odds in words', () => {
  it('reads percentiles as ordinals, including the teens', () => {
    expect(percentileWords(57.3)).toBe('57th');
    expect(percentileWords(1)).toBe('1st');
    expect(percentileWords(22)).toBe('22nd');
    expect(percentileWords(13)).toBe('13th');
    expect(percentileWords(98.6)).toBe('99th');
  });
  it('reads rare chances as "1 in N" and likely ones as percentages', () => {
    expect(chanceWords(1 / 36)).toBe('1 in 36');
    expect(chanceWords(14 / 36)).toBe('1 in 3');
    expect(chanceWords(0.75)).toBe('75%');
    expect(luckWords(null, 0)).toBe('no rated rolls');
    expect(luckWords(50, 1)).toBe('50th percentile over 1 roll');
  });
});
