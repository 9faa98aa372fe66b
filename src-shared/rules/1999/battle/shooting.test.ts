import { describe, expect, it } from 'vitest';
import { rerolled, roll } from '../testing/fixtures';
import { combat, ghoul, GUNNER, OGRE, pack, TANK, VICTIM } from '../testing/combat';

const shot = (target: { cardId: string; model: number }, extra: object = {}) => ({ type: 'shot' as const, shooter: GUNNER, weapon: 'Rifle', target, rangeCm: 30, ...extra });

describe('Shooting (seed 001 L447–L509)', () => {
  it('hits on D6 + BAL of 7 or more, penetrates on D6 + AP ≥ Armour, wounds when CON + D6 falls short', () => {
    const b = combat('move-and-shoot');
    const out = b.step(shot(VICTIM, { toHit: roll(3), hit: { penetration: roll(3), wounds: [roll(3)] } }));
    expect(out.map((o) => o.code)).toEqual(['to-hit', 'armour', 'avoid-wound', 'casualty', 'unit-casualty']);
    expect(out[0]).toMatchObject({ face: 3, total: 7, needed: 7, hit: true }); // 3 + BAL 4 (L483–L487)
    expect(out[1]).toMatchObject({ total: 4, armour: 4, penetrated: true }); // 3 + AP 1 ≥ ARM 4 (L493–L495)
    expect(out[2]).toMatchObject({ total: 5, wounding: 6, withstood: false }); // 3 + CON 2 < 6 (L499–L503)
    expect(out[3]).toEqual({ code: 'casualty', target: VICTIM, side: 'p2', by: 'p1', points: 5 });
    expect(b.state.sides.p2!.pointsLost).toBe(5);
    expect(b.state.units['p1/gunner']!.pointsInflicted).toBe(5);
  });

  it('−1 with Line of Sight to less than half the target (L485)', () => {
    const [miss] = combat('move-and-shoot').step(shot(VICTIM, { partialLineOfSight: true, toHit: roll(3) }));
    expect(miss).toMatchObject({ total: 6, hit: false });
  });

  it('a target beyond range is missed without a roll (L477)', () => {
    const b = combat('move-and-shoot');
    expect(b.refusal(shot(VICTIM, { rangeCm: 61, toHit: roll(6) }))).toBe('Victim is 61 cm away, beyond Rifle’s 60 cm: the shot misses without a roll');
    expect(b.step(shot(VICTIM, { rangeCm: 61 }))).toEqual([{ code: 'out-of-range', shooter: GUNNER, target: VICTIM, weapon: 'Rifle', rangeCm: 61, maxCm: 60 }]);
  });

  it('asks for exactly the rolls the attack reaches', () => {
    const b = combat('move-and-shoot');
    expect(b.refusal(shot(VICTIM))).toBe('Gunner shoots Victim: roll to hit');
    expect(b.refusal(shot(VICTIM, { toHit: roll(2), hit: { penetration: roll(6) } }))).toBe('Gunner shoots Victim: the shot missed, so no penetration roll is made');
    expect(b.refusal(shot(VICTIM, { toHit: roll(3) }))).toBe('Gunner shoots Victim: roll to penetrate the armour');
    expect(b.refusal(shot(VICTIM, { toHit: roll(3), hit: { penetration: roll(2), wounds: [roll(1)] } }))).toBe('Gunner shoots Victim: the armour held, so no roll to avoid a wound is made');
    expect(b.refusal(shot(VICTIM, { toHit: roll(3), hit: { penetration: roll(3) } }))).toBe('Gunner shoots Victim: the roll to avoid a wound 1 is missing (the target makes one roll)');
    expect(b.refusal(shot(VICTIM, { toHit: roll(7) }))).toBe('Gunner shoots Victim: roll to hit: The die shows 7; a D6 shows 1 to 6');
  });

  it('a model with Wounds left suffers one and its Unit takes a MEN roll per Wound (L503–L509)', () => {
    const b = combat('move-and-shoot');
    expect(b.refusal(shot(OGRE, { toHit: roll(4), hit: { penetration: roll(4), wounds: [roll(2)] } }))).toBe('Gunner shoots Ogre: Ogre takes 1 MEN roll against Confusion, 0 given');
    const out = b.step(shot(OGRE, { toHit: roll(4), hit: { penetration: roll(4), wounds: [roll(2)], men: [roll(2)] } }));
    expect(out).toContainEqual({ code: 'wounded', target: OGRE, woundsLeft: 2 });
    expect(out).toContainEqual({ code: 'confusion-roll', unitId: 'p2/ogre', face: 2, total: 6, confused: true, degree: 1 }); // 2 + MEN 4 < 7
    expect(b.state.units['p2/ogre']!.confusion).toBe(1);
  });

  it('uses the highest MEN in the Unit; a Casualty counts as a Wound by default (1999.casualty-confusion)', () => {
    const b = combat('move-and-shoot');
    const out = b.step(shot(pack(1), { toHit: roll(4), hit: { penetration: roll(4), wounds: [roll(1)], men: [roll(2)] } }));
    expect(out).toContainEqual({ code: 'confusion-roll', unitId: 'p2/pack', face: 2, total: 7, confused: false, degree: 0 }); // Alpha's MEN 5
    expect(combat('move-and-shoot', { '1999.casualty-confusion': 'wound-only' }).refusal(shot(pack(1), { toHit: roll(4), hit: { penetration: roll(4), wounds: [roll(1)], men: [roll(2)] } }))).toBe(
      'Gunner shoots Pack 2: Pack takes no MEN roll here',
    );
  });

  it('Unhuman Units are Immune to Confusion from wounds (L205–L207)', () => {
    const b = combat('move-and-shoot');
    const out = b.step(shot(ghoul(0), { toHit: roll(4), hit: { penetration: roll(4), wounds: [roll(1)] } }));
    expect(out).toContainEqual({ code: 'confusion-immune', unitId: 'p2/ghouls', wounds: 1 });
  });

  it('terrain with a declared Armour value may stand in for the model’s (L627–L633)', () => {
    const b = combat('move-and-shoot');
    expect(b.refusal(shot(VICTIM, { toHit: roll(3), hit: { terrainId: 't2', penetration: roll(4) } }))).toBe('Hedge has no Armour value declared at the start of the game');
    const [, armour] = b.step(shot(VICTIM, { toHit: roll(3), hit: { terrainId: 't1', penetration: roll(4) } }));
    expect(armour).toMatchObject({ code: 'armour', total: 5, armour: 6, terrain: 'Sandbags', penetrated: false });
  });

  it('a weapon with a multiple rolls to hit that many times, at any targets (L159–L165); one weapon per Action (L451)', () => {
    const b = combat('move-and-shoot');
    const burst = (target: { cardId: string; model: number }, extra: object) => ({ ...shot(target), weapon: 'Burst gun', ...extra });
    b.step(burst(VICTIM, { toHit: roll(1) }));
    b.step(burst(OGRE, { toHit: roll(1) }));
    expect(b.refusal(burst(OGRE, { toHit: roll(1) }))).toBe('Gunner has made all 2 rolls to hit with Burst gun');
    expect(b.refusal(shot(OGRE, { toHit: roll(1) }))).toBe('Gunner already fires Burst gun in this Action; one weapon per Shooting Action');
  });

  it('1999.multiple-after-miss: a miss ends the rest as the house rule', () => {
    const b = combat('move-and-shoot', { '1999.multiple-after-miss': 'miss-ends-all' });
    b.step({ ...shot(VICTIM), weapon: 'Burst gun', toHit: roll(1) });
    expect(b.refusal({ ...shot(VICTIM), weapon: 'Burst gun', toHit: roll(1) })).toBe('Gunner has made all 2 rolls to hit with Burst gun');
  });

  it('a Re-roll needs a card ability that grants it, and the second result stands (L131–L133)', () => {
    const b = combat('move-and-shoot');
    expect(b.refusal(shot(VICTIM, { toHit: rerolled(1, 5, 'Lucky') }))).toBe('Gunner shoots Victim: roll to hit: no card in the Unit has “Lucky” to re-roll rolls to hit');
    expect(b.refusal(shot(VICTIM, { toHit: roll(3), hit: { penetration: rerolled(1, 5, 'Steady aim'), wounds: [roll(3)] } }))).toBe(
      'Gunner shoots Victim: penetration roll: no card in the Unit has “Steady aim” to re-roll rolls to penetrate armour',
    );
    const [hit] = b.step(shot(VICTIM, { toHit: rerolled(1, 5, 'Steady aim'), hit: { penetration: roll(5), wounds: [roll(6)] } }));
    expect(hit).toMatchObject({ face: 5, hit: true });
  });

  it('1999.automatic-results: only where a rule says so by default; a natural 6 or 1 on every roll as the house rule', () => {
    const tank = (b: ReturnType<typeof combat>) => b.try(shot(TANK, { toHit: roll(6), hit: { penetration: roll(6) } }));
    const plain = combat('move-and-shoot');
    expect(tank(plain)).toMatchObject({ ok: true });
    expect(plain.outcomes.filter((o) => o.code === 'armour').at(-1)).toMatchObject({ total: 7, armour: 9, penetrated: false });
    const house = combat('move-and-shoot', { '1999.automatic-results': 'every-roll' });
    const out = house.step(shot(TANK, { toHit: roll(6), hit: { penetration: roll(6), wounds: [roll(1)], men: [roll(6)] } }));
    expect(out).toContainEqual(expect.objectContaining({ code: 'armour', penetrated: true }));
    expect(out).toContainEqual(expect.objectContaining({ code: 'avoid-wound', total: 7, withstood: false })); // a natural 1 fails though 7 ≥ 6
  });

  it('1999.model-wounds: a card’s Wounds by default, one Wound for every model as the house rule', () => {
    const one = combat('move-and-shoot', { '1999.model-wounds': 'one-wound' });
    const out = one.step(shot(OGRE, { toHit: roll(4), hit: { penetration: roll(4), wounds: [roll(1)] } }));
    expect(out).toContainEqual(expect.objectContaining({ code: 'casualty', target: OGRE }));
  });

  it('never at a model in Base-to-base Contact with your own (L465)', () => {
    expect(combat('move-and-shoot').refusal(shot(VICTIM, { targetInBaseContact: true, toHit: roll(3) }))).toBe('Victim is in Base-to-base Contact with one of your models and may not be shot at');
  });

  it('never at your own models', () => {
    expect(combat('move-and-shoot').refusal(shot({ cardId: 'p1/spare', model: 0 }, { toHit: roll(3) }))).toBe('Victim is one of your own models');
  });
});
