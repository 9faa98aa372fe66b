import { describe, expect, it } from 'vitest';
import { rollDice } from '../dice';
import { unactivatedUnits } from './battle/queries';
import { rulesInPlay } from './rules-in-play';
import { codes, d, Game } from './testing/game';

/** The turn sequence (seed 000 L76–L82) through `ORDER_66.battle.apply`. */

const trio = [
  { player: 'Megan', mystic: 'meg' },
  { player: 'Sam', mystic: 'luke' },
  { player: 'Ann', mystic: 'jen', allegiance: 'chaos' as const },
];

describe('the roll-off (L76)', () => {
  it('starts turn 1 with every player rolling a D6', () => {
    const game = Game.of(trio);
    expect(game.state).toMatchObject({ turn: 1, phase: 'roll-off', rollOff: ['p1', 'p2', 'p3'] });
  });

  it('the highest roller picks one of their unactivated units and completes its actions', () => {
    const game = Game.of(trio);
    expect(game.do({ type: 'roll-off', rolls: { p1: d(2), p2: d(5), p3: d(4) } })).toEqual([{ code: 'roll-off-won', side: 'p2', rolls: { p1: 2, p2: 5, p3: 4 } }]);
    expect(game.refused({ type: 'activate', unitId: 'p1.mystic' })).toBe("Meg is not Sam's to activate");
    expect(game.refused({ type: 'move', modelId: 'p2.mystic', squares: 1 })).toContain('win a roll-off and pick a unit first');
    expect(codes(game.do({ type: 'activate', unitId: 'p2.grymn-1' }))).toEqual(['unit-activated']);
    expect(game.refused({ type: 'move', modelId: 'p2.mystic', squares: 1 })).toBe('Luke is not in the unit that is acting now');
  });

  it('wants exactly one D6 from each player in the roll-off, and refuses bad dice', () => {
    const game = Game.of(trio);
    expect(game.refused({ type: 'roll-off', rolls: { p1: d(2), p2: d(5) } })).toBe('A roll is missing for Ann');
    expect(game.refused({ type: 'roll-off', rolls: { p1: d(2), p2: d(5), p3: d(7) } })).toBe("Ann's roll: The die shows 7; a D6 shows 1 to 6");
    expect(game.refused({ type: 'roll-off', rolls: { p1: d(2), p2: d(5), p3: d(1, 1) } })).toBe("Ann's roll: Roll a D6 for this; 2 dice were entered");
    expect(game.refused({ type: 'roll-off', rolls: { p1: d(2), p2: d(5), p3: d(4), p9: d(3) } })).toBe('A roll names a player who is not in this battle');
  });

  it('takes app-rolled dice whose faces match their seed, and refuses ones that do not', () => {
    const game = Game.of(trio.slice(0, 2));
    const rolled = rollDice(42, 1);
    const forged = { ...rolled, faces: [rolled.faces[0] === 6 ? 5 : 6] };
    expect(game.refused({ type: 'roll-off', rolls: { p1: forged, p2: d(1) } })).toBe("Megan's roll: The die is not what the app rolled; roll again, or enter the dice rolled at the table");
    game.do({ type: 'roll-off', rolls: { p1: rolled, p2: rollDice(7, 1) } });
  });
});

