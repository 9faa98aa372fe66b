import { describe, expect, it } from 'vitest';
import { seatOfSide, unnamedArmyName } from './unnamed-army';

describe('the name of an army with none recorded', () => {
  it('says its place at the table in words, not a side letter or a number', () => {
    expect(unnamedArmyName(seatOfSide('A'))).toBe('First army');
    expect(unnamedArmyName(seatOfSide('B'))).toBe('Second army');
    expect(unnamedArmyName(4)).toBe('Fifth army');
    expect(unnamedArmyName(12)).toBe('Another army');
  });
});
