import { describe, expect, it } from 'vitest';
import { enteredDice, rollDice, rollFaces } from '../../../../src-shared/rules/dice';
import { rollTitle } from './seed-title';

describe("an app roll's seed, kept for checking in the tooltip only", () => {
  it('is shown unsigned, and that number gives the same faces when checked', () => {
    const roll = rollDice(-957214481, 4);
    expect(rollTitle(roll)).toBe('Rolled by the app; seed 3337752815, so the roll can be checked');
    expect(rollFaces(3337752815, 4, 6)).toEqual(roll.faces);
  });
  it('a typed roll says where it came from', () => {
    expect(rollTitle(enteredDice([3, 4]))).toBe('Typed in from physical dice');
  });
});
