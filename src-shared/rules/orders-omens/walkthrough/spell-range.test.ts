import { describe, expect, it } from 'vitest';
import { spellRangeHint } from './spell-range';

/** Ruling oo.spell-range-from (RULINGS.md 44; seed 002 L377 "within 15" of the caster"): the distance field says what to measure. */
describe('spellRangeHint', () => {
  it('measures from the Wizard by default', () => {
    expect(spellRangeHint('compel', {})).toBe('Compel: range 15″, measured from the Wizard');
  });
  it('measures from the Wizard\'s Brigade under the alternative', () => {
    expect(spellRangeHint('curse-of-weakness', { 'oo.spell-range-from': 'from-wizards-brigade' })).toBe('Curse of Weakness: range 12″, measured from the Brigade the Wizard rides with');
  });
});
