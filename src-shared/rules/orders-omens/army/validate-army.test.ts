import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Army, Brigade, BrigadeRegiment, Division, Experience, Weapon } from '../types';
import { brigadeRating } from './brigade-rating';
import { validateArmy } from './validate-army';

const inf = (experience: Experience = 'green', weapon: Weapon = 'hand-weapons'): BrigadeRegiment => ({ type: 'infantry', experience, weapon, armoured: false });
const cav = (experience: Experience = 'green', weapon: Weapon = 'hand-weapons'): BrigadeRegiment => ({ type: 'cavalry', experience, weapon, armoured: false });
const brigade = (...regiments: BrigadeRegiment[]): Brigade => ({ regiments });
const threeInfantry = () => brigade(inf(), inf(), inf());
const division = (brigades: Brigade[], attached: Division['attached'] = []): Division => ({
  general: { experience: 'experienced', magicalAdvisor: false },
  brigades,
  attached,
});
const army = (divisions: Division[], extra: Partial<Army> = {}): Army => ({
  list: 'human',
  randomised: false,
  marshal: { experience: 'elite', magicalAdvisor: false },
  divisions,
  ...extra,
});
const legal = () => army([division([threeInfantry(), threeInfantry(), threeInfantry()])]);
const messages = (a: Army, choices = {}) => validateArmy(a, choices).map((p) => p.message);

describe('Army Composition (Orders & Omens, "Creating an Army")', () => {
  it('accepts a Marshal with one Division of three Brigades of three', () => {
    expect(validateArmy(legal())).toEqual([]);
  });

  it('insists the Marshal is Elite', () => {
    const a = { ...legal(), marshal: { experience: 'green' as const, magicalAdvisor: false } };
    expect(validateArmy(a)).toEqual([{ path: ['marshal', 'experience'], message: 'Marshal: is Green; Marshals are always Elite', rule: 'Creating an Army' }]);
  });

  it('needs at least one Division', () => {
    expect(validateArmy(army([]))[0]).toMatchObject({ path: ['divisions'], rule: 'Army Composition' });
  });

  it('locates a Brigade mixing experience: "2nd Division, 3rd Brigade: mixes Green and Elite regiments"', () => {
    const mixed = division([threeInfantry(), threeInfantry(), brigade(inf('green'), inf('elite'), inf('green'))]);
    const problems = validateArmy(army([division([threeInfantry(), threeInfantry(), threeInfantry()]), mixed]));
    expect(problems).toEqual([
      { path: ['divisions', 1, 'brigades', 2], message: '2nd Division, 3rd Brigade: mixes Green and Elite regiments', rule: 'Creating an Army' },
    ]);
  });

  it('needs 3–5 Brigades per Division', () => {
    expect(messages(army([division([threeInfantry(), threeInfantry()])]))).toEqual(['1st Division: has 2 Brigades; a Division needs 3 to 5']);
    const six = Array.from({ length: 6 }, threeInfantry);
    expect(messages(army([division(six)]))).toEqual(['1st Division: has 6 Brigades; a Division needs 3 to 5']);
  });

  it('needs 2–4 Regiments per Brigade', () => {
    const a = army([division([brigade(inf()), threeInfantry(), brigade(inf(), inf(), inf(), inf(), inf())])]);
    expect(messages(a)).toEqual([
      '1st Division, 1st Brigade: has 1 Regiment; a Brigade needs 2 to 4',
      '1st Division, 3rd Brigade: has 5 Regiments; a Brigade needs 2 to 4',
    ]);
  });

  it('refuses a points total over the agreed limit', () => {
    expect(validateArmy({ ...legal(), pointsLimit: 100 })).toEqual([
      { path: ['pointsLimit'], message: 'Army: costs 130 points, 30 over the 100-point limit', rule: 'Creating an Army' },
    ]);
    expect(validateArmy({ ...legal(), pointsLimit: 130 })).toEqual([]);
  });
});

