import { describe, expect, it } from 'vitest';
import { deviationOdds, deviationOf } from '../index';
import { die, roll } from '../testing/fixtures';
import { combat, FLYER, GUNNER, VICTIM } from '../testing/combat';

const fire = (weapon: string, extra: object) => ({ type: 'indirect' as const, shooter: GUNNER, weapon, guessedRangeCm: 40, ...extra });

describe('Shooting indirect or Throwing (seed 001 L567–L601)', () => {
  it('declares up to the weapon’s range, or 20 cm + STR for a throw (L583)', () => {
    const b = combat('indirect');
    expect(b.refusal(fire('Mortar', { guessedRangeCm: 91, deviation: roll(1, 1) }))).toBe('Gunner may declare up to 90 cm (Mortar’s range); 91 cm declared');
    expect(b.refusal(fire('Grenade', { guessedRangeCm: 24, deviation: roll(6) }))).toBe('Gunner may declare up to 23 cm (20 cm + STR); 24 cm declared');
  });

  it('Indirect: doubles on 2D6 land on the Guessed range (L587)', () => {
    const b = combat('indirect');
    expect(b.refusal(fire('Mortar', { deviation: roll(3, 3), direction: die(2) }))).toBe('Mortar hits at the Guessed range; no direction roll is made');
    const out = b.step(fire('Mortar', { deviation: roll(3, 3), hits: [{ target: VICTIM, penetration: roll(2) }] }));
    expect(out[0]).toEqual({ code: 'deviation', shooter: GUNNER, weapon: 'Mortar', onTarget: true, cm: 0, oClock: null });
    expect(out[1]).toMatchObject({ code: 'armour', total: 3, penetrated: false });
  });

  it('otherwise deviates the 2D6 plus the weapon’s modification, towards a D6 × 2 o’clock (L589–L593)', () => {
    const b = combat('indirect');
    expect(b.refusal(fire('Mortar', { deviation: roll(1, 4) }))).toBe('Mortar deviates 7 cm: roll a D6 for its direction');
    const [dev] = b.step(fire('Mortar', { deviation: roll(1, 4), direction: die(5) }));
    expect(dev).toMatchObject({ onTarget: false, cm: 7, oClock: 10 });
    expect(deviationOf('indirect', [1, 2], -5)).toEqual({ onTarget: false, cm: 0 }); // a negative sum is 0 cm (L593)
  });

  it('Throwing: a natural 6 lands on target, otherwise the D6 in cm; 1999.deviation-modifier decides the modification', () => {
    expect(deviationOf('throwing', [6], 0)).toEqual({ onTarget: true, cm: 0 });
    expect(deviationOf('throwing', [4], 0)).toEqual({ onTarget: false, cm: 4 });
    expect(deviationOdds('throwing', 0).onTarget).toBeCloseTo(1 / 6, 12);
    expect(deviationOdds('indirect', 2).onTarget).toBeCloseTo(6 / 36, 12);
    expect(deviationOdds('indirect', 2).cm.get(5)).toBeCloseTo(2 / 36, 12); // 1+2, 2+1 (+2)
  });

  it('1999.deviation-modifier = throwing-too adds a thrown weapon’s own modification; by default only an Indirect weapon’s counts (L589)', () => {
    const thrown = fire('Weighted charge', { guessedRangeCm: 20, deviation: roll(3), direction: die(1) });
    expect(combat('indirect').step(thrown)[0]).toMatchObject({ cm: 3, oClock: 2 });
    expect(combat('indirect', { '1999.deviation-modifier': 'throwing-too' }).step(thrown)[0]).toMatchObject({ cm: 4, oClock: 2 });
    // A thrown weapon with no modification reads the same either way.
    expect(combat('indirect', { '1999.deviation-modifier': 'throwing-too' }).step(fire('Grenade', { guessedRangeCm: 20, deviation: roll(3), direction: die(1) }))[0]).toMatchObject({ cm: 3 });
  });

  it('Flying Units are Immune to Indirect fire (L219); thrown weapons per 1999.flying-and-throwing', () => {
    expect(combat('indirect').refusal(fire('Mortar', { deviation: roll(2, 2), hits: [{ target: FLYER, penetration: roll(6) }] }))).toBe('Flyer is Flying and Immune to Indirect fire');
    combat('indirect').step(fire('Grenade', { guessedRangeCm: 20, deviation: roll(6), hits: [{ target: FLYER, penetration: roll(1) }] }));
    expect(combat('indirect', { '1999.flying-and-throwing': 'immune-to-both' }).refusal(fire('Grenade', { guessedRangeCm: 20, deviation: roll(6), hits: [{ target: FLYER, penetration: roll(1) }] }))).toBe(
      'Flyer is Flying and Immune to thrown weapons (house rule “Flying Units and thrown weapons”)',
    );
  });

  it('an Area of Effect rolls for each model under it, friends included (L199–L203)', () => {
    const b = combat('indirect');
    const out = b.step(fire('Mortar', { deviation: roll(4, 4), hits: [{ target: VICTIM, penetration: roll(1) }, { target: { cardId: 'p1/spare', model: 0 }, penetration: roll(6), wounds: [roll(1)] }] }));
    expect(out).toContainEqual({ code: 'casualty', target: { cardId: 'p1/spare', model: 0 }, side: 'p1', by: 'p1', points: 5 });
    expect(b.state.sides.p1!.lostTo).toEqual({});
    expect(b.state.units['p1/gunner']).toMatchObject({ pointsInflicted: 0, modelsInflicted: 0 }); // its service record counts enemies only
  });
});

describe('Special Action (L603–L605) with a Roll Requirement and Level of Difficulty (L145–L155)', () => {
  it('rolls against the RR, raised one per Level of Difficulty step', () => {
    const b = combat('special');
    expect(b.refusal({ type: 'special-action', cardId: 'p1/gunner', ability: 'Rally cry' })).toBe('Rally cry: roll a D6 against 4+');
    const [done] = b.step({ type: 'special-action', cardId: 'p1/gunner', ability: 'Rally cry', increments: 1, roll: roll(4) });
    expect(done).toEqual({ code: 'special-action', cardId: 'p1/gunner', ability: 'Rally cry', face: 4, total: 4, needed: 5, success: false, increments: 1 });
    expect(b.refusal({ type: 'special-action', cardId: 'p1/gunner', ability: 'Shout' })).toBe('Gunner’s Action has ended');
  });

  it('a Special Action without a Roll Requirement is simply performed', () => {
    const [done] = combat('special').step({ type: 'special-action', cardId: 'p1/gunner', ability: 'Shout' });
    expect(done).toMatchObject({ success: true, face: null, needed: 7 });
  });
});