describe('after each activation all players roll again (L80)', () => {
  it('rolls again among the players with units left; a player with nothing left is skipped', () => {
    const game = Game.of(trio.slice(0, 2));
    game.activate('p1');
    expect(codes(game.do({ type: 'end-activation' }))).toEqual(['activation-ended']);
    expect(game.state).toMatchObject({ phase: 'roll-off', rollOff: ['p1', 'p2'] });
    game.activate('p1', 'p1.grymn-1');
    const ended = game.do({ type: 'end-activation' });
    expect(ended).toEqual([
      { code: 'activation-ended', side: 'p1', unitId: 'p1.grymn-1', early: true },
      { code: 'picks-unopposed', side: 'p2' },
    ]);
    expect(game.state).toMatchObject({ phase: 'pick', picker: 'p2' });
    game.do({ type: 'activate', unitId: 'p2.mystic' });
    game.do({ type: 'end-activation' });
    expect(codes(game.do({ type: 'activate', unitId: 'p2.grymn-1' }))).toEqual(['unit-activated']);
    expect(codes(game.do({ type: 'end-activation' }))).toEqual(['activation-ended', 'turn-ended', 'turn-started']);
  });

  it('"Once all units have activated, the turn ends and all players roll D6" for the next turn', () => {
    const game = Game.of(trio.slice(0, 2));
    for (const [side, unit] of [['p1', 'p1.mystic'], ['p2', 'p2.mystic'], ['p1', 'p1.grymn-1']] as const) {
      game.activate(side, unit);
      game.do({ type: 'end-activation' });
    }
    game.do({ type: 'activate', unitId: 'p2.grymn-1' });
    game.do({ type: 'end-activation' });
    expect(game.state).toMatchObject({ turn: 2, phase: 'roll-off', rollOff: ['p1', 'p2'] });
    expect(Object.values(game.state.models).every((model) => !model.activated && model.actionsUsed === 0)).toBe(true);
  });

  it('refuses a second activation of a unit in the same turn', () => {
    const game = Game.of(trio.slice(0, 2));
    game.activate('p1');
    game.do({ type: 'end-activation' });
    game.do({ type: 'roll-off', rolls: { p1: d(6), p2: d(1) } });
    expect(game.refused({ type: 'activate', unitId: 'p1.mystic' })).toBe('Megan has no such unit waiting to activate');
  });

  it('players on a tie roll again (o66.roll-off-ties), and a player out of the tie cannot roll', () => {
    const game = Game.of(trio);
    expect(game.do({ type: 'roll-off', rolls: { p1: d(4), p2: d(4), p3: d(1) } })).toEqual([
      { code: 'roll-off-tied', sides: ['p1', 'p2'], rolls: { p1: 4, p2: 4, p3: 1 }, rerolling: ['p1', 'p2'] },
    ]);
    expect(game.refused({ type: 'roll-off', rolls: { p1: d(4), p2: d(3), p3: d(6) } })).toBe('Ann does not roll now: only players in the tie roll');
    expect(codes(game.do({ type: 'roll-off', rolls: { p1: d(4), p2: d(3) } }))).toEqual(['roll-off-won']);
    expect(game.state.picker).toBe('p1');
  });
});

describe('what a unit is (o66.activation-unit)', () => {
  const squads = trio.slice(0, 2).map((spec) => ({ ...spec, grymn: 2 }));
  const agreed = { 'o66.grymn-per-mystic': 'agreed' };

  it('troopers-together: one roll-off win moves all of a player\'s Grymn Troopers, two actions each', () => {
    const choices = { ...agreed, 'o66.activation-unit': 'troopers-together' };
    const game = Game.of(squads, choices);
    expect(game.activate('p1', 'p1.grymn')).toContainEqual({ code: 'unit-activated', side: 'p1', unitId: 'p1.grymn', modelIds: ['p1.grymn-1', 'p1.grymn-2'] });
    for (const id of ['p1.grymn-1', 'p1.grymn-2']) {
      game.do({ type: 'move', modelId: id, squares: 3 });
      game.do({ type: 'move', modelId: id, squares: 3 });
    }
    expect(game.state.phase).toBe('roll-off');
    expect(unactivatedUnits(game.state, rulesInPlay(choices)).map((unit) => unit.id)).toEqual(['p1.mystic', 'p2.mystic', 'p2.grymn']);
  });

  it('whole-force: each player has one unit, so a turn is one activation per player', () => {
    const game = Game.of(squads, { ...agreed, 'o66.activation-unit': 'whole-force' });
    game.activate('p2', 'p2.force');
    expect(codes(game.do({ type: 'end-activation' }))).toEqual(['activation-ended', 'picks-unopposed']);
    game.do({ type: 'activate', unitId: 'p1.force' });
    expect(codes(game.do({ type: 'end-activation' }))).toEqual(['activation-ended', 'turn-ended', 'turn-started']);
  });
});
