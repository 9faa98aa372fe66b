import { describe, expect, it } from 'vitest';
import { SYSTEM_1999 } from '../index';
import { army, Battle, card, roll, setupOf, sides, squad, unit } from '../testing/fixtures';
import { stagesFor1999 } from './summary';

const cards = [
  card({ name: 'Sniper', activation: [1], attributes: { mov: 10, ccOffensive: 3, ccDefensive: 3, bal: 6, str: 3, arm: 4, con: 2, men: 3 }, armyPoints: 10, weapons: [{ name: 'Rifle', type: 'shooting', rangeCm: 60, ap: 1, wounding: 6, multiple: 6 }] }),
  card({ name: 'Grunts', activation: [3], types: [{ type: 'squad', min: 1, max: 6 }], attributes: { mov: 10, ccOffensive: 3, ccDefensive: 3, bal: 3, str: 3, arm: 1, con: 0, men: 9 }, armyPoints: 5 }),
  card({ name: 'Boss', activation: [3], attributes: { mov: 10, ccOffensive: 3, ccDefensive: 3, bal: 3, str: 3, arm: 1, con: 0, men: 3 }, armyPoints: 20 }),
];
const sniper = (key = 'sniper') => unit(key, 'Sniper');
/** A shot that always kills a Grunt or the Boss: hit 1+6, penetrate 1+1 ≥ ARM 1, wound 1+0 < 6. */
const kill = (b: Battle, target: string, model = 0, men: number[] = []) => {
  if (!b.state.active) {
    b.step({ type: 'unit-nominated', unitId: 'p1/sniper' });
    b.step({ type: 'action-declared', action: 'move-and-shoot' });
  }
  return b.step({ type: 'shot', shooter: { cardId: 'p1/sniper', model: 0 }, weapon: 'Rifle', target: { cardId: target, model }, rangeCm: 10, toHit: roll(1), hit: { penetration: roll(1), wounds: [roll(1)], men: men.map((m) => roll(m)) } });
};
const game = (condition: object, bob = army('B', [squad('grunts', 'Grunts', 4), unit('boss', 'Boss')]), rulings = {}, extra: object = {}) =>
  new Battle(setupOf({ size: { kind: 'small' }, victory: condition, ...extra } as never, sides({ player: 'Ann', roster: army('A', [sniper()]) }, { player: 'Bob', roster: bob }), cards, rulings), rulings).deployAll('p1');

describe('a set number of Turns (seed 001 L261)', () => {
  it('the most Army Points still on the Battlefield wins', () => {
    const b = game({ decidedBy: 'agreed', condition: 'turn-limit' }, army('B', [squad('grunts', 'Grunts', 1)]), {}, { turnLimit: 2 });
    b.finishTurn().turn('p1').finishTurn();
    expect(b.state.stage).toBe('over');
    expect(b.state.result).toMatchObject({ winner: 'p1', endedBy: 'turn-limit', turns: 2 });
    expect(b.state.result!.scores).toEqual([
      { side: 'p1', total: 10, breakdown: [{ source: 'Army Points left on the Battlefield', points: 10 }] },
      { side: 'p2', total: 5, breakdown: [{ source: 'Army Points left on the Battlefield', points: 5 }] },
    ]);
  });

  it('1999.result-ties: a tie is drawn by default, or settled by a “Who is right?” roll', () => {
    const tied = () => army('B', [squad('grunts', 'Grunts', 2)]);
    const draw = game({ decidedBy: 'agreed', condition: 'turn-limit' }, tied(), {}, { turnLimit: 1 }).finishTurn();
    expect(draw.state.result).toMatchObject({ winner: null, endedBy: 'turn-limit' });
    expect(draw.outcomes.at(-1)).toEqual({ code: 'battle-drawn', sides: ['p1', 'p2'], endedBy: 'turn-limit', turn: 1 });
    const roll = game({ decidedBy: 'agreed', condition: 'turn-limit' }, tied(), { '1999.result-ties': 'roll-off' }, { turnLimit: 1 }).finishTurn();
    expect(roll.state.stage).toBe('roll-off');
    // The stepper shows the roll-off for exactly this setup and ruling, and not where ties are drawn.
    expect(stagesFor1999(roll.state.setup, { '1999.result-ties': 'roll-off' }).map((stage) => stage.id)).toContain('roll-off');
    expect(stagesFor1999(draw.state.setup, {}).map((stage) => stage.id)).not.toContain('roll-off');
    roll.step({ type: 'roll-off', rounds: Battle.rounds({ p1: 2, p2: 5 }) });
    expect(roll.state.result).toMatchObject({ winner: 'p2', endedBy: 'turn-limit' });
  });

  it('1999.reserves-at-end: Reinforcement Units never brought in do not count by default', () => {
    const bob = army('B', [squad('grunts', 'Grunts', 1), squad('late', 'Grunts', 1, { reinforcement: true })]);
    const plain = game({ decidedBy: 'agreed', condition: 'turn-limit' }, bob, {}, { turnLimit: 1 }).finishTurn();
    expect(plain.state.result).toMatchObject({ winner: 'p1' });
    const counted = game({ decidedBy: 'agreed', condition: 'turn-limit' }, bob, { '1999.reserves-at-end': 'counted' }, { turnLimit: 1 }).finishTurn();
    expect(counted.state.result).toMatchObject({ winner: null });
    expect(SYSTEM_1999.battle.summary(counted.state, {}).scores).toEqual({ p1: 10, p2: 10 });
    // The scores shown are the ones judged by: Bob's waiting 5 points are in his total, named as such.
    expect(plain.state.result!.scores.map((s) => s.total)).toEqual([10, 5]);
    expect(counted.state.result!.scores).toEqual([
      { side: 'p1', total: 10, breakdown: [{ source: 'Army Points left on the Battlefield', points: 10 }] },
      {
        side: 'p2',
        total: 10,
        breakdown: [
          { source: 'Army Points left on the Battlefield', points: 5 },
          { source: 'Reinforcements never brought in (counted, by house rule)', points: 5 },
        ],
      },
    ]);
  });
});

