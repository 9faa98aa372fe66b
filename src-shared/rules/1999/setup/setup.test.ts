import { describe, expect, it } from 'vitest';
import { buildSetup, d3Odds, territorialTurnFromD6, territorialTurnOdds, victoryFromD6, victoryRollOdds, SYSTEM_1999 } from '../index';
import { army, die, libraries, setupOf, sides, squad, unit } from '../testing/fixtures';

const human = () => army('Harrow Line', [squad('line', 'Harrow Riflemen', 5), unit('runner', 'Scrap Runner')]);
const demons = () => army('Ash Pack', [squad('pack', 'Ashen Hounds', 4), { ...squad('pack2', 'Ashen Hounds', 2), reinforcement: true }]);
const angels = () => army('Choir', [squad('wardens', 'Seraph Wardens', 3, { attached: [{ key: 'herald', card: 'Herald of the Seventh Choir', type: 'leader', position: 0, dna: [] }] })]);
const two = () => sides({ player: 'Ann', roster: human() }, { player: 'Bob', roster: demons() });
const build = (input: object, chosen = two(), rulings = {}) => buildSetup(input as never, chosen, { now: '2024-01-01T00:00:00Z', rulings, libraries: libraries() });

describe('rolling a D3 (seed 001 L127–L129) and the victory condition (L259–L267)', () => {
  it('reads a D6 as a D3 and sets Territorial, Prey or Predator', () => {
    expect([1, 2, 3, 4, 5, 6].map(victoryFromD6)).toEqual(['territorial', 'territorial', 'prey', 'prey', 'predator', 'predator']);
    expect([...d3Odds().entries()]).toEqual([
      [1, 2 / 6],
      [2, 2 / 6],
      [3, 2 / 6],
    ]);
    expect(victoryRollOdds()).toMatchObject({ territorial: 1 / 3, prey: 1 / 3, predator: 1 / 3, surrender: 0, 'turn-limit': 0 });
  });

  it('rolls the Territorial Turn on a D6+3: Turns 4 to 9 (L263)', () => {
    expect([1, 2, 3, 4, 5, 6].map(territorialTurnFromD6)).toEqual([4, 5, 6, 7, 8, 9]);
    expect([...territorialTurnOdds().keys()]).toEqual([4, 5, 6, 7, 8, 9]);
  });

  it('settles a rolled condition into the setup, with its own follow-up roll', () => {
    const built = build({ size: { kind: 'small' }, victory: { decidedBy: 'rolled', roll: die(2) }, territorialTurn: { decidedBy: 'rolled', roll: die(6) } });
    expect(built.ok && built.setup.victory).toMatchObject({ condition: 'territorial', decidedBy: 'rolled', territorialTurn: { turn: 9, decidedBy: 'rolled' } });
    expect(build({ size: { kind: 'small' }, victory: { decidedBy: 'rolled', roll: die(1) } })).toMatchObject({ ok: false, reason: 'Territorial Mission: agree the Turn, or roll a D6+3' });
    expect(build({ size: { kind: 'small' }, victory: { decidedBy: 'rolled', roll: die(7) } })).toMatchObject({ ok: false, reason: 'The victory condition’s D3: The die shows 7; a D6 shows 1 to 6' });
  });

  it('a fixed number of Turns needs the number', () => {
    expect(build({ size: { kind: 'small' }, victory: { decidedBy: 'agreed', condition: 'turn-limit' } })).toMatchObject({ ok: false, reason: 'Agree how many Turns to play' });
    const built = build({ size: { kind: 'small' }, victory: { decidedBy: 'agreed', condition: 'turn-limit' }, turnLimit: 6 });
    expect(built.ok && built.setup.victory.turnLimit).toBe(6);
  });
});

