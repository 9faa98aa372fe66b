import { describe, expect, it } from 'vitest';
import { EventSchema, EXAMPLE_CARDS } from '../index';
import { army, Battle, card, roll, setupOf, sides, squad, unit } from '../testing/fixtures';
import { combat, OGRE } from '../testing/combat';

describe('“Who is right?” (seed 001 L315–L317)', () => {
  it('an Opposed roll between the players who disagree; the winner decides, nothing else changes', () => {
    const b = combat('hold-ground');
    const before = b.state;
    const [verdict] = b.step({ type: 'who-is-right', sides: ['p1', 'p2'], question: 'Is the hedge Difficult ground?', rounds: Battle.rounds({ p1: 2, p2: 2 }, { p1: 1, p2: 4 }) });
    expect(verdict).toEqual({ code: 'who-is-right', winner: 'p2', rerolls: 1 });
    expect(b.state.units).toEqual(before.units);
    const blank = EventSchema.safeParse({ type: 'who-is-right', sides: ['p1', 'p2'], question: ' ', rounds: Battle.rounds({ p1: 2, p2: 1 }) });
    expect(blank.error?.issues[0]?.message).toBe('Say what the roll decides');
  });
});

describe('card effects the players apply (L307–L309)', () => {
  it('a Wound (with its MEN roll), a degree of Confusion, and calming one', () => {
    const b = combat('hold-ground');
    const out = b.step({ type: 'effect-applied', target: OGRE, effect: 'wound', by: 'p1', men: [roll(6)] });
    expect(out).toContainEqual({ code: 'wounded', target: OGRE, woundsLeft: 2 });
    b.step({ type: 'effect-applied', unitId: 'p2/ogre', effect: 'confusion' });
    expect(b.state.units['p2/ogre']!.confusion).toBe(1);
    b.step({ type: 'effect-applied', unitId: 'p2/ogre', effect: 'calm' });
    expect(b.state.units['p2/ogre']!.confusion).toBe(0);
    expect(b.refusal({ type: 'effect-applied', unitId: 'p2/ogre', effect: 'calm' })).toBe('Ogre is not Confused');
  });
});

describe('substituting a Reinforcement Unit’s cards before it enters (L337)', () => {
  const cards = [
    ...EXAMPLE_CARDS,
    card({ name: 'Harrow Scouts', types: [{ type: 'squad', min: 1, max: 4 }], armyPoints: 4, activation: [2] }),
    card({ name: 'Harrow Heavy', types: [{ type: 'squad', min: 1, max: 4 }], armyPoints: 9, activation: [2] }),
    card({ name: 'Lone Hero', armyPoints: 5 }),
  ];
  const b = () =>
    new Battle(
      setupOf(
        { size: { kind: 'small' }, victory: { decidedBy: 'agreed', condition: 'surrender' } } as never,
        sides({ player: 'Ann', roster: army('A', [squad('line', 'Harrow Riflemen', 5), squad('late', 'Harrow Riflemen', 4, { reinforcement: true })]) }, { player: 'Bob', roster: army('B', [squad('pack', 'Ashen Hounds', 3)]) }),
        cards,
      ),
    ).deployAll('p1');
  const scouts = cards.find((c) => c.name === 'Harrow Scouts')!;

  it('for others costing the same or less, still Squad models', () => {
    const battle = b();
    const [done] = battle.step({ type: 'reinforcement-substituted', unitId: 'p1/late', cards: [{ key: 'scouts', card: scouts, type: 'squad', models: 4 }] });
    expect(done).toEqual({ code: 'reinforcement-substituted', unitId: 'p1/late', points: 16, before: 20 });
    expect(battle.state.cards['p1/scouts']!.models).toHaveLength(4);
    expect(battle.state.cards['p1/late']).toBeUndefined();
  });

  it('never dearer, never without Squad models, never once on the Battlefield', () => {
    const battle = b();
    const heavy = cards.find((c) => c.name === 'Harrow Heavy')!;
    expect(battle.refusal({ type: 'reinforcement-substituted', unitId: 'p1/late', cards: [{ key: 'heavy', card: heavy, type: 'squad', models: 3 }] })).toBe('Harrow Riflemen: the substitutes cost 27 Army Points, more than the 20 they replace');
    const hero = cards.find((c) => c.name === 'Lone Hero')!;
    expect(battle.refusal({ type: 'reinforcement-substituted', unitId: 'p1/late', cards: [{ key: 'hero', card: hero, type: 'special', models: 1 }] })).toBe('Harrow Riflemen: each Reinforcement Unit contains Squad Type models');
    expect(battle.refusal({ type: 'reinforcement-substituted', unitId: 'p1/line', cards: [{ key: 'scouts', card: scouts, type: 'squad', models: 1 }] })).toBe('Harrow Riflemen is not a Reinforcement Unit waiting to enter');
    const hounds = EXAMPLE_CARDS.find((c) => c.name === 'Ashen Hounds')!;
    expect(battle.refusal({ type: 'reinforcement-substituted', unitId: 'p1/late', cards: [{ key: 'dogs', card: hounds, type: 'squad', models: 2 }] })).toBe('Ashen Hounds: Demonic (black) in a Human (brown) army');
  });
});

describe('surrender with more than two players (L261)', () => {
  it('the others play on; the surrendered army leaves the Order of play', () => {
    const three = new Battle(
      setupOf(
        { size: { kind: 'small' }, victory: { decidedBy: 'agreed', condition: 'surrender' }, markers: { edgeDistanceCm: 10, spacingCm: 60 } } as never,
        sides({ player: 'Ann', roster: army('A', [unit('r', 'Scrap Runner')]) }, { player: 'Bob', roster: army('B', [unit('r', 'Scrap Runner')]) }, { player: 'Cy', roster: army('C', [unit('r', 'Scrap Runner')]) }),
      ),
    ).deployAll('p1');
    three.step({ type: 'surrendered', side: 'p1' });
    expect(three.state.stage).toBe('activation');
    expect(three.state.order).toEqual(['p2', 'p3']);
    expect(three.state.nominator).toBe('p2');
    three.step({ type: 'surrendered', side: 'p3' });
    expect(three.state.result).toMatchObject({ winner: 'p2', endedBy: 'surrender' });
  });
});
