import { describe, expect, it } from 'vitest';
import { activationNumber, leaderCount, rulingsInPlay, setupIndex } from '../index';
import { army, Battle, card, die, roll, setupOf, sides, squad, unit } from '../testing/fixtures';

const cards = [
  card({ name: 'Scout', activation: [1] }),
  card({ name: 'Raider', activation: [2] }),
  card({ name: 'Twin', activation: [2, 4] }),
  card({ name: 'Brute', activation: [3] }),
  card({ name: 'Troopers', activation: [3], types: [{ type: 'squad', min: 2, max: 5 }], positions: [{ accepts: 'leader' }], armyPoints: 3 }),
  card({ name: 'Captain', activation: [2, 5], types: [{ type: 'leader' }], armyPoints: 5 }),
  card({ name: 'Reserves', activation: [4], types: [{ type: 'squad', min: 1, max: 5 }], armyPoints: 3 }),
];
const surrender = { size: { kind: 'small' }, victory: { decidedBy: 'agreed', condition: 'surrender' } } as never;
const battleOf = (a: ReturnType<typeof army>, b: ReturnType<typeof army>, rulings = {}) => new Battle(setupOf(surrender, sides({ player: 'Ann', roster: a }, { player: 'Bob', roster: b }), cards, rulings), rulings);
const captain = { key: 'cpt', card: 'Captain', type: 'leader' as const, position: 0, dna: [] };
const lastEnded = (b: Battle) => b.outcomes.filter((o) => o.code === 'activation-ended').at(-1);
const phases = (b: Battle) => b.outcomes.filter((o) => o.code === 'phase-started').map((o) => (o as { phase: number }).phase);