describe('Regiments per Brigade ruling oo.regiments-per-brigade (Orders & Omens, "Army Composition" vs "Creating an Army")', () => {
  const five = army([division([brigade(inf(), inf(), inf(), inf(), inf()), threeInfantry(), threeInfantry()])]);
  it('two-to-four (default) refuses a fifth Regiment', () => {
    expect(validateArmy(five)).toHaveLength(1);
  });
  it('two-to-five accepts it', () => {
    expect(validateArmy(five, { 'oo.regiments-per-brigade': 'two-to-five' })).toEqual([]);
  });
});

describe('Brigades per Division ruling oo.brigades-per-division, with oo.attached-units-as-brigades (002:834 "a minimum of 3 and a maximum of 5 Brigades"; 002:108 picture; 002:1525 "5TH BRIGADE Monster/Artillery")', () => {
  // The picture's 2nd Division: two Brigades of two Regiments and an attached Artillery Regiment.
  const pictured = army([division([brigade(inf(), inf()), brigade(inf(), inf())], [{ type: 'artillery', experience: 'green' }])], { list: 'dwarven' });
  const crowded = army([division(Array.from({ length: 5 }, threeInfantry), [{ type: 'artillery', experience: 'green' }])]);
  it('three-to-five with attached units counted as Brigades (both defaults) accepts the picture and caps Brigades plus attached at 5', () => {
    expect(validateArmy(pictured)).toEqual([]);
    expect(messages(crowded)).toEqual(['1st Division: has 6 Brigades (attached regiments included); a Division needs 3 to 5']);
  });
  it('a campaign that stored the old attached-counts-as-brigade choice gets the same reading', () => {
    expect(validateArmy(pictured, { 'oo.brigades-per-division': 'attached-counts-as-brigade' })).toEqual([]);
  });
  it('attached units not counted: the picture is refused and five Brigades plus artillery is legal', () => {
    const choices = { 'oo.attached-units-as-brigades': 'not-brigades' };
    expect(messages(pictured, choices)).toEqual(['1st Division: has 2 Brigades; a Division needs 3 to 5']);
    expect(validateArmy(crowded, choices)).toEqual([]);
  });
  it('two-to-five accepts two Brigades without the artillery', () => {
    const two = army([division([brigade(inf(), inf()), brigade(inf(), inf())])]);
    expect(validateArmy(two, { 'oo.brigades-per-division': 'two-to-five' })).toEqual([]);
    expect(messages(two)).toEqual(['1st Division: has 2 Brigades; a Division needs 3 to 5']);
  });
});

describe('Brigade experience ruling oo.brigade-mixed-experience (Orders & Omens, "Unit Experience" vs "Creating an Army")', () => {
  const mixed: Brigade = { regiments: [inf('green'), inf('experienced'), inf('elite')], rating: 'experienced' };
  const a = army([division([mixed, threeInfantry(), threeInfantry()])]);
  it('uniform (default) refuses a mix and a rating that disagrees with the regiments', () => {
    expect(messages(a)).toEqual(['1st Division, 1st Brigade: mixes Green, Experienced and Elite regiments']);
    const misrated = army([division([{ regiments: [inf(), inf()], rating: 'elite' }, threeInfantry(), threeInfantry()])]);
    expect(messages(misrated)).toEqual(['1st Division, 1st Brigade: is rated Elite but its regiments are Green']);
    expect(brigadeRating(mixed)).toBe('green');
  });
  it('mixed-with-rating accepts it and uses the declared rating, else the lowest', () => {
    const choices = { 'oo.brigade-mixed-experience': 'mixed-with-rating' };
    expect(validateArmy(a, choices)).toEqual([]);
    expect(brigadeRating(mixed, choices)).toBe('experienced');
    expect(brigadeRating({ regiments: [inf('elite'), inf('experienced')] }, choices)).toBe('experienced');
  });
});