describe('Territorial Mission (L263)', () => {
  it('the closest model to the centre at the end of the chosen Turn wins', () => {
    const b = game({ decidedBy: 'agreed', condition: 'territorial' }, undefined, {}, { territorialTurn: { decidedBy: 'agreed', turn: 1 } }).finishTurn();
    expect(b.state.stage).toBe('territory');
    expect(b.refusal({ type: 'territory-judged', distancesCm: { p1: 12 } })).toBe('Enter the distance for Bob (or none on the table)');
    expect(b.refusal({ type: 'territory-judged', distancesCm: { p1: 12, p2: null } })).toBe('Bob has models on the Battlefield; measure the closest one');
    const out = b.step({ type: 'territory-judged', distancesCm: { p1: 12, p2: 8.5 } });
    expect(out[0]).toEqual({ code: 'territory-judged', turn: 1, closest: ['p2'], distanceCm: 8.5 });
    expect(b.state.result).toMatchObject({ winner: 'p2', endedBy: 'territorial', turns: 1 });
  });
});

describe('Prey Mission (L265)', () => {
  it('making the opponent’s Bounty Unit a Casualty wins', () => {
    const b = game({ decidedBy: 'agreed', condition: 'prey' }, undefined, {}, { prey: { variant: 'designated', bounty: { p1: 'sniper', p2: 'boss' } } });
    kill(b, 'p2/grunts', 0, [6]);
    expect(b.state.stage).toBe('activation');
    const out = kill(b, 'p2/boss');
    expect(out.map((o) => o.code)).toEqual(['to-hit', 'armour', 'avoid-wound', 'casualty', 'unit-casualty', 'bounty-lost', 'battle-won']);
    expect(b.state.result).toMatchObject({ winner: 'p1', endedBy: 'prey', turns: 1 });
  });

  it('with more than two players, the last Bounty Unit left on the Battlefield wins', () => {
    const three = new Battle(
      setupOf(
        { size: { kind: 'small' }, victory: { decidedBy: 'agreed', condition: 'prey' }, prey: { variant: 'designated', bounty: { p1: 'sniper', p2: 'boss', p3: 'boss' } }, markers: { edgeDistanceCm: 10, spacingCm: 60 } } as never,
        sides({ player: 'Ann', roster: army('A', [sniper()]) }, { player: 'Bob', roster: army('B', [unit('boss', 'Boss')]) }, { player: 'Cy', roster: army('C', [unit('boss', 'Boss'), squad('g', 'Grunts', 1)]) }),
        cards,
      ),
    ).deployAll('p1');
    kill(three, 'p2/boss');
    expect(three.outcomes).toContainEqual({ code: 'bounty-lost', side: 'p2', unitId: 'p2/boss' });
    expect(three.state.stage).toBe('activation');
    kill(three, 'p3/boss', 0);
    expect(three.state.result).toMatchObject({ winner: 'p1', endedBy: 'prey' });
  });
});

