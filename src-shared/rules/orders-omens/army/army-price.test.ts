import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Army, ArmyListId, Brigade, BrigadeRegiment, Division, Experience, Weapon } from '../types';
import { priceArmy } from './army-price';
import { priceRegiment } from './regiment-price';

const inf = (experience: Experience, weapon: Weapon = 'hand-weapons', armoured = false): BrigadeRegiment => ({
  type: 'infantry',
  experience,
  weapon,
  armoured,
});

describe('Regiment prices (Orders & Omens, army lists)', () => {
  it('prices a line regiment from its list by type, weapon and experience', () => {
    expect(priceRegiment('human', inf('experienced', 'bows'))).toBe(30);
    expect(priceRegiment('playtest', inf('elite', 'crossbows-firearms'))).toBe(25);
    expect(priceRegiment('dwarven', { type: 'cavalry', experience: 'green', weapon: 'polearms', armoured: false })).toBe(26);
  });

  it('adds the 2-point Armour Upgrade', () => {
    expect(priceRegiment('elven', inf('green', 'hand-weapons', true))).toBe(12);
    expect(priceRegiment('orc', { type: 'cavalry', experience: 'elite', weapon: 'bows', armoured: true })).toBe(44);
  });

  it('prices artillery by experience and monsters flat from their own list only', () => {
    expect(priceRegiment('elven', { type: 'artillery', experience: 'experienced' })).toBe(36);
    expect(priceRegiment('orc', { type: 'monster', monster: 'wyvern' })).toBe(220);
    expect(priceRegiment('human', { type: 'monster', monster: 'wyvern' })).toBeNull();
  });

  it('offers no price for cavalry crossbows', () => {
    expect(priceRegiment('human', { type: 'cavalry', experience: 'green', weapon: 'crossbows-firearms', armoured: false })).toBeNull();
  });

  it('prices Orc Elite Polearms at 30 as printed, or 34 under oo.orc-elite-polearms-price = list-pattern', () => {
    expect(priceRegiment('orc', inf('elite', 'polearms'))).toBe(30);
    expect(priceRegiment('orc', inf('elite', 'polearms'), { 'oo.orc-elite-polearms-price': 'list-pattern' })).toBe(34);
    expect(priceRegiment('orc', inf('experienced', 'polearms'), { 'oo.orc-elite-polearms-price': 'list-pattern' })).toBe(24);
  });
});

const brigadeOf = (...regiments: BrigadeRegiment[]): Brigade => ({ regiments });

/** 1st Division of the Army Composition picture, as a Dwarf army: three Brigades of three and attached Artillery. */
const dwarfArmy: Army = {
  list: 'dwarven',
  randomised: false,
  marshal: { experience: 'elite', magicalAdvisor: true },
  divisions: [
    {
      general: { experience: 'experienced', magicalAdvisor: false },
      brigades: [
        brigadeOf(inf('green'), inf('green'), inf('green')),
        brigadeOf(inf('experienced', 'crossbows-firearms'), inf('experienced', 'crossbows-firearms'), inf('experienced', 'crossbows-firearms')),
        brigadeOf(inf('elite', 'polearms', true), inf('elite', 'polearms', true), inf('elite', 'polearms', true)),
      ],
      attached: [{ type: 'artillery', experience: 'experienced' }],
    },
  ],
};

describe('Army points (Orders & Omens, "Creating an Army" and "Divisional Generals")', () => {
  it('prices each level of a Dwarf Division', () => {
    const price = priceArmy(dwarfArmy);
    expect(price.marshal).toBe(10);
    const division = price.divisions[0]!;
    expect(division.general).toBe(40);
    expect(division.brigades.map((b) => b.total)).toEqual([42, 78, 114]);
    expect(division.attached).toEqual([34]);
    expect(division.total).toBe(40 + 42 + 78 + 114 + 34);
    expect(price.total).toBe(318);
  });

  it('charges the Marshal 50 under oo.marshal-cost = elite-general-price', () => {
    expect(priceArmy(dwarfArmy, { 'oo.marshal-cost': 'elite-general-price' }).total).toBe(368);
  });

  it('charges 10 for each Magical Advisor', () => {
    const general = { ...dwarfArmy.divisions[0]!.general, magicalAdvisor: true };
    const army = { ...dwarfArmy, divisions: [{ ...dwarfArmy.divisions[0]!, general }] };
    expect(priceArmy(army).total).toBe(328);
  });
});

const experience = fc.constantFrom<Experience>('green', 'experienced', 'elite');
const lineRegiment = fc.record({
  type: fc.constantFrom('infantry' as const, 'cavalry' as const),
  experience,
  weapon: fc.constantFrom<Weapon>('hand-weapons', 'polearms', 'bows', 'crossbows-firearms'),
  armoured: fc.boolean(),
});
const division: fc.Arbitrary<Division> = fc.record({
  general: fc.record({ experience, magicalAdvisor: fc.boolean() }),
  brigades: fc.array(fc.record({ regiments: fc.array(lineRegiment, { maxLength: 5 }) }), { maxLength: 6 }),
  attached: fc.array(fc.constantFrom({ type: 'artillery' as const, experience: 'green' as const }, { type: 'monster' as const, monster: 'giant' as const }), {
    maxLength: 2,
  }),
});
const anyArmy: fc.Arbitrary<Army> = fc.record({
  list: fc.constantFrom<ArmyListId>('playtest', 'human', 'elven', 'orc', 'dwarven'),
  randomised: fc.boolean(),
  marshal: fc.record({ experience: fc.constant('elite' as const), magicalAdvisor: fc.boolean() }),
  divisions: fc.array(division, { maxLength: 4 }),
});

describe('Army points are additive (Orders & Omens, "Creating an Army")', () => {
  it('the army total is the Marshal plus its Divisions, each the sum of its parts', () => {
    fc.assert(
      fc.property(anyArmy, (army) => {
        const price = priceArmy(army);
        const divisions = price.divisions.reduce((sum, d) => sum + d.total, 0);
        expect(price.total).toBe(price.marshal + divisions);
        for (const d of price.divisions) {
          const parts = d.general + d.brigades.reduce((s, b) => s + b.total, 0) + d.attached.reduce<number>((s, a) => s + (a ?? 0), 0);
          expect(d.total).toBe(parts);
        }
      }),
    );
  });

  it('adding a Division adds exactly its own price', () => {
    fc.assert(
      fc.property(anyArmy, division, (army, extra) => {
        const before = priceArmy(army).total;
        const after = priceArmy({ ...army, divisions: [...army.divisions, extra] });
        expect(after.total - before).toBe(after.divisions[after.divisions.length - 1]!.total);
      }),
    );
  });
});
