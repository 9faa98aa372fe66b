import { describe, expect, it } from 'vitest';
import { army, Battle, die, setupOf, sides, squad, unit } from '../testing/fixtures';
import { describeOutcome, EXAMPLE_CARDS, namesFor } from '../index';

const surrender = { size: { kind: 'small' }, victory: { decidedBy: 'agreed', condition: 'surrender' } } as never;
const ann = () => army('Harrow Line', [squad('line', 'Harrow Riflemen', 3, { attached: [{ key: 'vane', card: 'Sergeant Ilse Vane', type: 'leader', position: 0, dna: [] }] }), unit('runner', 'Scrap Runner')]);
const bob = () => army('Ash Pack', [squad('pack', 'Ashen Hounds', 4), squad('pack2', 'Ashen Hounds', 2, { reinforcement: true })]);
const cy = () => army('Choir', [squad('wardens', 'Seraph Wardens', 3)]);
const twoPlayers = (rulings = {}) => new Battle(setupOf(surrender, sides({ player: 'Ann', roster: ann() }, { player: 'Bob', roster: bob() })), rulings);

describe('who goes first (seed 001 L325–L327) and Opposed rolls (L141–L143)', () => {
  it('adds each player’s Leader models to the roll', () => {
    const battle = twoPlayers();
    // Ann has Sergeant Vane (1 Leader): her 3 + 1 beats Bob's 3.
    const [order] = battle.step({ type: 'deployment-order-rolled', rounds: Battle.rounds({ p1: 3, p2: 3 }) });
    expect(order).toEqual({ code: 'deployment-order', order: ['p1', 'p2'], faces: { p1: 3, p2: 3 }, leaders: { p1: 1, p2: 0 }, totals: { p1: 4, p2: 3 }, rerolls: 0 });
    // The players read their own dice and what the Leaders added, not a total that hides the die.
    expect(describeOutcome(order!, namesFor(battle.setup))).toBe('Ann won the roll to deploy first (Ann rolled 3 + 1 Leader = 4 and Bob rolled 3).');
  });

  it('re-rolls ties among the leaders only, and refuses an unsettled tie', () => {
    const battle = twoPlayers();
    expect(battle.refusal({ type: 'deployment-order-rolled', rounds: Battle.rounds({ p1: 2, p2: 3 }) })).toBe('Ann and Bob tied: re-roll the tie');
    const [order] = battle.step({ type: 'deployment-order-rolled', rounds: Battle.rounds({ p1: 2, p2: 3 }, { p1: 1, p2: 5 }) });
    expect(order).toMatchObject({ order: ['p2', 'p1'], rerolls: 1 });
  });

  it('with three players the others follow the winner clockwise (L143)', () => {
    const battle = new Battle(setupOf({ ...(surrender as object), markers: { edgeDistanceCm: 10, spacingCm: 60 } } as never, sides({ player: 'Ann', roster: ann() }, { player: 'Bob', roster: bob() }, { player: 'Cy', roster: cy() })));
    const [order] = battle.step({ type: 'deployment-order-rolled', rounds: Battle.rounds({ p1: 1, p2: 6, p3: 2 }) });
    expect(order).toMatchObject({ order: ['p2', 'p3', 'p1'] });
  });

  it('declares Reinforcement Units before Deployment begins (L333)', () => {
    const battle = twoPlayers();
    battle.step({ type: 'deployment-order-rolled', rounds: Battle.rounds({ p1: 6, p2: 1 }) });
    expect(battle.outcomes).toContainEqual({ code: 'reinforcements-declared', side: 'p2', unitIds: ['p2/pack2'], points: 12 });
  });
});

