import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTempStore, type TempStore } from '../testing/temp-store';
import { caller, createPreyBattle, playPreyBattle } from '../testing/system-fixtures';
import { seedBridgeCampaign, type Caller } from '../../src-shared/chronicle/testing/seed-campaign';
import type { AnyBattleDetail } from '../../src-shared/contract/battles';
import type { BattleListRow } from '../../src-shared/contract/battle-list';
import type { CampaignOverview } from '../../src-shared/contract/campaign-overview';
import type { BattleChronicleView, Dashboard, SearchHit, ServiceRecords } from '../../src-shared/contract/chronicle';
import type { SystemBattleDetail } from '../../src-shared/contract/system-battles';
import { dispatch } from '../dispatch';
import { settledRecords } from '../testing/settled-records';

/**
 * Lists, standings, charts and the chronicle read battles of every system side by side: the
 * Orders & Omens bridge battle and a 1999 Prey battle in one campaign, through the contract.
 */

let temp: TempStore;
let api: ReturnType<typeof caller>;
let campaignId: string;
let preyId: string;

beforeEach(async () => {
  temp = openTempStore();
  api = caller(temp.ctx);
  const call: Caller = (name, input) => {
    const result = dispatch(temp.ctx, name, input);
    if (!result.ok) throw new Error(`${name}: ${result.error.message}`);
    return result.value as never;
  };
  const seeded = await seedBridgeCampaign(call);
  campaignId = seeded.campaignId;
  const [ann, bo] = seeded.players;
  const cid = api.call<{ id: string }>('players.create', { campaignId, name: 'Cid', colour: '#6a1b9a' });
  preyId = playPreyBattle(api, createPreyBattle(api, campaignId, [ann!.id, bo!.id, cid.id])).id;
});
afterEach(() => temp.dispose());

