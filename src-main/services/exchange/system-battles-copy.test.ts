import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SystemStepAnswer } from '../../../src-shared/contract/system-battles';
import { isSystemBattle } from '../../../src-shared/contract/battles';
import { openTempStore, type TempStore } from '../../testing/temp-store';
import { seedEveryRecord } from '../../testing/seed-every-record';
import { typedCaller as caller } from '../../testing/typed-caller';

/** The campaign file carries battles, forces and libraries of every system, and a copy keeps them playable. */

let temp: TempStore;
beforeEach(() => {
  temp = openTempStore();
});
afterEach(() => temp.dispose());

describe('a campaign copy with a battle of another system', () => {
  it('keeps the battle, its forces and its library, with ids followed into the copy, and it plays on', async () => {
    const call = caller(temp.ctx);
    const seeded = await seedEveryRecord(call);
    const file = call('exchange.export', { campaignId: seeded.campaignId }).content;
    call('exchange.upload', { uploadId: 'copy-of-campaign', index: 0, total: 1, chunk: file });
    call('exchange.check', { uploadId: 'copy-of-campaign' });
    const copy = call('exchange.import', { uploadId: 'copy-of-campaign', mode: 'copy' });

    const battles = call('battles.list', { campaignId: copy.campaignId })
      .filter(isSystemBattle)
      .filter((b) => b.system === 'opend6');
    expect(battles.map((b) => [b.systemName, b.name, b.eventCount])).toEqual([['OpenD6 Fantasy Miniatures', 'Skirmish at the Frost Ford', 2]]);
    const forces = call('forces.list', { campaignId: copy.campaignId, system: 'opend6' });
    const players = call('players.list', { campaignId: copy.campaignId });
    // The seats name the copy's own players and forces, not the original's (the list names them; the battle holds the ids).
    const seats = call('battles.get', { id: battles[0]!.id }).players;
    expect(seats.map((seat) => seat.playerId)).toEqual(['Ann', 'Bo'].map((name) => players.find((p) => p.name === name)!.id));
    expect(seats.flatMap((seat) => seat.forces.map((force) => force.armyId))).toEqual(forces.map((force) => force.id));
    expect(call('libraries.list', { campaignId: copy.campaignId, system: 'opend6' }).map((l) => l.items.length)).toEqual(call('libraries.list', { campaignId: seeded.campaignId, system: 'opend6' }).map((l) => l.items.length));

    const next = call('battles.append', {
      battleId: battles[0]!.id,
      system: 'opend6',
      event: { type: 'conceded', side: 'B' },
      expectedCount: 2,
    }) as SystemStepAnswer;
    expect(next.battle.outcome).toMatchObject({ winners: ['Ann'] });
    // The original is untouched.
    expect(call('battles.get', { id: seeded.systemBattleId })).toMatchObject({ status: 'in-progress', eventCount: 2 });
  });
});