describe('Deployment (L329–L349)', () => {
  const started = (rulings = {}) => {
    const battle = twoPlayers(rulings);
    battle.step({ type: 'deployment-order-rolled', rounds: Battle.rounds({ p1: 6, p2: 1 }) });
    return battle;
  };

  it('the first card goes 30 cm from the centre line — at least, by default (L331)', () => {
    const battle = started();
    expect(battle.refusal({ type: 'card-deployed', unitId: 'p1/line', centreLineCm: 25 })).toBe('The first card is 25 cm from the centre line; it must be at least 30 cm away');
    expect(battle.refusal({ type: 'card-deployed', unitId: 'p2/pack', centreLineCm: 30 })).toBe('It is Ann’s turn to place a card');
    battle.step({ type: 'card-deployed', unitId: 'p1/line', centreLineCm: 45, ownHalf: true, openGround: true });
    expect(battle.state.nominator).toBe('p2');
  });

  it('1999.deployment-centre-distance: exactly or at most 30 cm', () => {
    expect(started({ '1999.deployment-centre-distance': 'exactly' }).refusal({ type: 'card-deployed', unitId: 'p1/line', centreLineCm: 45 })).toBe(
      'The first card is 45 cm from the centre line; it must be exactly 30 cm away (house rule “The first card: 30 cm from the centre line”)',
    );
    const atMost = started({ '1999.deployment-centre-distance': 'at-most' });
    expect(atMost.refusal({ type: 'card-deployed', unitId: 'p1/line', centreLineCm: 31 })).toBe('The first card is 31 cm from the centre line; it must be within 30 cm (house rule “The first card: 30 cm from the centre line”)');
    atMost.step({ type: 'card-deployed', unitId: 'p1/line', centreLineCm: 12 });
  });

  it('every later card 60 cm from any opponent’s card, never beyond its own half; Reinforcement Units wait', () => {
    const battle = started();
    battle.step({ type: 'card-deployed', unitId: 'p1/line', centreLineCm: 30 });
    expect(battle.refusal({ type: 'card-deployed', unitId: 'p2/pack', nearestEnemyCardCm: 59 })).toBe('The card is 59 cm from an opponent’s card; it must be at least 60 cm away');
    expect(battle.refusal({ type: 'card-deployed', unitId: 'p2/pack', nearestEnemyCardCm: 70, ownHalf: false })).toBe('A card is never placed beyond your half of the Battlefield');
    expect(battle.refusal({ type: 'card-deployed', unitId: 'p2/pack2', nearestEnemyCardCm: 70 })).toBe('Ashen Hounds is a Reinforcement Unit and waits at the edge of the Battlefield');
    battle.step({ type: 'card-deployed', unitId: 'p2/pack', nearestEnemyCardCm: 60 });
    // Bob has nothing left to place, so Ann places again.
    expect(battle.state.nominator).toBe('p1');
    battle.step({ type: 'card-deployed', unitId: 'p1/runner', nearestEnemyCardCm: 80 });
    expect(battle.state.stage).toBe('guerilla');
  });

  it('Guerilla Tactics: a D6 after Deployment, 4 or more may move (L209–L211)', () => {
    const battle = started();
    battle.step({ type: 'card-deployed', unitId: 'p1/line', centreLineCm: 30 });
    battle.step({ type: 'card-deployed', unitId: 'p2/pack', nearestEnemyCardCm: 60 });
    battle.step({ type: 'card-deployed', unitId: 'p1/runner', nearestEnemyCardCm: 80 });
    expect(battle.refusal({ type: 'guerilla-tactics-rolled', unitId: 'p1/runner', roll: die(3), redeployed: true })).toBe('Guerilla Tactics: the D6 shows 3, and a Unit moves its card only on 4 or more');
    expect(battle.refusal({ type: 'guerilla-tactics-rolled', unitId: 'p1/runner', roll: die(4), redeployed: true, nearestEnemyCardCm: 40 })).toBe(
      'The new position is 40 cm from an opponent’s card; it must be at least 60 cm away',
    );
    expect(battle.refusal({ type: 'guerilla-tactics-rolled', unitId: 'p1/runner', roll: die(4), redeployed: true, nearestEnemyCardCm: 65, ownHalf: false })).toBe(
      'The new position is beyond your half of the Battlefield; Deployment never goes there',
    );
    const [rolled] = battle.step({ type: 'guerilla-tactics-rolled', unitId: 'p1/runner', roll: die(4), redeployed: true, nearestEnemyCardCm: 65, ownHalf: true });
    expect(rolled).toEqual({ code: 'guerilla-tactics', unitId: 'p1/runner', face: 4, mayRedeploy: true, redeployed: true });
    expect(battle.state.stage).toBe('reveal');
  });

  it('models placed 60 cm from the enemy; the Reinforcement Units’ total is told (L347)', () => {
    const battle = started();
    battle.step({ type: 'card-deployed', unitId: 'p1/line', centreLineCm: 30 });
    battle.step({ type: 'card-deployed', unitId: 'p2/pack', nearestEnemyCardCm: 60 });
    battle.step({ type: 'card-deployed', unitId: 'p1/runner', nearestEnemyCardCm: 80 });
    battle.step({ type: 'guerilla-tactics-rolled', unitId: 'p1/runner', roll: die(2) });
    expect(battle.refusal({ type: 'forces-revealed', nearestEnemyCm: 50 })).toBe('Models are 50 cm from an enemy; they must be at least 60 cm away');
    const [revealed] = battle.step({ type: 'forces-revealed', nearestEnemyCm: 61 });
    expect(revealed).toEqual({ code: 'forces-revealed', reinforcementPoints: { p1: 0, p2: 12 } });
    expect(battle.state.stage).toBe('order-of-play');
  });
});

