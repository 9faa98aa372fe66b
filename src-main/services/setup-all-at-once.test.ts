import { describe, expect, it } from 'vitest';
import { longNightCampaign } from '../testing/long-night-campaign';
import { dispatch } from '../dispatch';
import type { ForceDetail } from '../../src-shared/contract/forces';
import { force } from '../../src-shared/rules/order-66/testing/game';
import { ICE_RANGERS } from '../../src-shared/rules/opend6/squads/samples';
import { army, squad } from '../../src-shared/rules/1999/testing/fixtures';

/**
 * Setting up a battle of 1999, Order 66 or OpenD6 says every problem of the set-up in one refusal
 * (each force not ready, one force on two sides, each field the system's rules refuse), the first
 * at its path, each at its own in `details.fields`, through the real contract on a real SQLite
 * file with the shipped migrations; nothing is written.
 */

const night = longNightCampaign();

function newForce(system: string, player: number, roster: unknown): ForceDetail {
  return night.api.call<ForceDetail>('forces.create', { campaignId: night.campaignId, playerId: night.playerIds[player], system, roster });
}

const battles = () => night.temp.store.sqlite.prepare('SELECT count(*) FROM battles').pluck().get();

function refusal(input: unknown) {
  const before = battles();
  const result = dispatch(night.temp.ctx, 'battles.create', input);
  if (result.ok) throw new Error('the battle was set up');
  expect(battles()).toBe(before);
  return result.error;
}

const seat = (player: number, ...armyIds: string[]) => ({ playerId: night.playerIds[player], armyIds });

