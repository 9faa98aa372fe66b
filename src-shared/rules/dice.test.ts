import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { d3FromD6, enteredDice, isDouble, rollDice, total, validateDice } from './dice';

describe('dice', () => {
  it('rolls the same faces from the same seed', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 30 }), (seed, count) => {
        expect(rollDice(seed, count).faces).toEqual(rollDice(seed, count).faces);
      }),
    );
  });

  it('keeps every face within 1..sides', () => {
    fc.assert(
      fc.property(fc.integer(), fc.constantFrom(3 as const, 6 as const, 20 as const), (seed, sides) => {
        for (const face of rollDice(seed, 50, sides).faces) {
          expect(face).toBeGreaterThanOrEqual(1);
          expect(face).toBeLessThanOrEqual(sides);
        }
      }),
    );
  });

  it('refuses a D6 showing 7, a fractional face and the wrong count', () => {
    expect(validateDice(enteredDice([3, 7]))?.message).toBe('Die 2 shows 7; a D6 shows 1 to 6');
    expect(validateDice(enteredDice([2.5]))?.index).toBe(0);
    expect(validateDice(enteredDice([1, 2, 3]), 2)?.message).toBe('Roll 2D6 for this; 3 dice were entered');
    expect(validateDice(enteredDice([6, 6]), 2)).toBeNull();
  });

  it('refuses rolled faces that the recorded seed did not produce', () => {
    const roll = rollDice(42, 2);
    expect(validateDice(roll, 2)).toBeNull();
    const tampered = { ...roll, faces: roll.faces.map((f) => (f % 6) + 1) };
    expect(validateDice(tampered, 2)?.message).toBe('Die 1 is not what the app rolled; roll again, or enter the dice rolled at the table');
  });

  it('sums, spots doubles and halves a D6 into a D3', () => {
    expect(total(enteredDice([4, 5]))).toBe(9);
    expect(isDouble(enteredDice([1, 1]))).toBe(true);
    expect(isDouble(enteredDice([1, 2]))).toBe(false);
    expect([1, 2, 3, 4, 5, 6].map(d3FromD6)).toEqual([1, 1, 2, 2, 3, 3]);
  });
});