describe('Prey Mission (L265)', () => {
  const prey = (prey: object) => ({ size: { kind: 'small' }, victory: { decidedBy: 'agreed', condition: 'prey' }, prey });

  it('each player designates a Bounty Unit, never a Reinforcement Unit (L339)', () => {
    expect(build(prey({ variant: 'designated', bounty: { p1: 'line' } }))).toMatchObject({ ok: false, reason: 'Prey Mission: Bob designates a Bounty Unit' });
    expect(build(prey({ variant: 'designated', bounty: { p1: 'line', p2: 'pack2' } }))).toMatchObject({ ok: false, reason: 'Prey Mission: Ashen Hounds is a Reinforcement Unit and may never be the Bounty Unit' });
    const built = build(prey({ variant: 'designated', bounty: { p1: 'line', p2: 'pack' } }));
    expect(built.ok && built.setup.victory.prey).toEqual({ variant: 'designated', bounty: { p1: 'p1/line', p2: 'p2/pack' } });
  });

  it('the lowest- or highest-cost variant picks the Unit; the player chooses among equal costs', () => {
    const built = build(prey({ variant: 'lowest-cost' }));
    expect(built.ok && built.setup.victory.prey!.bounty).toEqual({ p1: 'p1/runner', p2: 'p2/pack' });
    const highest = build(prey({ variant: 'highest-cost' }));
    expect(highest.ok && highest.setup.victory.prey!.bounty).toEqual({ p1: 'p1/line', p2: 'p2/pack' });
    const twins = sides({ player: 'Ann', roster: army('Twins', [squad('a', 'Harrow Riflemen', 4), squad('b', 'Harrow Riflemen', 4)]) }, { player: 'Bob', roster: demons() });
    expect(build(prey({ variant: 'lowest-cost' }), twins)).toMatchObject({ ok: false, reason: 'Prey Mission: Ann has several Units costing 20 Army Points (Harrow Riflemen, Harrow Riflemen); the player decides which' });
    const chosen = build(prey({ variant: 'lowest-cost', bounty: { p1: 'b' } }), twins);
    expect(chosen.ok && chosen.setup.victory.prey!.bounty.p1).toBe('p1/b');
  });

  it('1999.prey-variant-candidates: Reinforcement Units are left out by default; counted and refused as the house rule', () => {
    expect(build(prey({ variant: 'lowest-cost' })).ok).toBe(true);
    expect(build(prey({ variant: 'lowest-cost' }), two(), { '1999.prey-variant-candidates': 'all-units' })).toMatchObject({
      ok: false,
      reason: 'Prey Mission: Ashen Hounds, Bob’s lowest-cost Unit, is a Reinforcement Unit and may never be the Bounty Unit',
    });
  });
});

describe('armies and players at set-up', () => {
  it('takes two or more players, each with a legal army within the agreed size', () => {
    expect(SYSTEM_1999.battle.sides).toEqual({ min: 2, max: 6 });
    const one = sides({ player: 'Ann', roster: human() });
    expect(build({ size: { kind: 'small' }, victory: { decidedBy: 'agreed', condition: 'surrender' } }, one)).toMatchObject({ ok: false, reason: 'A 1999 battle has 2 to 6 players; 1 chosen' });
    expect(build({ size: { kind: 'agreed', points: 34 }, victory: { decidedBy: 'agreed', condition: 'surrender' } })).toMatchObject({
      ok: false,
      path: 'sides.1.forces.0',
      reason: 'Bob’s army “Ash Pack”: 36 Army Points, 2 over the 34 agreed; an army may cost less, never more',
      more: [{ reason: 'Choose a larger Size of the battle, or lighten the army', path: 'size' }],
    });
  });

  it('names every army over the size, not only the first, and says where the way out is (seed 001 L251–L253)', () => {
    // Ann's 32 and Bob's 36 Army Points (12 of them Reinforcements, which still count: L337) against 20 agreed
    expect(build({ size: { kind: 'agreed', points: 20 }, victory: { decidedBy: 'agreed', condition: 'surrender' } })).toMatchObject({
      ok: false,
      path: 'sides.0.forces.0',
      reason: 'Ann’s army “Harrow Line”: 32 Army Points, 12 over the 20 agreed; an army may cost less, never more',
      more: [
        { reason: 'Bob’s army “Ash Pack”: 36 Army Points, 16 over the 20 agreed; an army may cost less, never more', path: 'sides.1.forces.0' },
        { reason: 'Choose a larger Size of the battle, or lighten the armies', path: 'size' },
      ],
    });
  });

  it('three players need the multiplayer markers’ distances (L343)', () => {
    const three = sides({ player: 'Ann', roster: human() }, { player: 'Bob', roster: demons() }, { player: 'Cy', roster: angels() });
    const input = { size: { kind: 'small' }, victory: { decidedBy: 'agreed', condition: 'predator' } };
    expect(build(input, three)).toMatchObject({ ok: false, reason: 'With more than two players, agree the markers’ distance from the edge and from each other' });
    expect(SYSTEM_1999.battle.setupSchema.safeParse({ ...input, markers: { edgeDistanceCm: 10, spacingCm: 50 } }).error?.issues[0]?.message).toBe('Markers are at least 60 cm apart');
    const setup = setupOf({ ...input, markers: { edgeDistanceCm: 10, spacingCm: 80 } } as never, three);
    expect(setup.markers).toEqual({ edgeDistanceCm: 10, spacingCm: 80 });
    expect(SYSTEM_1999.battle.sideKeys(setup)).toEqual(['p1', 'p2', 'p3']);
  });

  it('snapshots each card at the version that applies, so later edits never change the battle', () => {
    const setup = setupOf({ size: { kind: 'small' }, victory: { decidedBy: 'agreed', condition: 'surrender' } } as never, two());
    const line = setup.sides[0]!.units[0]!;
    expect(line).toMatchObject({ id: 'p1/line', name: 'Harrow Riflemen', points: 25, reinforcement: false });
    expect(line.cards[0]).toMatchObject({ id: 'p1/line', models: 5, card: { name: 'Harrow Riflemen', version: 1 } });
    expect(setup.sides[1]!.units[1]!.reinforcement).toBe(true);
  });
});