describe('Predator Mission (L267)', () => {
  it('the first to make half or more of the opponent’s Army Points Casualties wins — model by model by default', () => {
    // Bob: 4 Grunts (20) + Boss (20) = 40; half is 20.
    const b = game({ decidedBy: 'agreed', condition: 'predator' });
    kill(b, 'p2/grunts', 0, [6]);
    kill(b, 'p2/grunts', 1, [6]);
    kill(b, 'p2/grunts', 2, [6]);
    expect(b.state.stage).toBe('activation');
    expect(b.state.sides.p2!.lostTo).toEqual({ p1: 15 });
    kill(b, 'p2/grunts', 3);
    expect(b.state.result).toMatchObject({ winner: 'p1', endedBy: 'predator', turns: 1 });
  });

  it('whole Units only, as the house rule (1999.predator-counting)', () => {
    const model = game({ decidedBy: 'agreed', condition: 'predator' }, army('B', [squad('grunts', 'Grunts', 2), unit('boss', 'Boss')]));
    kill(model, 'p2/grunts', 0, [6]);
    kill(model, 'p2/grunts', 1);
    // 10 of 30 lost: not yet half either way.
    expect(model.state.stage).toBe('activation');
    const byModel = game({ decidedBy: 'agreed', condition: 'predator' }, army('B', [squad('grunts', 'Grunts', 4)]));
    kill(byModel, 'p2/grunts', 0, [6]);
    kill(byModel, 'p2/grunts', 1); // 10 of 20: half, and the battle ends
    expect(byModel.state.result).toMatchObject({ winner: 'p1', endedBy: 'predator' });
    const byUnit = game({ decidedBy: 'agreed', condition: 'predator' }, army('B', [squad('grunts', 'Grunts', 4)]), { '1999.predator-counting': 'whole-units' });
    kill(byUnit, 'p2/grunts', 0, [6]);
    kill(byUnit, 'p2/grunts', 1, [6]);
    expect(byUnit.state.stage).toBe('activation');
  });

  it('1999.predator-reinforcements: half of the whole army by default, of the Units fielded as the house rule', () => {
    const bob = army('B', [squad('grunts', 'Grunts', 2), squad('late', 'Grunts', 2, { reinforcement: true })]);
    const whole = game({ decidedBy: 'agreed', condition: 'predator' }, bob);
    kill(whole, 'p2/grunts', 0, [6]);
    expect(whole.state.stage).toBe('activation'); // 5 of 20
    const fielded = game({ decidedBy: 'agreed', condition: 'predator' }, bob, { '1999.predator-reinforcements': 'deployed-only' });
    kill(fielded, 'p2/grunts', 0); // the battle ends on this Casualty: no MEN roll follows
    expect(fielded.state.result).toMatchObject({ winner: 'p1', endedBy: 'predator' }); // 5 of 10
  });

  it('1999.multiplayer-predator: half of any one opponent by default; of all opponents together as the house rule', () => {
    const three = (rulings = {}) =>
      new Battle(
        setupOf(
          { size: { kind: 'small' }, victory: { decidedBy: 'agreed', condition: 'predator' }, markers: { edgeDistanceCm: 10, spacingCm: 60 } } as never,
          sides({ player: 'Ann', roster: army('A', [sniper()]) }, { player: 'Bob', roster: army('B', [squad('g', 'Grunts', 2)]) }, { player: 'Cy', roster: army('C', [squad('g', 'Grunts', 6)]) }),
          cards,
          rulings,
        ),
        rulings,
      ).deployAll('p1');
    const any = three();
    kill(any, 'p2/g', 0);
    expect(any.state.result).toMatchObject({ winner: 'p1', endedBy: 'predator' });
    const all = three({ '1999.multiplayer-predator': 'all-opponents' });
    kill(all, 'p2/g', 0, [6]);
    expect(all.state.stage).toBe('activation'); // 5 of 40
  });
});

