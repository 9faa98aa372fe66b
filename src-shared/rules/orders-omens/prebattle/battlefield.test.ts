import { describe, expect, it } from 'vitest';
import { OrdersOmensScenario } from '../../../contract/orders-omens/battle-scenario';
import { MOST_OBJECTIVES, numberObjectives, objectiveLimit } from './objectives';
import { tableThirds, thirdAt, thirdsOccupied } from './table-thirds';

describe('Objectives (Orders & Omens, "Objectives")', () => {
  it('numbers objectives from 1 in the agreed order', () => {
    expect(numberObjectives(['Bridge', 'Crossroads'])).toEqual({ ok: true, objectives: [{ number: 1, name: 'Bridge' }, { number: 2, name: 'Crossroads' }] });
  });
  it('six (default) allows at most 6, a D6 face each; unlimited allows more', () => {
    const seven = Array.from({ length: 7 }, (_, i) => `Hill ${i}`);
    expect(numberObjectives(seven)).toMatchObject({ ok: false });
    expect(numberObjectives(seven, { 'oo.objective-limit': 'unlimited' })).toMatchObject({ ok: true });
    expect(numberObjectives([])).toMatchObject({ ok: false });
  });
  // 002_cff186ffe79098a6.txt:317 "a dice with the face showing which objective number"; :716 "players agree on the number".
  it('oo.objective-limit: six by default names the house rule when refusing a seventh; "Any number" stops at the app limit', () => {
    const names = (n: number) => Array.from({ length: n }, (_, i) => `Hill ${i + 1}`);
    expect(objectiveLimit({})).toBe(6);
    expect(numberObjectives(names(6))).toMatchObject({ ok: true });
    expect(numberObjectives(names(7))).toEqual({ ok: false, message: expect.stringMatching(/^7 objectives: a Strategic Order names its objective on a D6 face, so at most 6/) });
    const unlimited = { 'oo.objective-limit': 'unlimited' };
    expect(objectiveLimit(unlimited)).toBe(MOST_OBJECTIVES);
    expect(numberObjectives(names(MOST_OBJECTIVES), unlimited)).toMatchObject({ ok: true, objectives: expect.arrayContaining([{ number: MOST_OBJECTIVES, name: `Hill ${MOST_OBJECTIVES}` }]) });
    expect(numberObjectives(names(MOST_OBJECTIVES + 1), unlimited)).toMatchObject({ ok: false });
    // The contract's cap is the same number.
    const objectives = OrdersOmensScenario.shape.objectives;
    expect(objectives.safeParse(names(MOST_OBJECTIVES).map((name) => ({ name }))).success).toBe(true);
    expect(objectives.safeParse(names(MOST_OBJECTIVES + 1).map((name) => ({ name }))).success).toBe(false);
  });
});

describe('Table Thirds (Orders & Omens, "Table Thirds")', () => {
  it('splits the width into left flank, centre and right flank', () => {
    expect(tableThirds(72).map((b) => [b.third, b.fromInches, b.toInches])).toEqual([
      ['left', 0, 24],
      ['centre', 24, 48],
      ['right', 48, 72],
    ]);
    expect(thirdAt(24, 72)).toBe('centre');
    expect(thirdAt(23.9, 72)).toBe('left');
    expect(thirdAt(48.1, 72)).toBe('right');
  });
  it('counts a straddling Brigade once by its centre (default), or in every third it touches', () => {
    expect(thirdsOccupied({ fromInches: 20, toInches: 30 }, 72)).toEqual(['centre']);
    expect(thirdsOccupied({ fromInches: 16, toInches: 26 }, 72)).toEqual(['left']);
    expect(thirdsOccupied({ fromInches: 20, toInches: 30 }, 72, { 'oo.table-third-straddling': 'every-third-touched' })).toEqual(['left', 'centre']);
  });
});
