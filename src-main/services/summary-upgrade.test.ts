import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTempStore, type TempStore } from '../testing/temp-store';
import { appendStep, caller } from '../testing/system-fixtures';
import type { SystemBattleDetail } from '../../src-shared/contract/system-battles';
import { fallenBattles } from '../testing/fallen-battles';
import type { CampaignOverview } from '../../src-shared/contract/campaign-overview';
import type { CampaignFile } from './exchange/file-format';
import { importCampaignText } from './exchange/import-file';
import { bringStoredSummariesUpToDate } from './summary-upgrade';
import { systemBattleLog } from './system-battles';

/**
 * Battles kept by an earlier version: their stored summaries have no version, and lack what the
 * system's summary holds now. Before the campaign counted every system's fallen, an Order 66 or
 * 1999 battle added nothing to the campaign's count; before Infinity's troopers lost were "not
 * counted", its games said 0. On a real SQLite file with the real migrations: the summaries are
 * redone on opening the file and on importing an old campaign file.
 */
let temp: TempStore;
let api: ReturnType<typeof caller>;
let campaignId: string;

beforeEach(() => {
  temp = openTempStore();
  api = caller(temp.ctx);
  campaignId = api.call<{ id: string }>('campaigns.create', { name: 'The Long Count' }).id;
});
afterEach(() => temp.dispose());

const fallenOf = (id: string) => api.call<CampaignOverview>('campaigns.overview', { id }).soldiersLost;
const summaryOf = (battleId: string) => JSON.parse(temp.store.sqlite.prepare('SELECT summary_json FROM battles WHERE id = ?').pluck().get(battleId) as string) as Record<string, unknown>;
/** What an earlier version kept: the same summary without `fallen`, and unversioned. */
const forgetFallen = () => temp.store.sqlite.prepare("UPDATE battles SET summary_json = json_remove(summary_json, '$.fallen', '$.summaryVersion')").run();

describe('summaries kept before the fallen were counted', () => {
  it('are given their fallen once: Order 66’s one model and 1999’s five count again, and nothing else in the summary changes', () => {
    const played = fallenBattles(api, campaignId);
    const choke = played.chokeBattle();
    const prey = played.preyBattle();
    const before = [summaryOf(choke.id), summaryOf(prey.id)];
    expect(fallenOf(campaignId)).toBe(6);

    forgetFallen();
    expect(fallenOf(campaignId), 'Order 66 counts losses in wounds and 1999 in Army Points: neither is bodies').toBe(0);

    expect(bringStoredSummariesUpToDate(temp.ctx)).toBe(2);
    expect(fallenOf(campaignId)).toBe(6);
    expect([summaryOf(choke.id), summaryOf(prey.id)]).toEqual(before);
    expect(bringStoredSummariesUpToDate(temp.ctx), 'a second opening finds nothing to do').toBe(0);
  });

  it('leaves a battle whose log no longer replays whole as it was, rather than count its fallen short', () => {
    const prey = fallenBattles(api, campaignId).preyBattle();
    forgetFallen();
    temp.store.sqlite.prepare(`UPDATE battle_events SET payload_json = '{"type":"no-such-step"}' WHERE battle_id = ? AND seq = 3`).run(prey.id);
    // As on opening the file: nothing folded yet.
    systemBattleLog.forget(temp.ctx);
    const stored = summaryOf(prey.id);
    expect(bringStoredSummariesUpToDate(temp.ctx)).toBe(0);
    expect(summaryOf(prey.id)).toEqual(stored);
  });

  it('are given their fallen when an old campaign file is imported, inside the import', () => {
    const played = fallenBattles(api, campaignId);
    played.chokeBattle();
    played.preyBattle();
    const file = JSON.parse(api.call<{ content: string }>('exchange.export', { campaignId }).content) as CampaignFile;
    const battles = file.tables.battles!;
    const summaryColumn = battles.columns.indexOf('summary_json');
    const olderRows = battles.rows.map((row) => {
      const { fallen: _fallen, summaryVersion: _version, ...older } = JSON.parse(row[summaryColumn] as string) as Record<string, unknown>;
      return row.map((cell, column) => (column === summaryColumn ? JSON.stringify(older) : cell));
    });
    const olderFile: CampaignFile = { ...file, tables: { ...file.tables, battles: { ...battles, rows: olderRows } } };
    const copy = importCampaignText(temp.ctx, JSON.stringify(olderFile), 'copy');
    expect(fallenOf(copy.campaignId)).toBe(6);
  });

  it('redo an Infinity game’s result that said 0 troopers lost, which its report never counts (seed 003 L394–L408)', () => {
    const alice = api.call<{ id: string }>('players.create', { campaignId, name: 'Alice', colour: '#1565c0' }).id;
    const ben = api.call<{ id: string }>('players.create', { campaignId, name: 'Ben', colour: '#2e7d32' }).id;
    const game = api.call<SystemBattleDetail>('battles.create', { system: 'infinity-its', campaignId, name: 'Night at the Quadrants', sides: [{ playerId: alice, armyIds: [] }, { playerId: ben, armyIds: [] }], setup: { scenario: 'annihilation', armyPoints: 300 } });
    appendStep(api, game, { type: 'game-reported', report: { scenario: 'annihilation', enemyArmyPointsKilled: { A: 110, B: 20 } }, classifiedAchieved: { A: 1, B: 0 }, survivingArmyPoints: { A: 180, B: 95 } });
    const now = summaryOf(game.id);
    // As session 15 stored it: no version, and each side's troopers lost a made-up 0.
    temp.store.sqlite
      .prepare("UPDATE battles SET summary_json = json_remove(json_set(summary_json, '$.result.losses[0].unitsLost', 0, '$.result.losses[1].unitsLost', 0), '$.summaryVersion') WHERE id = ?")
      .run(game.id);
    expect(bringStoredSummariesUpToDate(temp.ctx)).toBe(1);
    expect(summaryOf(game.id)).toEqual(now);
    expect((summaryOf(game.id).result as { losses: { unitsLost: number | null }[] }).losses.map((loss) => loss.unitsLost)).toEqual([null, null]);
  });
});
