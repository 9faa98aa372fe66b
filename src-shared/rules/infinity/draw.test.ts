import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { enteredDice, rollDice } from '../dice';
import { CHART_IDS } from './charts';
import { drawFromChart } from './draw';
import { objectiveText } from './objectives';

describe('Drawing a Classified Objective (Infinity N3, Classified Chart Models: D20)', () => {
  it('reads an entered D20 on the chosen chart', () => {
    expect(drawFromChart('MK2', enteredDice([14], 20))).toMatchObject({ ok: true, result: 14, entry: { name: 'Sabotage' } });
    expect(drawFromChart('MK4', enteredDice([14], 20))).toMatchObject({ ok: true, entry: { name: 'HVT: Retroengineering' } });
  });

  it('reads any seeded D20 on any chart, and the same seed always draws the same objective', () => {
    fc.assert(
      fc.property(fc.integer(), fc.constantFrom(...CHART_IDS), (seed, chart) => {
        const first = drawFromChart(chart, rollDice(seed, 1, 20));
        expect(first.ok).toBe(true);
        expect(drawFromChart(chart, rollDice(seed, 1, 20))).toEqual(first);
      }),
    );
  });

  it('refuses a D6, two dice, a 21, and a rolled face that does not match its seed', () => {
    expect(drawFromChart('MK1', enteredDice([4], 6))).toEqual({ ok: false, message: 'A Classified draw is a D20, not a D6.' });
    expect(drawFromChart('MK1', enteredDice([4, 5], 20))).toEqual({ ok: false, message: 'Roll a D20 for this; 2 dice were entered' });
    expect(drawFromChart('MK1', enteredDice([21], 20))).toEqual({ ok: false, message: 'The die shows 21; a D20 shows 1 to 20' });
    const forged = { ...rollDice(7, 1, 20), faces: [rollDice(7, 1, 20).faces[0] === 1 ? 2 : 1] };
    expect(drawFromChart('MK1', forged)).toMatchObject({ ok: false, message: 'The die is not what the app rolled; roll again, or enter the dice rolled at the table' });
  });

  it('has no card text of its own (the seed prints names only) and uses the group’s wording when given', () => {
    expect(objectiveText('telemetry')).toBeNull();
    expect(objectiveText('telemetry', { telemetry: '  Our card text.  ' })).toBe('Our card text.');
  });
});
