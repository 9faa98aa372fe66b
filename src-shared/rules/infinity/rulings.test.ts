import { describe, expect, it } from 'vitest';
import { chosenOption } from '../ruling';
import { INFINITY_RULINGS } from './rulings';

describe('Infinity rulings (each alternative is exercised in the scoring and draws tests)', () => {
  it('each ruling quotes the text, explains its default, and offers at least one alternative', () => {
    expect(INFINITY_RULINGS.map((ruling) => ruling.id)).toEqual(['its.annihilation-bands', 'its.retreat-last-round', 'its.duplicate-classified']);
    for (const ruling of INFINITY_RULINGS) {
      expect(ruling.system).toBe('infinity');
      expect(ruling.quotes.length).toBeGreaterThan(0);
      expect(ruling.reason.length).toBeGreaterThan(20);
      expect(ruling.options.length).toBeGreaterThan(1);
      expect(chosenOption(ruling, { [ruling.id]: 'not-an-option' })).toBe(ruling.defaultOption);
    }
  });
});
