import { describe, expect, it } from 'vitest';
import { ORDER_66 } from '../../../src-shared/rules/order-66/system';
import type { AnyGameSystem } from '../../../src-shared/systems/game-system';
import { canAddSide, canRemoveSide, draftFor, fieldOfPath, forcesHint, GUEST, sideInput, sideViews, startingSides } from './setup-sides';
import { TALLY_SYSTEM } from './testing/tally-system';

const order66 = ORDER_66 as AnyGameSystem;
const tally = TALLY_SYSTEM as AnyGameSystem;
const PLAYERS = [
  { id: 'u1', name: 'Alice' },
  { id: 'u2', name: 'Bram' },
  { id: 'u3', name: 'Cleo' },
];
const FORCES = [
  { id: 'f1', name: "Meg's Order", playerId: 'u1' },
  { id: 'f2', name: "Luke's Chaos", playerId: 'u2' },
  { id: 'f3', name: 'Second Chaos', playerId: 'u2' },
];

describe('battle set-up seats', () => {
  it('starts with the fewest sides the system allows, one player each, and a lone force already picked', () => {
    const drafts = startingSides(order66, PLAYERS, FORCES);
    expect(drafts).toHaveLength(order66.battle.sides.min);
    expect(drafts[0]).toEqual({ playerId: 'u1', armyIds: ['f1'] });
    // Bram has two forces and an Order 66 side brings one: the players choose.
    expect(drafts[1]).toEqual({ playerId: 'u2', armyIds: [] });
  });

  it('never picks forces for a system whose sides bring none', () => {
    expect(draftFor(tally, 'u1', FORCES).armyIds).toEqual([]);
  });

  it('adds and removes seats only within the system’s limits', () => {
    expect(canAddSide(tally, 3)).toBe(true);
    expect(canAddSide(tally, 4)).toBe(false);
    expect(canRemoveSide(tally, 2)).toBe(false);
    expect(canRemoveSide(tally, 3)).toBe(true);
  });

  it('tells the system’s form each seat’s key, player and force names', () => {
    const views = sideViews(['p1', 'p2'], [{ playerId: 'u1', armyIds: ['f1'] }, { playerId: '', armyIds: ['gone'] }], PLAYERS, FORCES);
    expect(views).toEqual([
      { side: 'p1', playerName: 'Alice', forceNames: ["Meg's Order"] },
      { side: 'p2', playerName: 'Second side', forceNames: ['a force no longer in the campaign'] },
    ]);
  });

  it('passes the chosen forces’ rosters to the system’s form once every one of a side’s is read', () => {
    const rosters = new Map<string, unknown>([['f1', { name: "Meg's Order" }]]);
    const views = sideViews(['p1', 'p2'], [{ playerId: 'u1', armyIds: ['f1'] }, { playerId: 'u2', armyIds: ['f2', 'f1'] }], PLAYERS, FORCES, rosters);
    expect(views[0]).toEqual({ side: 'p1', playerName: 'Alice', forceNames: ["Meg's Order"], rosters: [{ name: "Meg's Order" }] });
    expect(views[1]).not.toHaveProperty('rosters');
  });

  it('seats a guest typed by name: sent as playerName, shown to the system’s form by that name', () => {
    const guest = { playerId: GUEST, guestName: '  Robin ', armyIds: ['f3'] };
    expect(sideInput(guest)).toEqual({ playerName: 'Robin', armyIds: ['f3'] });
    expect(sideInput({ playerId: 'u1', armyIds: ['f1'] })).toEqual({ playerId: 'u1', armyIds: ['f1'] });
    // No name typed yet: neither id nor name, so the contract asks for one by the seat.
    expect(sideInput({ playerId: GUEST, guestName: ' ', armyIds: [] })).toEqual({ armyIds: [] });
    expect(sideViews(['p1'], [guest], PLAYERS, FORCES)[0]!.playerName).toBe('Robin');
  });

  it('says how many forces a side brings in the system’s words', () => {
    expect(forcesHint(order66)).toBe(`Choose 1 ${order66.terms.force}`);
  });

  it('puts a refusal beside the field its path names', () => {
    expect(fieldOfPath('sides.1.armyIds')).toBe('side-1');
    expect(fieldOfPath('sides')).toBe('sides');
    expect(fieldOfPath('setup.victory')).toBe('setup');
    expect(fieldOfPath('name')).toBe('name');
    expect(fieldOfPath(undefined)).toBe('form');
    expect(fieldOfPath('campaignId')).toBe('form');
  });
});