describe('surrender (L261) and the last army standing', () => {
  it('a player who surrenders loses; with two players the other wins', () => {
    const b = game({ decidedBy: 'agreed', condition: 'surrender' });
    b.step({ type: 'surrendered', side: 'p2' });
    expect(b.state.result).toMatchObject({ winner: 'p1', endedBy: 'surrender' });
    expect(b.refusal({ type: 'surrendered', side: 'p1' })).toBe('The battle is over');
  });

  it('under Prey a surrender is still a surrender, even before Deployment ends (seed 001 L261, L265)', () => {
    const prey = { decidedBy: 'agreed', condition: 'prey' };
    const bounty = { prey: { variant: 'designated', bounty: { p1: 'sniper', p2: 'boss' } } };
    const early = new Battle(setupOf({ size: { kind: 'small' }, victory: prey, ...bounty } as never, sides({ player: 'Ann', roster: army('A', [sniper()]) }, { player: 'Bob', roster: army('B', [unit('boss', 'Boss')]) }), cards));
    early.step({ type: 'deployment-order-rolled', rounds: Battle.rounds({ p1: 6, p2: 1 }) });
    early.step({ type: 'surrendered', side: 'p2' });
    expect(early.state.result).toMatchObject({ winner: 'p1', endedBy: 'surrender' });
    const late = game(prey, undefined, {}, bounty);
    late.step({ type: 'surrendered', side: 'p2' });
    expect(late.state.result).toMatchObject({ winner: 'p1', endedBy: 'surrender' });
  });

  it('with three players, a surrender during Deployment leaves the others’ Bounty Units standing (L265)', () => {
    const three = new Battle(
      setupOf(
        { size: { kind: 'small' }, victory: { decidedBy: 'agreed', condition: 'prey' }, prey: { variant: 'designated', bounty: { p1: 'sniper', p2: 'boss', p3: 'boss' } }, markers: { edgeDistanceCm: 10, spacingCm: 60 } } as never,
        sides({ player: 'Ann', roster: army('A', [sniper()]) }, { player: 'Bob', roster: army('B', [unit('boss', 'Boss')]) }, { player: 'Cy', roster: army('C', [unit('boss', 'Boss')]) }),
        cards,
      ),
    );
    three.step({ type: 'deployment-order-rolled', rounds: Battle.rounds({ p1: 6, p2: 1, p3: 1 }) });
    three.step({ type: 'surrendered', side: 'p3' });
    expect(three.state.result).toBeNull();
    expect(three.state.stage).toBe('markers');
  });

  it('a player whose every model is a Casualty is out; the last army standing wins', () => {
    const b = game({ decidedBy: 'agreed', condition: 'surrender' }, army('B', [squad('grunts', 'Grunts', 1)]));
    kill(b, 'p2/grunts');
    expect(b.state.result).toMatchObject({ winner: 'p1', endedBy: 'last-army-standing' });
  });

  it('the summary reads Army Points left and lost, and the models that fell', () => {
    const b = game({ decidedBy: 'agreed', condition: 'predator' });
    kill(b, 'p2/grunts', 0, [6]);
    // One grunt made a Casualty: 5 Army Points, one model.
    expect(SYSTEM_1999.battle.summary(b.state, {})).toEqual({ status: 'in-progress', turn: 1, stage: 'activation', clock: null, scores: { p1: 10, p2: 35 }, losses: { p1: 0, p2: 5 }, fallen: { p1: 0, p2: 1 }, result: null });
  });

  it('while the Order of play is rolled, the summary names the Turn it begins, as the panel does (seed 001 L353)', () => {
    const b = game({ decidedBy: 'agreed', condition: 'surrender' });
    b.finishTurn();
    expect(b.state).toMatchObject({ stage: 'order-of-play', turn: 1 });
    // "Turn 2 · Order of play" above "Turn 2: the Order of play", not "Turn 1"
    expect(SYSTEM_1999.battle.summary(b.state, {})).toMatchObject({ turn: 2, stage: 'order-of-play' });
    b.turn('p1');
    expect(SYSTEM_1999.battle.summary(b.state, {})).toMatchObject({ turn: 2, stage: 'activation' });
  });
});
