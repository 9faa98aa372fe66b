import { describe, expect, it } from 'vitest';
import { countOf } from './format';

describe('countOf', () => {
  it('says "1 step" for one and "0 steps", "1,204 steps" otherwise', () => {
    expect(countOf(1, 'step')).toBe('1 step');
    expect(countOf(0, 'step')).toBe('0 steps');
    expect(countOf(1204, 'step')).toBe('1,204 steps');
    expect(countOf(2, 'army', 'armies')).toBe('2 armies');
  });
});
