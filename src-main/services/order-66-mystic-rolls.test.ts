import { describe, expect, it } from 'vitest';
import { longNightCampaign } from '../testing/long-night-campaign';
import { everyTableRow } from '../testing/table-rows';
import { enteredDice } from '../../src-shared/rules/dice';
import { force } from '../../src-shared/rules/order-66/testing/game';

/**
 * An Order 66 force whose Mystic is made from rolls a D3 cannot make is refused at the contract
 * with the die named, and nothing is written: real contract, real SQLite, shipped migrations.
 */

const night = longNightCampaign();
const stored = () => everyTableRow(night.temp.store.sqlite);

describe("an Order 66 Mystic's rolls", () => {
  // 000_fd0e5ac397c8988d.txt:60 "Each player rolls D3 four times for the statistics of their Mystic".
  it.each([
    ['a face a D3 cannot show', enteredDice([3, 4, 2, 1], 3), 'roster.creation.rolls.faces.1', 'Die 2 shows 4; a D3 shows 1 to 3'],
    ['a 0', enteredDice([0, 1, 2, 1], 3), 'roster.creation.rolls.faces.0', 'Die 1 shows 0; a D3 shows 1 to 3'],
    ['D6 rolls', enteredDice([1, 2, 3, 4], 6), 'roster.creation.rolls.sides', 'A Mystic is made from D3 rolls'],
    ['three rolls', enteredDice([1, 2, 3], 3), 'roster.creation.rolls.faces', 'Roll 4D3 for this; 3 dice were entered'],
  ])('refuses %s for the Mystic’s statistics, writing nothing', (_what, rolls, path, message) => {
    const before = stored();
    const roster = { ...force({ player: 'Ann', mystic: 'meg' }), creation: { rolls, assignment: { combat: 0, range: 1, dodge: 2 } } };
    expect(night.api.refusal('forces.create', { campaignId: night.campaignId, playerId: night.playerIds[0], system: 'order-66', roster })).toMatchObject({ code: 'invalid_input', path, message });
    expect(stored()).toEqual(before);
  });

  it('refuses an impossible face when a saved force is changed, keeping the force as it was', () => {
    const meg = night.api.call<{ id: string }>('forces.create', { campaignId: night.campaignId, playerId: night.playerIds[0], system: 'order-66', roster: force({ player: 'Ann', mystic: 'meg' }) });
    const saved = stored();
    const roster = { ...force({ player: 'Ann', mystic: 'meg' }), creation: { rolls: enteredDice([2, 2, 5, 1], 3), assignment: { combat: 0, range: 1, dodge: 2 } } };
    expect(night.api.refusal('forces.update', { id: meg.id, system: 'order-66', roster })).toMatchObject({ code: 'invalid_input', path: 'roster.creation.rolls.faces.2', message: 'Die 3 shows 5; a D3 shows 1 to 3' });
    expect(stored()).toEqual(saved);
  });
});