describe('Troop shares ruling oo.troop-share-basis (Orders & Omens, "Infantry Regiments (at least 50% of the army)")', () => {
  // 6 infantry (green hand weapons, 10 each) and 6 cavalry (green hand weapons, 20 each): half by count, a third by points.
  const balanced = army([division([threeInfantry(), threeInfantry(), brigade(cav(), cav(), cav()), brigade(cav(), cav(), cav())])]);
  it('regiment-count (default) accepts exactly half infantry and half cavalry', () => {
    expect(validateArmy(balanced)).toEqual([]);
  });
  it('regiment-count refuses more cavalry than infantry', () => {
    const heavy = army([division([threeInfantry(), brigade(cav(), cav(), cav()), brigade(cav(), cav(), cav())])]);
    expect(validateArmy(heavy).map((p) => p.rule)).toEqual(['Infantry Regiments (at least 50% of the army)', 'Cavalry Regiments (up to 50% of the army)']);
    expect(messages(heavy)[0]).toBe('Army: infantry make up 3 of 9 regiments (33%); at least 50% must be infantry');
  });
  it('points refuses the same balanced army, infantry being 60 of 220 points', () => {
    expect(messages(balanced, { 'oo.troop-share-basis': 'points' })).toEqual([
      'Army: infantry make up 60 of 220 points (27%); at least 50% must be infantry',
      'Army: cavalry make up 120 of 220 points (55%); at most 50% may be cavalry',
    ]);
  });
});

describe('Artillery ruling oo.artillery-placement (Orders & Omens, "Artillery Regiments (One per Division)")', () => {
  const artillery = { type: 'artillery' as const, experience: 'green' as const };
  const inBrigade = army([division([brigade(artillery, inf(), inf()), threeInfantry(), threeInfantry()])]);
  const attached = army([division([threeInfantry(), threeInfantry(), threeInfantry()], [artillery])]);
  it('brigade-or-attached (default) accepts both and refuses a second Artillery in a Division', () => {
    expect(validateArmy(inBrigade)).toEqual([]);
    expect(validateArmy(attached)).toEqual([]);
    const two = army([division([brigade(artillery, inf(), inf()), threeInfantry(), threeInfantry()], [artillery])]);
    expect(messages(two)).toEqual(['1st Division: has 2 Artillery Regiments; only one per Division']);
  });
  it('attached-only refuses artillery in a Brigade', () => {
    expect(messages(inBrigade, { 'oo.artillery-placement': 'attached-only' })).toEqual([
      '1st Division, 1st Brigade, 1st Regiment: Artillery must be attached to the Division, not placed in a Brigade',
    ]);
  });
  it('brigade-only refuses attached artillery', () => {
    expect(validateArmy(attached, { 'oo.artillery-placement': 'brigade-only' })[0]?.path).toEqual(['divisions', 0, 'attached', 0]);
  });
});

describe('Monsters (Orders & Omens, "Monsters (One per Army)")', () => {
  it('allows one monster from the army\'s own list', () => {
    expect(validateArmy(army([division([threeInfantry(), threeInfantry(), threeInfantry()], [{ type: 'monster', monster: 'griffon' }])]))).toEqual([]);
  });
  it('refuses a monster from another list', () => {
    const a = army([division([threeInfantry(), threeInfantry(), threeInfantry()], [{ type: 'monster', monster: 'treeman' }])]);
    expect(validateArmy(a)).toEqual([
      { path: ['divisions', 0, 'attached', 0], message: '1st Division, 1st attached Regiment: the Treeman is not in the Human Army List', rule: 'Monsters (One per Army)' },
    ]);
  });
  it('refuses a second monster anywhere in the army', () => {
    const withGiant = () => division([threeInfantry(), threeInfantry(), threeInfantry()], [{ type: 'monster', monster: 'giant' }]);
    expect(messages(army([withGiant(), withGiant()]))).toEqual(['2nd Division, 1st attached Regiment: is a second Monster; an army may field only one']);
  });
  it('refuses cavalry crossbows, which no list prices', () => {
    const a = army([division([brigade(cav('green', 'crossbows-firearms'), inf(), inf()), threeInfantry(), threeInfantry()])]);
    expect(validateArmy(a)).toEqual([
      {
        path: ['divisions', 0, 'brigades', 0, 'regiments', 0],
        message: '1st Division, 1st Brigade, 1st Regiment: cavalry cannot take Crossbows/Firearms in the Human Army List',
        rule: 'Human Army List',
      },
    ]);
  });
});