describe('multiplayer Deployment (L341–L343)', () => {
  const three = () => new Battle(setupOf({ ...(surrender as object), markers: { edgeDistanceCm: 10, spacingCm: 70 } } as never, sides({ player: 'Ann', roster: ann() }, { player: 'Bob', roster: bob() }, { player: 'Cy', roster: cy() })));
  const markers = (spacing = 70, edge = 10) => ['p1', 'p2', 'p3'].map((side) => ({ side, edgeDistanceCm: edge, nearestMarkerCm: spacing }));

  it('markers at the agreed distances, an Opposed roll, then each first card replaces its marker', () => {
    const battle = three();
    battle.step({ type: 'deployment-order-rolled', rounds: Battle.rounds({ p1: 1, p2: 6, p3: 2 }) });
    expect(battle.state.stage).toBe('markers');
    expect(battle.refusal({ type: 'deployment-markers', markers: markers(65), rounds: Battle.rounds({ p1: 6, p2: 1, p3: 2 }), starts: { p1: 0, p2: 1, p3: 2 } })).toBe(
      'Ann’s marker is 65 cm from another; markers are at least 70 cm apart',
    );
    expect(battle.refusal({ type: 'deployment-markers', markers: markers(70, 12), rounds: Battle.rounds({ p1: 6, p2: 1, p3: 2 }), starts: { p1: 0, p2: 1, p3: 2 } })).toBe(
      'Ann’s marker is 12 cm from the edge; the agreed distance is 10 cm',
    );
    expect(battle.refusal({ type: 'deployment-markers', markers: markers(), rounds: Battle.rounds({ p1: 6, p2: 1, p3: 2 }), starts: { p1: 0, p2: 0, p3: 2 } })).toBe('Each player starts at a different marker');
    const [assigned] = battle.step({ type: 'deployment-markers', markers: markers(), rounds: Battle.rounds({ p1: 6, p2: 1, p3: 2 }), starts: { p1: 2, p2: 1, p3: 0 } });
    expect(assigned).toEqual({ code: 'markers-assigned', winner: 'p1', starts: { p1: 2, p2: 1, p3: 0 } });
    expect(battle.state.nominator).toBe('p2');
    expect(battle.refusal({ type: 'card-deployed', unitId: 'p2/pack', centreLineCm: 30 })).toBe('Bob’s first card replaces their marker');
    battle.step({ type: 'card-deployed', unitId: 'p2/pack', atMarker: true });
    battle.step({ type: 'card-deployed', unitId: 'p3/wardens', atMarker: true });
    battle.step({ type: 'card-deployed', unitId: 'p1/line', atMarker: true });
    expect(battle.refusal({ type: 'card-deployed', unitId: 'p1/runner', nearestEnemyCardCm: 30 })).toBe('The card is 30 cm from an opponent’s card; it must be at least 60 cm away');
  });
});

describe('the example cards make three legal armies at once', () => {
  it('a Human, a Demonic and an Angelic army fit a Small battle', () => {
    const names = EXAMPLE_CARDS.map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining(['Harrow Riflemen', 'Ashen Hounds', 'Seraph Wardens', 'Scrap Runner']));
    expect(() => setupOf(surrender, sides({ player: 'Ann', roster: ann() }, { player: 'Bob', roster: bob() }))).not.toThrow();
  });
});