describe('the Turn (seed 001 L351–L365)', () => {
  it('runs Activation Phases from 1 up, in the Order of play, skipping Phases nobody acts in', () => {
    const b = battleOf(army('A', [unit('scout', 'Scout'), unit('brute', 'Brute')]), army('B', [unit('raider', 'Raider')])).deployAll('p2');
    expect(b.outcomes).toContainEqual({ code: 'phase-started', turn: 1, phase: 1 });
    expect(b.state.nominator).toBe('p1');
    b.holdGround('p1/scout');
    expect(b.state.phase).toBe(2);
    expect(b.state.nominator).toBe('p2');
    b.holdGround('p2/raider');
    expect(b.state.phase).toBe(3);
    b.holdGround('p1/brute');
    expect(phases(b)).toEqual([1, 2, 3]);
    expect(b.state.stage).toBe('order-of-play');
    expect(b.outcomes.at(-1)).toEqual({ code: 'turn-ended', turn: 1 });
  });

  it('players take turns nominating in the Order of play; a player without a face-up Unit for the Phase passes (L363)', () => {
    const b = battleOf(army('A', [unit('r1', 'Raider'), unit('r2', 'Raider'), unit('brute', 'Brute')]), army('B', [unit('r3', 'Raider')])).deployAll('p2');
    expect(b.state.nominator).toBe('p2');
    expect(b.refusal({ type: 'unit-nominated', unitId: 'p1/r1' })).toBe('It is Bob’s turn to nominate');
    b.holdGround('p2/r3');
    expect(b.state.nominator).toBe('p1');
    b.holdGround('p1/r1');
    // Bob has no face-up card at Phase 2 but one later? No: Bob is done, so Ann nominates again without a pass.
    expect(b.state.nominator).toBe('p1');
    b.holdGround('p1/r2');
    expect(b.state.phase).toBe(3);
  });

  it('a face-up Unit at the Phase must be nominated first (L361); Units act at their own number, not earlier', () => {
    const b = battleOf(army('A', [unit('raider', 'Raider'), unit('brute', 'Brute')]), army('B', [unit('scout', 'Scout')])).deployAll('p1');
    b.holdGround('p2/scout');
    expect(b.refusal({ type: 'unit-nominated', unitId: 'p1/brute' })).toBe('Brute acts at Activation Phase 3, not 2');
  });

  it('reports a pass for a player whose Units act later in the Turn (L363)', () => {
    const b = battleOf(army('A', [unit('scout', 'Scout'), unit('s2', 'Scout')]), army('B', [unit('brute', 'Brute')])).deployAll('p2');
    expect(b.outcomes).toContainEqual({ code: 'nomination-passed', side: 'p2', phase: 1 });
    expect(b.state.nominator).toBe('p1');
  });

  it('reports no pass when the Phase simply ends because nobody has a Unit left at it (L357, L363)', () => {
    const b = battleOf(army('A', [unit('scout', 'Scout')]), army('B', [unit('scout', 'Scout'), unit('brute', 'Brute')])).deployAll('p1');
    b.holdGround('p1/scout');
    b.holdGround('p2/scout');
    // Bob's Brute waits for Phase 3: Phase 1 ends without anyone passing, and Bob nominates at 3
    expect(b.outcomes.filter((o) => o.code === 'nomination-passed')).toEqual([]);
    expect(b.state.phase).toBe(3);
    expect(b.state.nominator).toBe('p2');
  });

  it('a card with several numbers acts in each of their Phases (L59, L389)', () => {
    const b = battleOf(army('A', [unit('twin', 'Twin')]), army('B', [unit('brute', 'Brute')])).deployAll('p1');
    b.holdGround('p1/twin');
    expect(lastEnded(b)).toEqual({ code: 'activation-ended', unitId: 'p1/twin', faceUp: ['p1/twin'] });
    b.holdGround('p2/brute');
    expect(b.state.phase).toBe(4);
    expect(b.state.nominator).toBe('p1');
    b.holdGround('p1/twin');
    expect(b.state.stage).toBe('order-of-play');
  });

  it('a Unit acts at its lowest number; its card with a later number acts again, per 1999.later-activation-cards', () => {
    const troop = squad('troop', 'Troopers', 3, { attached: [captain] });
    const b = battleOf(army('A', [troop]), army('B', [unit('brute', 'Brute')])).deployAll('p1');
    expect(b.state.phase).toBe(2); // the Captain's 2 brings the whole Unit in (L169, L359)
    b.step({ type: 'unit-nominated', unitId: 'p1/troop' });
    expect(b.state.active!.cardIds).toEqual(['p1/troop', 'p1/cpt']);
    b.step({ type: 'action-declared', action: 'hold-ground' });
    b.step({ type: 'activation-ended' });
    expect(lastEnded(b)).toEqual({ code: 'activation-ended', unitId: 'p1/troop', faceUp: ['p1/cpt'] });
    b.holdGround('p2/brute');
    expect(b.state.phase).toBe(5);
    b.step({ type: 'unit-nominated', unitId: 'p1/troop' });
    expect(b.state.active!.cardIds).toEqual(['p1/cpt']); // only the face-up card acts (L365)

    const once = battleOf(army('A', [troop]), army('B', [unit('brute', 'Brute')]), { '1999.later-activation-cards': 'unit-acts-once' }).deployAll('p1');
    once.holdGround('p1/troop');
    expect(lastEnded(once)).toEqual({ code: 'activation-ended', unitId: 'p1/troop', faceUp: [] });
  });

  it('Confusion adds 1 per degree to the Activation number and clears once nominated (L367–L369)', () => {
    const b = battleOf(army('A', [unit('scout', 'Scout')]), army('B', [unit('raider', 'Raider'), unit('brute', 'Brute')])).deployAll('p2');
    b.step({ type: 'effect-applied', unitId: 'p2/raider', effect: 'confusion' });
    b.step({ type: 'effect-applied', unitId: 'p2/raider', effect: 'confusion' });
    const index = setupIndex(b.setup);
    expect(activationNumber(b.state, { index }, 'p2/raider')).toBe(4);
    b.holdGround('p1/scout');
    b.holdGround('p2/brute');
    expect(b.state.phase).toBe(4);
    const [nominated, cleared] = b.step({ type: 'unit-nominated', unitId: 'p2/raider' });
    expect(nominated).toMatchObject({ code: 'unit-nominated', number: 4, phase: 4 });
    expect(cleared).toEqual({ code: 'confusion-cleared', unitId: 'p2/raider', degrees: 2 });
    expect(b.state.units['p2/raider']!.confusion).toBe(0);
  });

  it('a broken Chain of Command adds 3 (L371–L373)', () => {
    const b = battleOf(army('A', [squad('troop', 'Troopers', 3)]), army('B', [unit('scout', 'Scout')])).deployAll('p1');
    b.step({ type: 'chain-of-command', unitId: 'p1/troop', broken: true });
    expect(activationNumber(b.state, { index: setupIndex(b.setup) }, 'p1/troop')).toBe(6);
    expect(b.refusal({ type: 'chain-of-command', unitId: 'p2/scout', broken: true })).toBe('Scout is a single model; it has no Chain of Command to break');
    b.holdGround('p2/scout');
    expect(b.state.phase).toBe(6);
  });

  it('1999.phase-start-player: a new Phase opens with the first player, or carries the rotation on', () => {
    const three = (rulings = {}) =>
      new Battle(
        setupOf(
          { ...(surrender as object), markers: { edgeDistanceCm: 10, spacingCm: 60 } } as never,
          sides({ player: 'Ann', roster: army('A', [unit('scout', 'Scout'), unit('raider', 'Raider')]) }, { player: 'Bob', roster: army('B', [unit('scout', 'Scout')]) }, { player: 'Cy', roster: army('C', [unit('raider', 'Raider')]) }),
          cards,
          rulings,
        ),
        rulings,
      ).deployAll('p1');
    const first = three();
    first.holdGround('p1/scout').holdGround('p2/scout');
    expect(first.state.phase).toBe(2);
    expect(first.state.nominator).toBe('p1');
    const carry = three({ '1999.phase-start-player': 'continue-rotation' });
    carry.holdGround('p1/scout').holdGround('p2/scout');
    expect(carry.state.nominator).toBe('p3');
  });
});

