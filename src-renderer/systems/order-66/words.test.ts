import { describe, expect, it } from 'vitest';
import { chance, meleeOdds, twoDiceAtLeast } from '../../../src-shared/rules/order-66/odds';
import { chanceText } from './words';

describe('Order 66 odds in words', () => {
  it('gives one 2D6 roll its fraction of 36 (seed 000 L90: 7 or more to hit is 21 in 36, 7 in 12)', () => {
    expect(chanceText(twoDiceAtLeast(7))).toBe('58.3% (7 in 12)');
  });

  it('gives a melee blow, counted over 1,296 pairs of rolls (L128), as a plain percentage', () => {
    // Combat 1 against a Dodge of 0: the blow and the defence are each 2D6.
    const odds = meleeOdds(1, 0);
    expect(odds.hit.denominator).toBeGreaterThan(36);
    const text = chanceText(odds.hit);
    expect(text).toBe(`${Math.round(odds.hit.value * 100)}%`);
    expect(text).not.toMatch(/ in /);
    expect(chanceText(chance(1, 1296))).toBe('less than 1%');
    expect(chanceText(chance(1295, 1296))).toBe('more than 99%');
  });
});
