import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTempStore, type TempStore } from '../testing/temp-store';
import { appendStep, caller } from '../testing/system-fixtures';
import { seedBridgeCampaign } from '../../src-shared/chronicle/testing/seed-campaign';
import type { SystemBattleDetail } from '../../src-shared/contract/system-battles';
import type { CallInput, CallName, CallOutput } from '../../src-shared/contract';

/** A battle's in-world date row is written when the battle is created or dated, never when it is read or narrated. */

let temp: TempStore;
let api: ReturnType<typeof caller>;
beforeEach(() => {
  temp = openTempStore();
  api = caller(temp.ctx);
});
afterEach(() => temp.dispose());

const dateRows = () => temp.store.sqlite.prepare('SELECT battle_id AS battleId, world_date AS worldDate, world_day AS worldDay FROM battle_chronicles ORDER BY battle_id').all();
const playerIds = (campaignId: string) => temp.store.sqlite.prepare('SELECT id FROM players WHERE campaign_id = ? ORDER BY position').pluck().all(campaignId) as string[];
const totalChanges = () => temp.store.sqlite.prepare('SELECT total_changes()').pluck().get() as number;

function itsGame(campaignId: string): SystemBattleDetail {
  const alice = api.call<{ id: string }>('players.create', { campaignId, name: 'Alice', colour: '#1565c0' }).id;
  const ben = api.call<{ id: string }>('players.create', { campaignId, name: 'Ben', colour: '#2e7d32' }).id;
  const game = api.call<SystemBattleDetail>('battles.create', {
    system: 'infinity-its',
    campaignId,
    name: 'Night at the Quadrants',
    sides: [{ playerId: alice, armyIds: [] }, { playerId: ben, armyIds: [] }],
    setup: { scenario: 'nimbus-zone', armyPoints: 300 },
  });
  return appendStep(api, game, {
    type: 'game-reported',
    report: { scenario: 'nimbus-zone', dataPacksDownloaded: { A: 2, B: 1 }, antennaeDisconnected: { A: 1, B: 0 }, consolesControlled: { A: 1, B: 1 } },
    classifiedAchieved: { A: 1, B: 0 },
    survivingArmyPoints: { A: 200, B: 120 },
  });
}

/** Every read a player's screens and exports make of a campaign and its battle. */
function readEverything(campaignId: string, battleId: string): void {
  api.call('chronicle.battle.get', { battleId });
  api.call('chronicle.timeline', { campaignId });
  api.call('chronicle.search', { campaignId, query: 'Quadrants' });
  api.call('chronicle.records', { campaignId });
  api.call('chronicle.dashboard', { campaignId });
  api.call('chronicle.export', { campaignId, format: 'markdown' });
  api.call('chronicle.export', { campaignId, format: 'csv' });
  api.call('map.get', { campaignId });
  api.call('battles.get', { id: battleId });
}

describe("a battle's in-world date", () => {
  it('is written when the battle is created, dated like the campaign’s latest entry', async () => {
    const campaignId = api.call<{ id: string }>('campaigns.create', { name: 'Paradiso' }).id;
    api.call('chronicle.diary.create', { campaignId, title: 'Landing', worldDay: 5 });
    const game = itsGame(campaignId);
    expect(dateRows()).toEqual([{ battleId: game.id, worldDate: '', worldDay: 5 }]);
    // Orders & Omens battles too (created through the contract by the seed).
    const seeded = await seedBridgeCampaign(<N extends CallName>(name: N, input: CallInput<N>) => api.call<CallOutput<N>>(name, input));
    expect(dateRows()).toContainEqual({ battleId: seeded.battleId, worldDate: '', worldDay: 1 });
  });

  it('with nothing dated yet, is Day 1 named by the campaign’s start date; later battles follow the latest day', () => {
    const campaignId = api.call<{ id: string }>('campaigns.create', { name: 'Paradiso', startDate: 'Spring, in the 412th year of the Crown' }).id;
    const first = itsGame(campaignId);
    expect(dateRows()).toEqual([{ battleId: first.id, worldDate: 'Spring, in the 412th year of the Crown', worldDay: 1 }]);
    api.call('chronicle.diary.create', { campaignId, title: 'The march north', worldDay: 4 });
    const later = api.call<{ id: string }>('battles.create', {
      system: 'infinity-its',
      campaignId,
      name: 'At the ford',
      sides: playerIds(campaignId).map((playerId) => ({ playerId, armyIds: [] })),
      setup: { scenario: 'nimbus-zone', armyPoints: 300 },
    });
    // Day 4 has no name of its own: the start date is free text, so no later date is made up from it.
    expect(dateRows()).toContainEqual({ battleId: later.id, worldDate: '', worldDay: 4 });
    const timeline = api.call<{ items: { title: string; worldDay: number | null; worldDate: string }[] }>('chronicle.timeline', { campaignId });
    expect(timeline.items.find((item) => item.title === 'Night at the Quadrants')).toMatchObject({ worldDay: 1, worldDate: 'Spring, in the 412th year of the Crown' });
  });

  it('is never written by narrating or reading: an undated battle stays undated until the players date it', () => {
    const campaignId = api.call<{ id: string }>('campaigns.create', { name: 'Paradiso' }).id;
    const game = itsGame(campaignId);
    // As an older version left a battle it never narrated: no date row.
    temp.store.sqlite.prepare('DELETE FROM battle_chronicles WHERE battle_id = ?').run(game.id);
    readEverything(campaignId, game.id);
    expect(dateRows()).toEqual([]);
    expect(api.call<{ battle: { worldDay: number | null; worldDate: string } }>('chronicle.battle.get', { battleId: game.id }).battle).toMatchObject({ worldDay: null, worldDate: '' });
    // Once the narration is cached, reading writes nothing at all.
    const before = totalChanges();
    readEverything(campaignId, game.id);
    expect(totalChanges()).toBe(before);

    api.call('chronicle.battle.setWorldDate', { battleId: game.id, worldDate: 'Spring, year 3', worldDay: 12 });
    expect(dateRows()).toEqual([{ battleId: game.id, worldDate: 'Spring, year 3', worldDay: 12 }]);
  });
});
