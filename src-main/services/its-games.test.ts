import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTempStore, type TempStore } from '../testing/temp-store';
import { appendStep, caller } from '../testing/system-fixtures';
import type { AnyBattleDetail } from '../../src-shared/contract/battles';
import type { BattleListRow } from '../../src-shared/contract/battle-list';
import type { CampaignOverview } from '../../src-shared/contract/campaign-overview';
import type { BattleChronicleView, Dashboard, SearchHit, ServiceRecords } from '../../src-shared/contract/chronicle';
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
  it('counts no fallen and no troopers lost: the report names no trooper who fell (seed 003 L394–L408)', () => {
    const game = appendStep(api, createGame(), REPORT);
    expect(game.summary.fallen).toBeUndefined();
    expect(game.summary.result?.losses.map((loss) => loss.unitsLost)).toEqual([null, null]);
  });

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
    // The report names no force: the players are counted as players, never listed as armies or forces.
    expect(records.systems.find((s) => s.system === 'infinity-its')!.forces).toEqual([]);
    const its = api.call<Dashboard>('chronicle.dashboard', { campaignId }).standings.find((group) => group.system === 'infinity-its')!;
    expect(its.byPlayer.map((row) => [row.name, row.battles, row.wins, row.score])).toEqual([['Alice', 1, 1, 8], ['Ben', 1, 0, 3]]);
    expect(its.byArmy).toEqual([]);
    const markdown = api.call<{ content: string }>('chronicle.export', { campaignId, format: 'markdown' }).content;
    expect(markdown).toContain('Alice won Supremacy against Ben, 8–3 on Objective Points: 4 Tournament Points to 0.');
    // The one end-of-game report is read under "The reckoning", never "Turn 3": an ITS Turn is a player's
    // Active Turn inside a Game Round (seed 003 L440, L734); "Classified Objectives" keeps its capitals (L412).
    const account = api.call<BattleChronicleView>('chronicle.battle.get', { battleId: game.id });
    expect(account.paragraphs.map((paragraph) => paragraph.title)).toEqual(['Before the battle', 'The reckoning']);
    expect(markdown).not.toMatch(/Turn 3/);
    expect(markdown).toContain('1 for Classified Objectives');
  });

  it('ranks the ITS table by Tournament Points, then Objective Points, not by wins (ruling its.tournament-points)', () => {
    const cara = api.call<{ id: string }>('players.create', { campaignId, name: 'Cara', colour: '#c62828' }).id;
    appendStep(api, createGame(), REPORT);
    // Three even games between Ben and Cara: the same Quadrants and Classified Objectives, no Console hacked.
    const even = { ...REPORT, report: { ...REPORT.report, quadrantsDominated: [{ A: 1, B: 1 }, { A: 1, B: 1 }, { A: 1, B: 1 }], consoles: [{ hackedBy: [] }, { hackedBy: [] }, { hackedBy: [] }, { hackedBy: [] }] }, survivingArmyPoints: { A: 150, B: 150 } };
    for (let game = 0; game < 3; game++) {
      const tie = api.call<SystemBattleDetail>('battles.create', { system: 'infinity-its', campaignId, name: `Stalemate ${game + 1}`, sides: [{ playerId: players.ben, armyIds: [] }, { playerId: cara, armyIds: [] }], setup: { scenario: 'supremacy', armyPoints: 300 } });
      expect(appendStep(api, tie, even).summary.result?.winner).toBeNull();
    }
    const its = api.call<Dashboard>('chronicle.dashboard', { campaignId }).standings.find((group) => group.system === 'infinity-its')!;
    expect(its.terms.points).toBe('Tournament Points');
    // Alice won once (4); Ben lost once and tied three times (6), as did Cara but for the loss (6):
    // by wins Alice would lead; by Tournament Points she is last, and Ben's 3 OP from his defeat put him above Cara.
    expect(its.byPlayer.map((row) => [row.name, row.wins, row.draws, row.points])).toEqual([['Ben', 0, 3, 6], ['Cara', 0, 3, 6], ['Alice', 1, 0, 4]]);
    expect(its.byPlayer[0]!.score).toBeGreaterThan(its.byPlayer[1]!.score);
    const markdown = api.call<{ content: string }>('chronicle.export', { campaignId, format: 'markdown' }).content;
    expect(markdown).toContain('| Player | Battles | Wins | Draws | Defeats | Tournament Points | Objective Points | Army Points lost |');
    expect(markdown).toContain('_Ranked by Tournament Points, then Objective Points, then the fewest Army Points lost._');
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

/** A Supremacy Retreat! report as saved before the app asked whose Active Turn ended the game: no `retreatTurn`. */
const OLD_RETREAT = {
  type: 'game-reported',
  report: { scenario: 'supremacy', ending: 'retreat', quadrantsDominated: [{ A: 2, B: 1 }, { A: 3, B: 1 }], consoles: [{ hackedBy: ['A'] }, { hackedBy: [] }, { hackedBy: [] }, { hackedBy: [] }] },
  classifiedAchieved: { A: 0, B: 0 },
  survivingArmyPoints: { A: 200, B: 150 },
};

/** Writes a step straight into the log, as an older version of the app stored it. */
function storeOldStep(battleId: string, event: unknown): void {
  const sqlite = temp.store.sqlite;
  sqlite.prepare('INSERT INTO battle_events (battle_id, seq, type, payload_json, recorded_at) VALUES (?, 1, ?, ?, ?)').run(battleId, 'game-reported', JSON.stringify(event), 1_700_000_500_000);
  sqlite.prepare('UPDATE battles SET event_count = 1, updated_at = updated_at + 1 WHERE id = ?').run(battleId);
}

describe('a Retreat! report saved before the Active Turn question', () => {
  // Seed 003 L918: "If one of the players starts his Active Turn in a Retreat! situation, the game will end at the end of that Turn."
  // L794: Quadrants count "At the end of each Game Round, but not before": the assumed first player's Turn leaves round 2 unfinished.
  it("replays as ended in the first player's Turn, says so, and scores as it did when saved", () => {
    const game = createGame();
    storeOldStep(game.id, OLD_RETREAT);
    const replayed = api.call<SystemBattleDetail>('battles.get', { id: game.id });
    expect(replayed.brokenAt).toBeNull();
    const final = (replayed.state as { final: { retreatTurn: string; retreatTurnAssumed?: boolean; sides: { A: { objectivePoints: number } } } | null }).final!;
    expect(final).toMatchObject({ retreatTurn: 'first-player', retreatTurnAssumed: true });
    // Default ruling its.retreat-last-round (completed rounds only): round 1 scores (A dominates more: 2), round 2 does not; Console 1 (1).
    expect(final.sides.A.objectivePoints).toBe(2 + 1);
    const account = api.call<{ content: string }>('chronicle.export', { campaignId, format: 'markdown' }).content;
    expect(account).toContain('assumed: the report was saved before the players were asked whose Turn it was');
  });

  it('is refused when sent now without the answer, writing nothing', () => {
    const game = createGame();
    const refused = api.refusal('battles.append', { battleId: game.id, system: game.system, event: OLD_RETREAT, expectedCount: 0 });
    expect(refused.message).toContain('Say whose Active Turn');
    expect(refused.path).toBe('event.report.retreatTurn');
    expect(api.call<SystemBattleDetail>('battles.get', { id: game.id }).steps).toHaveLength(0);
  });

  it('is set by undoing the old step and reporting the answer', () => {
    const game = createGame();
    storeOldStep(game.id, OLD_RETREAT);
    const reopened = api.call<SystemBattleDetail>('battles.undo', { battleId: game.id, expectedCount: 1 });
    const answered = appendStep(api, reopened, { ...OLD_RETREAT, report: { ...OLD_RETREAT.report, retreatTurn: 'second-player' } });
    const final = (answered.state as { final: { retreatTurnAssumed?: boolean; sides: { A: { objectivePoints: number } } } }).final;
    expect(final.retreatTurnAssumed).toBeUndefined();
    expect(final.sides.A.objectivePoints).toBe(2 + 2 + 1);
  });
});

describe("the campaign's Infinity scoring house rules reach its ITS games", () => {
  // Seed 003 L394–L398 print the bands for 300 points; `its.annihilation-bands` scales them to the agreed force.
  it('an Annihilation game at 200 points scores its kills by the scaled bands the campaign chose', () => {
    api.call('campaigns.update', { id: campaignId, houseRules: { 'its.annihilation-bands': 'scaled-to-force' } });
    const game = api.call<SystemBattleDetail>('battles.create', {
      system: 'infinity-its',
      campaignId,
      name: 'Two hundred points',
      sides: [{ playerId: players.alice, armyIds: [] }, { playerId: players.ben, armyIds: [] }],
      setup: { scenario: 'annihilation', armyPoints: 200 },
    });
    const reported = appendStep(api, game, {
      type: 'game-reported',
      report: { scenario: 'annihilation', enemyArmyPointsKilled: { A: 110, B: 20 } },
      classifiedAchieved: { A: 0, B: 0 },
      survivingArmyPoints: { A: 180, B: 90 },
    });
    type Line = { source: string; points: number };
    const final = (reported.state as { final: { score: { sides: { A: { breakdown: Line[] } } } } }).final;
    // Scaled to 200: 1 OP from 50, 2 from 101, 3 from 167; as printed 110 would be the 75–150 band, 1 OP.
    expect(final.score.sides.A.breakdown.find((line) => line.source === 'kills')?.points).toBe(2);
    expect(final.score.sides.A.breakdown.find((line) => line.source === 'survivors')?.points).toBe(3);
  });
});
