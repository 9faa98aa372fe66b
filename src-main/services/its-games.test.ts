import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTempStore, type TempStore } from '../testing/temp-store';
import { appendStep, caller } from '../testing/system-fixtures';
import type { AnyBattleDetail } from '../../src-shared/contract/battles';
import type { BattleListRow } from '../../src-shared/contract/battle-list';
import type { CampaignOverview } from '../../src-shared/contract/campaign-overview';
import type { SearchHit, ServiceRecords } from '../../src-shared/contract/chronicle';
import type { SystemBattleDetail } from '../../src-shared/contract/system-battles';

/** An ITS Supremacy game is a battle of the Infinity system: stored, judged, listed, counted and chronicled like any other. */

let temp: TempStore;
let api: ReturnType<typeof caller>;
let campaignId: string;
let players: { alice: string; ben: string };

beforeEach(() => {
  temp = openTempStore();
  api = caller(temp.ctx);
  campaignId = api.call<{ id: string }>('campaigns.create', { name: 'Paradiso' }).id;
  players = {
    alice: api.call<{ id: string }>('players.create', { campaignId, name: 'Alice', colour: '#1565c0' }).id,
    ben: api.call<{ id: string }>('players.create', { campaignId, name: 'Ben', colour: '#2e7d32' }).id,
  };
});
afterEach(() => temp.dispose());

const REPORT = {
  type: 'game-reported',
  report: {
    scenario: 'supremacy',
    ending: 'third-round',
    quadrantsDominated: [{ A: 2, B: 1 }, { A: 3, B: 1 }, { A: 1, B: 1 }],
    consoles: [{ hackedBy: ['A'] }, { hackedBy: ['B'] }, { hackedBy: ['A', 'B'], contestWinner: 'A' }, { hackedBy: [] }],
  },
  classifiedAchieved: { A: 1, B: 1 },
  survivingArmyPoints: { A: 180, B: 95 },
};

function createGame(): SystemBattleDetail {
  return api.call<SystemBattleDetail>('battles.create', {
    system: 'infinity-its',
    campaignId,
    name: 'Night at the Quadrants',
    sides: [{ playerId: players.alice, armyIds: [] }, { playerId: players.ben, armyIds: [] }],
    setup: { scenario: 'supremacy', armyPoints: 300 },
  });
}

describe('an ITS game as a battle of the Infinity system', () => {
  it('is scored from the end-of-game report and joins lists, standings, search, records and exports', () => {
    const game = appendStep(api, createGame(), REPORT);
    expect(game.status).toBe('over');
    const listed = api.call<BattleListRow[]>('battles.list', { campaignId });
    expect(listed[0]).toMatchObject({ systemName: 'Infinity N3 (ITS)', status: 'over' });
    expect(listed[0]!.outcome).toMatchObject({ winners: ['Alice'] });
    expect(api.call<AnyBattleDetail>('battles.get', { id: listed[0]!.id }).outcome).toMatchObject({ winners: ['Alice'], scoreTerm: 'Objective Points' });

    const overview = api.call<CampaignOverview>('campaigns.overview', { id: campaignId });
    expect(overview.standings.find((s) => s.playerName === 'Alice')).toMatchObject({ played: 1, won: 1 });
    expect(overview.standings.find((s) => s.playerName === 'Ben')).toMatchObject({ played: 1, lost: 1 });

    const hits = api.call<{ hits: SearchHit[] }>('chronicle.search', { campaignId, query: 'Tournament Points' });
    expect(hits.hits.map((hit) => hit.battleId)).toContain(game.id);
    const timeline = api.call<{ items: { id: string; summary: string }[] }>('chronicle.timeline', { campaignId });
    expect(timeline.items.find((item) => item.id === game.id)!.summary).toContain('Alice won');
    const records = api.call<ServiceRecords>('chronicle.records', { campaignId });
    expect(records.systems.find((s) => s.system === 'infinity-its')!.forces.find((f) => f.name === 'Alice')).toMatchObject({ battles: 1, wins: 1, score: 8 });
    const markdown = api.call<{ content: string }>('chronicle.export', { campaignId, format: 'markdown' }).content;
    expect(markdown).toContain('Alice won Supremacy against Ben, 8–3 on Objective Points: 4 Tournament Points to 0.');
  });

  it('refuses a report with a doubly-hacked Console and no Face to Face result, writing nothing', () => {
    const game = createGame();
    const report = { ...REPORT, report: { ...REPORT.report, consoles: [{ hackedBy: ['A', 'B'] }, { hackedBy: [] }, { hackedBy: [] }, { hackedBy: [] }] } };
    const refused = api.refusal('battles.append', { battleId: game.id, system: game.system, event: report, expectedCount: 0 });
    expect(refused.message).toContain('Face to Face');
    expect(api.call<SystemBattleDetail>('battles.get', { id: game.id }).steps).toHaveLength(0);
  });

  it('reopens when the report is undone', () => {
    const game = appendStep(api, createGame(), REPORT);
    const reopened = api.call<SystemBattleDetail>('battles.undo', { battleId: game.id, expectedCount: 1 });
    expect(reopened.status).toBe('in-progress');
    expect(api.call<CampaignOverview>('campaigns.overview', { id: campaignId }).standings.find((s) => s.playerName === 'Alice')).toMatchObject({ won: 0 });
  });
});
