import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateDice } from '../../../dice';
import { validateArmy } from '../validate-army';
import { randomiseArmy } from './randomise-army';

// Faces in the order the randomiser asks for them (see the walkthrough in the first test).
const WALKTHROUGH = [1, 1, 3, 6, 1, 1, 3, 6, 6, 4, 6, 2, 1, 5, 4, 6, 2, 1, 5, 4, 3, 5, 5, 1, 2, 6, 5, 2, 3, 3, 1, 1, 1, 2, 2, 5];

describe('Randomising an Army (Orders & Omens, "Randomising an Army")', () => {
  it('follows every table for entered dice and logs each roll', () => {
    const result = randomiseArmy({ list: 'human', dice: { faces: WALKTHROUGH } });
    if (!result.ok) throw new Error(result.error);
    const { army, rolls } = result;
    expect(army.randomised).toBe(true);
    expect(army.marshal).toEqual({ experience: 'elite', magicalAdvisor: false });
    expect(army.divisions).toHaveLength(2); // 1 → 2 Divisional Generals
    const [first, second] = army.divisions;
    expect(first!.general.experience).toBe('green'); // 1
    // 3 → 3 Brigades: Elite 2 (1-2), Experienced Monster/Artillery (6 then 2 → Artillery), Green 4 (5)
    expect(first!.brigades).toEqual([
      {
        regiments: [
          { type: 'infantry', experience: 'elite', weapon: 'polearms', armoured: false },
          { type: 'cavalry', experience: 'elite', weapon: 'bows', armoured: true },
        ],
      },
      {
        regiments: [
          { type: 'infantry', experience: 'green', weapon: 'crossbows-firearms', armoured: true }, // type 4 → Armoured Infantry (default ruling)
          { type: 'infantry', experience: 'green', weapon: 'hand-weapons', armoured: false },
          { type: 'cavalry', experience: 'green', weapon: 'polearms', armoured: false },
          { type: 'infantry', experience: 'green', weapon: 'bows', armoured: true },
        ],
      },
    ]);
    expect(first!.attached).toEqual([{ type: 'artillery', experience: 'experienced' }]);
    expect(second!.general.experience).toBe('elite'); // 5
    expect(second!.attached).toEqual([{ type: 'monster', monster: 'dragon' }]); // 6, 5 → Monster, 2 → Dragon
    expect(second!.brigades).toEqual([
      {
        regiments: [
          { type: 'infantry', experience: 'green', weapon: 'hand-weapons', armoured: false },
          { type: 'infantry', experience: 'green', weapon: 'hand-weapons', armoured: false },
          { type: 'infantry', experience: 'green', weapon: 'bows', armoured: false },
        ],
      },
    ]);
    expect(rolls.map((r) => r.roll.faces[0])).toEqual(WALKTHROUGH);
    expect(rolls[0]).toMatchObject({ decides: 'Army: number of Divisional Generals', table: 'division-count', result: '2' });
    expect(rolls[3]).toMatchObject({ decides: '1st Division, 1st Brigade: experience', result: 'Elite' });
    // The third Brigade rolled lands as the 2nd Brigade, the second having become attached Artillery.
    expect(rolls[13]).toMatchObject({ decides: '1st Division, 2nd Brigade: number of Regiments', result: '4', path: ['divisions', 0, 'brigades', 1] });
    expect(rolls[27]).toMatchObject({ decides: '2nd Division, 1st attached Regiment: which Monster', result: 'Dragon' });
  });

  it('fails cleanly when the entered dice run out or are not D6 faces', () => {
    expect(randomiseArmy({ list: 'human', dice: { faces: [1, 1] } })).toMatchObject({ ok: false, error: expect.stringContaining('needs more dice') });
    const bad = randomiseArmy({ list: 'human', dice: { faces: [1, 7] } });
    expect(bad).toMatchObject({ ok: false, error: 'entered die 2: The die shows 7; a D6 shows 1 to 6' });
    expect(bad.rolls).toHaveLength(1);
  });

  it('reproduces the same army and rolls from the same seed, and every app roll audits against its seed', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const a = randomiseArmy({ list: 'orc', dice: { seed } });
        const b = randomiseArmy({ list: 'orc', dice: { seed } });
        expect(a).toEqual(b);
        expect(a.rolls.every((r) => validateDice(r.roll, 1) === null)).toBe(true);
      }),
      { numRuns: 50 },
    );
  });

  it('builds the same army from the seeded faces typed in by hand', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const rolled = randomiseArmy({ list: 'elven', dice: { seed } });
        const typed = randomiseArmy({ list: 'elven', dice: { faces: rolled.rolls.map((r) => r.roll.faces[0]!) } });
        expect(typed.ok && rolled.ok && typed.army).toEqual(rolled.ok && rolled.army);
      }),
      { numRuns: 50 },
    );
  });

  it('produces armies that pass validation as randomised armies', () => {
    fc.assert(
      fc.property(fc.integer(), fc.constantFrom('playtest', 'human', 'elven', 'orc', 'dwarven' as const), (seed, list) => {
        const result = randomiseArmy({ list, dice: { seed } });
        expect(result.ok && validateArmy(result.army)).toEqual([]);
      }),
      { numRuns: 100 },
    );
  });
});