describe('Randomised armies ruling oo.randomised-army-limits (Orders & Omens, "Randomising an Army")', () => {
  const uneven = army(
    [
      division([brigade(cav(), cav()), brigade(inf(), inf())], [{ type: 'monster', monster: 'giant' }, { type: 'artillery', experience: 'green' }, { type: 'artillery', experience: 'green' }]),
      division([brigade(cav(), cav()), brigade(cav(), cav())], [{ type: 'monster', monster: 'dragon' }]),
    ],
    { randomised: true, pointsLimit: 10 },
  );
  it('exempt (default) skips Brigade counts, shares, support limits and points', () => {
    // Attached regiments not counted, so that both Divisions fall short of 3 Brigades as well.
    const extra = { 'oo.attached-units-as-brigades': 'not-brigades' };
    expect(validateArmy(uneven, extra)).toEqual([]);
    expect(validateArmy({ ...uneven, randomised: false }, extra).length).toBeGreaterThan(4);
  });
  it('unique-support still refuses a second Monster and a second Artillery', () => {
    expect(messages(uneven, { 'oo.randomised-army-limits': 'unique-support' })).toEqual([
      '1st Division: has 2 Artillery Regiments; only one per Division',
      '2nd Division, 1st attached Regiment: is a second Monster; an army may field only one',
    ]);
  });
  it('still refuses a monster from another list', () => {
    const foreign = { ...uneven, list: 'dwarven' as const };
    expect(validateArmy(foreign).every((p) => p.rule === 'Monsters (One per Army)')).toBe(true);
    expect(validateArmy(foreign)).toHaveLength(2);
  });
});

describe('Validation ignores order (Orders & Omens, "Creating an Army")', () => {
  const experience = fc.constantFrom<Experience>('green', 'experienced', 'elite');
  const validBrigade = fc
    .tuple(experience, fc.integer({ min: 2, max: 4 }), fc.constantFrom<Weapon>('hand-weapons', 'polearms', 'bows', 'crossbows-firearms'))
    .map(([level, size, weapon]): Brigade => ({ regiments: Array.from({ length: size }, () => inf(level, weapon)) }));
  const validDivision = fc
    .tuple(fc.array(validBrigade, { minLength: 3, maxLength: 5 }), fc.boolean(), experience)
    // An attached Artillery Regiment is one of the 3–5 (oo.attached-units-as-brigades).
    .filter(([brigades, withArtillery]) => brigades.length + (withArtillery ? 1 : 0) <= 5)
    .map(([brigades, withArtillery, level]): Division => division(brigades, withArtillery ? [{ type: 'artillery', experience: level }] : []));
  const validArmy = fc.array(validDivision, { minLength: 1, maxLength: 3 }).map((divisions) => army(divisions));

  it('a legal army stays legal when its Divisions, Brigades and Regiments are reordered', () => {
    fc.assert(
      fc.property(validArmy, fc.integer(), (a, seed) => {
        expect(validateArmy(a)).toEqual([]);
        const shuffled = fc.sample(fc.shuffledSubarray([...a.divisions], { minLength: a.divisions.length }), { seed, numRuns: 1 })[0]!;
        const reordered: Army = {
          ...a,
          divisions: shuffled.map((d) => ({ ...d, brigades: [...d.brigades].reverse().map((b) => ({ regiments: [...b.regiments].reverse() })) })),
        };
        expect(validateArmy(reordered)).toEqual([]);
      }),
      { numRuns: 100 },
    );
  });
});