describe('Reinforcement Units in play (L381–L385)', () => {
  const withReserves = (rulings = {}) =>
    battleOf(army('A', [unit('scout', 'Scout'), squad('res', 'Reserves', 2, { reinforcement: true })]), army('B', [unit('brute', 'Brute')]), rulings).deployAll('p1');

  it('may enter from the start of Turn 3, within 10 cm of an edge on the player’s half, never in contact', () => {
    const b = withReserves();
    b.finishTurn().turn('p1').finishTurn().turn('p1');
    expect(b.state.turn).toBe(3);
    b.holdGround('p1/scout');
    b.holdGround('p2/brute');
    expect(b.state.phase).toBe(4);
    expect(b.state.nominator).toBe('p1');
    expect(b.refusal({ type: 'unit-nominated', unitId: 'p1/res' })).toBe('Place Reserves within 10 cm of an edge on your half of the Battlefield');
    expect(b.refusal({ type: 'unit-nominated', unitId: 'p1/res', entry: { edgeDistanceCm: 12, ownHalf: true } })).toBe('Reserves would be 12 cm from the edge; a Reinforcement Unit is placed within 10 cm of it');
    expect(b.refusal({ type: 'unit-nominated', unitId: 'p1/res', entry: { edgeDistanceCm: 5, ownHalf: true, inBaseContactWithEnemy: true } })).toBe(
      'A Reinforcement Unit may never be placed in Base-to-base Contact with an enemy Unit',
    );
    const outcomes = b.step({ type: 'unit-nominated', unitId: 'p1/res', entry: { edgeDistanceCm: 5, ownHalf: true } });
    expect(outcomes[0]).toEqual({ code: 'reinforcement-entered', side: 'p1', unitId: 'p1/res', turn: 3 });
    expect(b.state.units['p1/res']!.status).toBe('battlefield');
  });

  it('is never offered before Turn 3, and may be held back', () => {
    const b = withReserves();
    b.finishTurn();
    expect(b.outcomes.some((o) => o.code === 'phase-started' && o.phase === 4)).toBe(false);
    b.turn('p1').finishTurn().turn('p1');
    b.holdGround('p1/scout').holdGround('p2/brute');
    const [held] = b.step({ type: 'reinforcements-held' });
    expect(held).toEqual({ code: 'reinforcements-held', side: 'p1', unitIds: ['p1/res'] });
    expect(b.state.stage).toBe('order-of-play');
  });

  it('a player with a face-up Unit to nominate may not hold back instead (L361)', () => {
    const b = withReserves();
    b.finishTurn().turn('p1').finishTurn().turn('p1');
    expect(b.refusal({ type: 'reinforcements-held' })).toBe('You have a face-up Unit at Phase 1; you must nominate one');
  });
});