describe('every set-up problem in one refusal', () => {
  it('Order 66: a force not ready, one force on two sides and a Mystic twice, each at its seat (seed 000 L60, L72)', () => {
    // 000_fd0e5ac397c8988d.txt:60 "Each player rolls D3 four times"; :72 "Every player has 1 Grymn Trooper per Mystic".
    const unready = newForce('order-66', 0, { ...force({ player: 'Ann', mystic: 'meg' }), name: 'The Unrolled', creation: null, grymn: 2 });
    const meg = newForce('order-66', 1, { ...force({ player: 'Bob', mystic: 'meg' }), name: 'Meg’s Hand' });
    const megAgain = newForce('order-66', 2, { ...force({ player: 'Cy', mystic: 'meg' }), name: 'Meg’s Other Hand' });
    const error = refusal({
      system: 'order-66',
      campaignId: night.campaignId,
      name: 'The Grey Square',
      sides: [seat(0, unready.id), seat(1, meg.id), seat(2, megAgain.id), { playerName: 'Dee', armyIds: [meg.id] }],
      setup: {},
    });
    expect([error.code, error.path]).toEqual(['rejected', 'sides.0.armyIds.0']);
    expect(error.details?.fields).toEqual({
      'sides.0.armyIds.0': expect.stringMatching(/^The Unrolled has 2 problems to fix before it can take the field\. Roll four D3/),
      'sides.3.armyIds.0': 'A force can fight on one side only',
      'sides.2.forces': 'Meg already fights for Bob; each Mystic takes the field once',
    });
    expect(error.message).toMatch(/^This battle cannot be set up yet\. The Unrolled has 2 problems .+ A force can fight on one side only\. Meg already fights for Bob; each Mystic takes the field once\.$/);
  });

  it('OpenD6: a squad not ready, a squad on both sides and a side over its SGPs, each at its field (seed 004 L39, L41–L43)', () => {
    // 004_3d302cf9904c93cb.txt:39 "groups of between three and ten figures"; :41 each side has its agreed SGPs.
    const rangers = newForce('opend6', 0, { ...ICE_RANGERS, name: 'Ice Rangers' });
    const worn = newForce('opend6', 1, { ...ICE_RANGERS, name: 'Worn Rangers', soldiers: 2 });
    expect(worn.battleReady).toBe(false);
    const error = refusal({
      system: 'opend6',
      campaignId: night.campaignId,
      name: 'The Ford',
      sides: [seat(0, rangers.id), seat(1, rangers.id, worn.id)],
      setup: { budgets: { A: 1, B: 2000 } },
    });
    expect([error.code, error.path]).toEqual(['rejected', 'sides.1.armyIds.0']);
    expect(error.details?.fields).toEqual({
      'sides.1.armyIds.0': 'A squad can fight on one side only',
      'sides.1.armyIds.1': expect.stringMatching(/^Worn Rangers has \d+ problems? to fix before it can take the field\. .*A squad has between 3 and 10 soldiers; this one has 2/),
      'setup.budgets.A': expect.stringMatching(/^Ann’s squads cost [\d,]+ SGPs, over the agreed 1 SGPs$/),
    });
  });

  it('1999: both armies over the agreed size, the way out, and the Turns not agreed, each at its field (seed 001 L251–L253)', () => {
    // 001_666c0140e8c1627f.txt:251-253: an army of the agreed Army Points for the territory's size.
    const harrow = newForce('1999', 0, army('Harrow Line', [squad('line', 'Harrow Riflemen', 5)]));
    const ash = newForce('1999', 1, army('Ash Pack', [squad('pack', 'Ashen Hounds', 4)]));
    const error = refusal({
      system: '1999',
      campaignId: night.campaignId,
      name: 'The Ash Road',
      sides: [seat(0, harrow.id), seat(1, ash.id)],
      setup: { size: { kind: 'agreed', points: 5 }, victory: { decidedBy: 'agreed', condition: 'turn-limit' } },
    });
    expect([error.code, error.path]).toEqual(['rejected', 'sides.0.forces.0']);
    expect(error.details?.fields).toEqual({
      'sides.0.forces.0': expect.stringMatching(/^Ann’s army “Harrow Line”: \d+ Army Points, \d+ over the 5 agreed/),
      'sides.1.forces.0': expect.stringMatching(/^Bob’s army “Ash Pack”: \d+ Army Points, \d+ over the 5 agreed/),
      'setup.size': 'Choose a larger Size of the battle, or lighten the armies',
      'setup.turnLimit': 'Agree how many Turns to play',
    });
  });

  it('one problem alone is refused as before: at its path, in its own words, with no list', () => {
    const harrow = newForce('1999', 0, army('Harrow Line', [squad('line', 'Harrow Riflemen', 5)]));
    const ash = newForce('1999', 1, army('Ash Pack', [squad('pack', 'Ashen Hounds', 4)]));
    const error = refusal({ system: '1999', campaignId: night.campaignId, name: 'The Ash Road', sides: [seat(0, harrow.id), seat(1, ash.id)], setup: { size: { kind: 'small' }, victory: { decidedBy: 'agreed', condition: 'turn-limit' } } });
    expect(error).toEqual({ code: 'rejected', path: 'setup.turnLimit', message: 'Agree how many Turns to play' });
  });

  it('a player who is not of this campaign is named by seat, never by an internal id', () => {
    const harrow = newForce('1999', 0, army('Harrow Line', [squad('line', 'Harrow Riflemen', 5)]));
    const ash = newForce('1999', 1, army('Ash Pack', [squad('pack', 'Ashen Hounds', 4)]));
    const stranger = 'player-from-another-campaign';
    const error = refusal({ system: '1999', campaignId: night.campaignId, name: 'The Ash Road', sides: [seat(0, harrow.id), { playerId: stranger, armyIds: [ash.id] }], setup: { size: { kind: 'small' }, turnLimit: 6, victory: { decidedBy: 'agreed', condition: 'turn-limit' } } });
    expect([error.code, error.path]).toEqual(['not_found', 'sides.1.playerId']);
    expect(error.message).toBe("That player does not play in this campaign: choose one of the campaign's players");
  });
});