describe('battles of every system side by side', () => {
  it('lists both battles, each with its system and its result in players’ names and its own terms', () => {
    const listed = api.call<BattleListRow[]>('battles.list', { campaignId });
    expect(listed.map((b) => [b.systemName, b.name, b.status])).toEqual([
      ['1999', 'The Ash Road', 'over'],
      ['Orders & Omens', 'The Battle of the Sundered Bridge', 'over'],
    ]);
    const [prey, bridge] = listed;
    expect(prey!.outcome).toMatchObject({ winners: ['Ann'] });
    expect(api.call<AnyBattleDetail>('battles.get', { id: prey!.id }).outcome).toMatchObject({ winners: ['Ann'], scoreTerm: 'Army Points left' });
    expect(api.call<AnyBattleDetail>('battles.get', { id: bridge!.id }).outcome).toMatchObject({ scoreTerm: 'VP', lossTerm: 'soldiers' });
    expect(bridge!.players.map((p) => p.playerName)).toEqual(['Ann', 'Bo']);
  });

  it('counts standings from every battle’s result, per player and per system', () => {
    const overview = api.call<CampaignOverview>('campaigns.overview', { id: campaignId });
    expect(overview.battles.map((b) => b.system)).toEqual(['1999', 'orders-omens']);
    const bridge = api.call<BattleListRow[]>('battles.list', { campaignId })[1]!;
    const bridgeWinner = bridge.outcome!.winners[0];
    const ann = overview.standings.find((s) => s.playerName === 'Ann')!;
    const annBridge = bridgeWinner === 'Ann' ? 'won' : bridge.outcome!.draw ? 'drawn' : 'lost';
    expect(ann).toMatchObject({ played: 2, won: 1 + (annBridge === 'won' ? 1 : 0) });
    expect(ann.bySystem).toEqual([
      { system: 'orders-omens', systemName: 'Orders & Omens', played: 1, won: annBridge === 'won' ? 1 : 0, drawn: annBridge === 'drawn' ? 1 : 0, lost: annBridge === 'lost' ? 1 : 0 },
      { system: '1999', systemName: '1999', played: 1, won: 1, drawn: 0, lost: 0 },
    ]);
    expect(overview.standings.find((s) => s.playerName === 'Cid')).toMatchObject({ played: 1, won: 0, lost: 1 });
    // The dashboard's standings and charts take the 1999 battle too.
    const dashboard = api.call<Dashboard>('chronicle.dashboard', { campaignId });
    expect(dashboard.battles).toBe(2);
    expect(dashboard.series.map((s) => [s.name, s.sides.length])).toEqual([
      ['The Battle of the Sundered Bridge', 2],
      ['The Ash Road', 3],
    ]);
    expect(dashboard.byPlayer.find((t) => t.name === 'Cid')).toMatchObject({ battles: 1, losses: 1, tacticalWins: 0 });
  });

  it('groups the dashboard’s standings by system, each in its own terms: no 1999 Army Points among Orders & Omens VP', () => {
    const dashboard = api.call<Dashboard>('chronicle.dashboard', { campaignId });
    expect(dashboard.standings.every((group) => group.kind === 'battles')).toBe(true);
    expect(dashboard.standings.map((group) => [group.systemName, group.battles, group.terms])).toEqual([
      ['Orders & Omens', 1, { victory: 'Tactical Victory', decisiveVictory: 'Strategic Victory', score: 'VP', losses: 'soldiers', points: null }],
      ['1999', 1, { victory: 'victory', decisiveVictory: null, score: 'Army Points left', losses: 'Army Points', points: null }],
    ]);
    const [bridge, y1999] = dashboard.standings;
    // 1999's seats in Army Points (as the chronicle reads them), each player's battle counted once.
    expect(y1999!.byPlayer.map((row) => [row.name, row.battles, row.wins, row.defeats, row.score, row.lost])).toEqual([
      ['Ann', 1, 1, 0, 39, 0],
      ['Cid', 1, 0, 1, 28, 7],
      ['Bo', 1, 0, 1, 0, 24],
    ]);
    expect(y1999!.byArmy.map((row) => row.name).sort()).toEqual(['Ash Pack', 'Harrow Line', 'Seventh Choir']);
    // The Orders & Omens group holds only its own battle: its VP, its soldiers.
    const bridgeBattle = api.call<AnyBattleDetail>('battles.get', { id: api.call<BattleListRow[]>('battles.list', { campaignId })[1]!.id });
    const outcome = bridgeBattle.outcome!;
    expect(bridge!.byPlayer.map((row) => row.battles)).toEqual([1, 1]);
    for (const row of bridge!.byPlayer) {
      expect(row.score).toBe(outcome.scores.find((s) => s.playerName === row.name)!.total);
      expect(row.lost).toBe(outcome.losses.find((l) => l.playerName === row.name)!.amount);
    }
  });

  it('counts a faction’s battles, not its sides: the three 1999 armies with no faction fought one battle', () => {
    const dashboard = api.call<Dashboard>('chronicle.dashboard', { campaignId });
    const y1999 = dashboard.standings.find((group) => group.system === '1999')!;
    // One battle, one winner (Ann) among the three: for the sides with no faction it is one battle won.
    expect(y1999.byFaction).toEqual([{ key: 'none', name: 'No faction recorded', colour: null, battles: 1, wins: 1, decisiveWins: 0, draws: 0, defeats: 0, score: 67, lost: 31, points: 0 }]);
    expect(dashboard.byFaction.find((row) => row.key === 'none')).toMatchObject({ battles: 1, tacticalWins: 1, losses: 0 });
    expect(dashboard.byFaction.filter((row) => row.key !== 'none').map((row) => [row.name, row.battles])).toEqual(expect.arrayContaining([
      ['The Iron Hold', 1],
      ['The Greenwood', 1],
    ]));
  });

  it('writes the Markdown export’s standings one table per system, in its own terms', async () => {
    // The export refuses while the background is still writing accounts (a loaded machine): wait for them.
    await settledRecords(() => api.call<ServiceRecords>('chronicle.records', { campaignId }));
    const markdown = api.call<{ content: string }>('chronicle.export', { campaignId, format: 'markdown' }).content;
    const standings = markdown.slice(markdown.indexOf('## Standings'));
    expect(standings).toContain('### Orders &amp; Omens\n\n| Player | Battles | Tactical | Strategic | Draws | Defeats | VP | Soldiers lost |');
    expect(standings).toContain('### 1999\n\n| Player | Battles | Wins | Draws | Defeats | Army Points left | Army Points lost |');
    expect(standings).toContain('| Ann | 1 | 1 | 0 | 0 | 39 | 0 |');
    expect(standings).toContain('| Bo | 1 | 0 | 0 | 1 | 0 | 24 |');
  });

  it('chronicles the 1999 battle with its own narrator, searchable, with service records for its forces', async () => {
    const view = api.call<BattleChronicleView>('chronicle.battle.get', { battleId: preyId });
    expect(view).toMatchObject({ system: '1999', systemName: '1999', terms: { score: 'Army Points left', losses: 'Army Points' } });
    expect(view.seats.map((s) => [s.name, s.score, s.losses])).toEqual([
      ['Ann', 39, 0],
      ['Bo', 0, 24],
      ['Cid', 28, 7],
    ]);
    // The account's own lines; the win-probability line's turning points are told after them (`narrator.odds`).
    const texts = view.lines.filter((line) => line.kind !== 'turning-points').map((line) => line.text);
    expect(view.lines.filter((line) => line.kind === 'turning-points').length).toBeGreaterThan(0);
    expect(texts.at(-1)).toBe('Turn 1 decided the battle: Ann won with the last Bounty Unit left on the Battlefield. Ann lost nothing, Bo lost 24 Army Points and 1 Unit and Cid lost 7 Army Points and 1 Unit.');
    const hits = api.call<{ hits: SearchHit[] }>('chronicle.search', { campaignId, query: 'Bounty Unit' });
    expect(hits.hits.some((hit) => hit.battleId === preyId)).toBe(true);
    const records = await settledRecords(() => api.call<ServiceRecords>('chronicle.records', { campaignId }));
    // 1999's forces are kept in their own section, in Army Points, never among the Brigades.
    expect(records.armies.map((r) => r.name)).not.toContain('Ash Pack');
    expect(records.brigades.map((r) => r.army)).not.toContain('Ash Pack');
    const y1999 = records.systems.find((s) => s.system === '1999')!;
    expect(y1999.terms).toMatchObject({ score: 'Army Points left', losses: 'Army Points', unit: 'Unit', force: 'army' });
    expect(y1999.forces.find((r) => r.name === 'Ash Pack')).toMatchObject({ battles: 1, wins: 0, losses: 24 });
    expect(y1999.units.find((r) => r.force === 'Ash Pack' && r.name === 'Ashen Hounds')).toMatchObject({ battles: 1, losses: 24 });
    // The results export lists the 1999 battle too, every seat, in its own terms.
    const csv = api.call<{ content: string }>('chronicle.export', { campaignId, format: 'csv' }).content.trim().split('\r\n');
    const prey = csv.filter((row) => row.startsWith('The Ash Road,1999,'));
    expect(prey).toHaveLength(3);
    expect(prey.map((row) => row.split(',').slice(9))).toEqual([
      ['Ann', '39', 'Army Points left', '0', 'Army Points', 'Victory'],
      ['Bo', '0', 'Army Points left', '24', 'Army Points', 'Defeat'],
      ['Cid', '28', 'Army Points left', '7', 'Army Points', 'Defeat'],
    ]);
    const timeline = api.call<{ items: { id: string; summary: string }[] }>('chronicle.timeline', { campaignId });
    expect(timeline.items.find((item) => item.id === preyId)!.summary).toBe('1999: Ann 39 · Bo 0 · Cid 28 Army Points left — Ann won');
  });

  it('renames a 1999 battle and changes its notes through battles.update, and refuses an empty name changing nothing', () => {
    expect(api.call('battles.update', { id: preyId, name: 'The Ash Road at dusk', notes: 'Fog over the ford' })).toMatchObject({ name: 'The Ash Road at dusk', notes: 'Fog over the ford', system: '1999' });
    expect(() => api.call('battles.update', { id: preyId, name: '  ' })).toThrow();
    expect(api.call<SystemBattleDetail>('battles.get', { id: preyId })).toMatchObject({ name: 'The Ash Road at dusk', notes: 'Fog over the ford' });
  });

  it('re-narrates after an undo: the account follows the log', () => {
    const before = api.call<BattleChronicleView>('chronicle.battle.get', { battleId: preyId });
    const undone = api.call<SystemBattleDetail>('battles.undo', { battleId: preyId, expectedCount: before.battle.eventCount });
    expect(undone.status).toBe('in-progress');
    const after = api.call<BattleChronicleView>('chronicle.battle.get', { battleId: preyId });
    expect(after.lines.length).toBeLessThan(before.lines.length);
    expect(after.lines.map((l) => l.text).join('\n')).not.toContain('decided the battle');
  });
});