describe('Regiment type 4 ruling oo.randomiser-regiment-type-four (Orders & Omens, "Randomising an Army")', () => {
  // Two Divisions (the minimum), Green; the first Brigade rolled as 2 Regiments; its first regiment's type die is the one under test.
  const ONES = Array.from({ length: 60 }, () => 1);
  const faces = (...regimentFaces: number[]) => [1, 1, 1, 1, 1, ...regimentFaces, ...ONES];
  const firstRegiment = (choice: string, ...regimentFaces: number[]) => {
    const result = randomiseArmy({ list: 'human', dice: { faces: faces(...regimentFaces) }, choices: { 'oo.randomiser-regiment-type-four': choice } });
    if (!result.ok) throw new Error(result.error);
    return { regiment: result.army.divisions[0]!.brigades[0]!.regiments[0], rolls: result.rolls };
  };
  it('armoured-infantry (default) reads 4 as Armoured Infantry', () => {
    expect(firstRegiment('armoured-infantry', 4, 1).regiment).toMatchObject({ type: 'infantry', armoured: true });
  });
  it('infantry reads 4 as plain Infantry', () => {
    expect(firstRegiment('infantry', 4, 1).regiment).toMatchObject({ type: 'infantry', armoured: false });
  });
  it('cavalry reads 4 as Cavalry', () => {
    expect(firstRegiment('cavalry', 4, 1).regiment).toMatchObject({ type: 'cavalry', armoured: false });
  });
  it('reroll rolls the 4 again and logs it', () => {
    const { regiment, rolls } = firstRegiment('reroll', 4, 6, 2);
    expect(regiment).toMatchObject({ type: 'cavalry', armoured: true, weapon: 'hand-weapons' });
    expect(rolls.filter((r) => r.table === 'regiment-type').map((r) => r.result)).toContain('re-roll');
  });
});

describe('Random monster ruling oo.random-monster-choice (Orders & Omens, "Randomising an Army")', () => {
  // Two Divisions, Green General, 2 Brigades; the first is "Monster or Artillery" → Monster; the rest all 1s.
  const faces = [1, 1, 1, 1, 6, 5];
  const ONES = Array.from({ length: 60 }, () => 1);
  it('roll (default) rolls over the list, re-rolling faces past its last monster', () => {
    const result = randomiseArmy({ list: 'dwarven', dice: { faces: [...faces, 5, 3, ...ONES] } });
    expect(result.ok && result.army.divisions[0]!.attached).toEqual([{ type: 'monster', monster: 'fanatics' }]);
    expect(result.rolls.filter((r) => r.table === 'monster').map((r) => r.result)).toEqual(['re-roll', 'Fanatics']);
  });
  it('player-choice takes the player\'s monster from the list and asks when none is given', () => {
    const choices = { 'oo.random-monster-choice': 'player-choice' };
    const chosen = randomiseArmy({ list: 'orc', dice: { faces: [...faces, ...ONES] }, choices, monster: 'troll-mob' });
    expect(chosen.ok && chosen.army.divisions[0]!.attached).toEqual([{ type: 'monster', monster: 'troll-mob' }]);
    expect(randomiseArmy({ list: 'orc', dice: { faces }, choices })).toMatchObject({
      ok: false,
      error: '1st Division, 1st attached Regiment: choose a Monster from the Orc Army List',
    });
  });
});

describe('Randomised limits ruling oo.randomised-army-limits (Orders & Omens, "Randomising an Army")', () => {
  // Two Divisions; the first has 3 Brigades, each rolled "Monster or Artillery" (6) then Artillery (1); the rest all 1s.
  const faces = [1, 1, 3, 1, 6, 1, 1, 6, 1];
  const ONES = Array.from({ length: 60 }, () => 1);
  it('exempt (default) follows the dice to a second Artillery', () => {
    const result = randomiseArmy({ list: 'human', dice: { faces: [...faces, 1, 6, 1, ...ONES] } });
    expect(result.ok && result.army.divisions[0]!.attached.map((r) => r.type)).toEqual(['artillery', 'artillery', 'artillery']);
  });
  it('unique-support re-rolls the second Artillery into a Monster', () => {
    const result = randomiseArmy({
      list: 'human',
      dice: { faces: [...faces, 1, 6, 1, 5, 1, ...ONES] },
      choices: { 'oo.randomised-army-limits': 'unique-support' },
    });
    if (!result.ok) throw new Error(result.error);
    expect(result.army.divisions[0]!.attached).toEqual([
      { type: 'artillery', experience: 'green' },
      { type: 'monster', monster: 'giant' },
    ]);
    expect(result.army.divisions[0]!.brigades).toHaveLength(1);
    expect(validateArmy(result.army, { 'oo.randomised-army-limits': 'unique-support' })).toEqual([]);
  });
  it('unique-support armies always keep one Monster and one Artillery per Division', () => {
    const choices = { 'oo.randomised-army-limits': 'unique-support' };
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const result = randomiseArmy({ list: 'playtest', dice: { seed }, choices });
        expect(result.ok && validateArmy(result.army, choices)).toEqual([]);
      }),
      { numRuns: 100 },
    );
  });
});