describe('Instability effects that reach the next Turn (L655, L661)', () => {
  const tweaked = card({ name: 'Mutant', activation: [1], dnaSlots: ['bal'] });
  const battle = () =>
    new Battle(
      setupOf(surrender, sides({ player: 'Ann', roster: army('A', [unit('m', 'Mutant', { dna: [{ attribute: 'bal', amount: 2 }] })]) }, { player: 'Bob', roster: army('B', [unit('brute', 'Brute')]) }), [...cards, tweaked]),
    ).deployAll('p1');

  it('Uncontrolled spasms: +3 to the Unit’s Activation number next Turn', () => {
    const b = battle();
    b.step({ type: 'unit-nominated', unitId: 'p1/m' });
    b.step({ type: 'instability-rolled', cardId: 'p1/m', roll: roll(1), table: die(4, 4) });
    b.step({ type: 'activation-ended' });
    b.finishTurn();
    b.turn('p2');
    expect(activationNumber(b.state, { index: setupIndex(b.setup) }, 'p1/m')).toBe(4);
  });

  it('Havoc: last in the Order of play next Turn', () => {
    const b = battle();
    b.step({ type: 'unit-nominated', unitId: 'p1/m' });
    b.step({ type: 'instability-rolled', cardId: 'p1/m', roll: roll(2), table: die(5, 6) });
    b.step({ type: 'activation-ended' });
    b.finishTurn();
    const [, order] = b.step({ type: 'order-of-play-rolled', rounds: [] });
    expect(order).toMatchObject({ code: 'order-of-play', order: ['p2', 'p1'], havoc: ['p1'] });
  });
});

describe('1999.leaders-counted: the Leader models added to the Order of play roll (L327)', () => {
  const led = (key: string, cpt: string, extra = {}) => squad(key, 'Troopers', 2, { attached: [{ ...captain, key: cpt }], ...extra });
  const count = (rulings: Record<string, string>) => {
    const b = battleOf(army('A', [led('u1', 'cpt1'), led('u2', 'cpt2', { reinforcement: true })]), army('B', [unit('brute', 'Brute')]), rulings).deployAll('p1');
    const ctx = () => ({ index: setupIndex(b.setup), rulings: rulingsInPlay(rulings) });
    const before = leaderCount(b.state, ctx(), 'p1');
    b.step({ type: 'effect-applied', target: { cardId: 'p1/cpt1', model: 0 }, effect: 'casualty', by: 'p2', men: [roll(6)] });
    return [before, leaderCount(b.state, ctx(), 'p1')];
  };

  it('every Leader that is not a Casualty by default, Reinforcement Units included', () => {
    expect(count({})).toEqual([2, 1]);
  });

  it('only Leaders on the Battlefield, or every Leader as built, as house rules', () => {
    expect(count({ '1999.leaders-counted': 'on-battlefield' })).toEqual([1, 0]);
    expect(count({ '1999.leaders-counted': 'as-built' })).toEqual([2, 2]);
  });
});
