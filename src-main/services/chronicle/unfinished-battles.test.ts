import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTempStore, type TempStore } from '../../testing/temp-store';
import { appendStep, caller, createPreyBattle, playPreyBattle, PREY_SCRIPT } from '../../testing/system-fixtures';
import { seedBridgeCampaign } from '../../../src-shared/chronicle/testing/seed-campaign';
import { typedCaller } from '../../testing/typed-caller';
import type { SystemBattleDetail } from '../../../src-shared/contract/system-battles';
import type { StandingRow } from '../../../src-shared/contract/chronicle';

/**
 * A campaign with a battle still on the table in each of two systems: Orders & Omens' bridge
 * battle played and a second one set up but not begun; a 1999 Prey battle played and a second one
 * half played. Standings count the battles that are over; the ones being fought are told apart.
 */

let temp: TempStore;
let call: ReturnType<typeof typedCaller>;
let campaignId: string;
let bridgeId: string;
let unbegunId: string;
let halfPlayedId: string;
let preyId: string;

beforeEach(async () => {
  temp = openTempStore();
  call = typedCaller(temp.ctx);
  const api = caller(temp.ctx);
  const seeded = await seedBridgeCampaign(call);
  campaignId = seeded.campaignId;
  bridgeId = seeded.battleId;
  const [ann, bo] = seeded.players;
  const cid = call('players.create', { campaignId, name: 'Cid', colour: '#6a1b9a' });
  const playerIds = [ann!.id, bo!.id, cid.id];
  preyId = playPreyBattle(api, createPreyBattle(api, campaignId, playerIds)).id;
  // The second Prey battle stops after the first shots: Cid's runner hit, the fight not decided.
  const half = PREY_SCRIPT.slice(0, 14).reduce<SystemBattleDetail>((battle, event) => appendStep(api, battle, event), createPreyBattle(api, campaignId, playerIds));
  halfPlayedId = half.id;
  unbegunId = call('battles.create', {
    campaignId,
    name: 'The Second Crossing',
    armyA: seeded.armies[0]!.id,
    armyB: seeded.armies[1]!.id,
    tableWidthFeet: 4,
    tableDepthFeet: 4,
    turnLimit: 2,
    battleClockStart: '10:00',
    objectives: [{ name: 'The ford' }],
  }).id;
});
afterEach(() => temp.dispose());

const rowsOf = (group: { byPlayer: StandingRow[]; byFaction: StandingRow[]; byArmy: StandingRow[] }) => [...group.byPlayer, ...group.byFaction, ...group.byArmy];

describe('standings count the battles that are over', () => {
  it('leaves a battle being fought out of every system’s standings: each row’s wins, draws and defeats add up to its battles', () => {
    expect(call('battles.get', { id: halfPlayedId }).status).toBe('in-progress');
    expect(call('battles.get', { id: unbegunId }).status).toBe('in-progress');
    const dashboard = call('chronicle.dashboard', { campaignId });
    expect([dashboard.battles, dashboard.finished]).toEqual([4, 2]);
    expect(dashboard.standings.map((group) => [group.systemName, group.battles, group.inProgress])).toEqual([
      ['Orders & Omens', 1, 1],
      ['1999', 1, 1],
    ]);
    for (const group of dashboard.standings) {
      for (const row of rowsOf(group)) {
        expect(row.wins + row.draws + row.defeats, `${group.systemName}: ${row.name}`).toBe(row.battles);
        expect(row.battles).toBe(1);
      }
    }
    // Ann fought one finished battle in each system, and is in each half-played one: one battle each, not two.
    const y1999 = dashboard.standings.find((group) => group.system === '1999')!;
    expect(y1999.byPlayer.map((row) => [row.name, row.battles, row.wins, row.defeats, row.score, row.lost])).toEqual([
      ['Ann', 1, 1, 0, 39, 0],
      ['Cid', 1, 0, 1, 28, 7],
      ['Bo', 1, 0, 1, 0, 24],
    ]);
    // The older tallies (chart colours, victories per player) count the same battles.
    for (const tally of [...dashboard.byPlayer, ...dashboard.byArmy, ...dashboard.byFaction]) {
      expect(tally.tacticalWins + tally.draws + tally.losses, tally.name).toBe(tally.battles);
    }
    expect(dashboard.byPlayer.find((tally) => tally.name === 'Ann')!.battles).toBe(2);
    expect(dashboard.byPlayer.find((tally) => tally.name === 'Cid')!.battles).toBe(1);
  });

  it('says in the Markdown export (and so the campaign book) that a battle being fought is not counted yet', () => {
    const markdown = call('chronicle.export', { campaignId, format: 'markdown' }).content;
    const standings = markdown.slice(markdown.indexOf('## Standings'));
    expect(standings).toContain('| Ann | 1 | 1 | 0 | 0 | 39 | 0 |');
    const notes = standings.split('\n').filter((line) => line.includes('still being fought'));
    expect(notes).toEqual(['_One battle still being fought is not counted yet; it joins the standings when it ends._', '_One battle still being fought is not counted yet; it joins the standings when it ends._']);
  });

  it('keeps a system whose battles are all being fought to its heading and the note: no table of battles with no result', () => {
    // Undoing the played Prey battle's last step takes it back to the table.
    const played = call('battles.get', { id: preyId });
    call('battles.undo', { battleId: preyId, expectedCount: played.eventCount });
    expect(call('battles.get', { id: preyId }).status).toBe('in-progress');
    const y1999 = call('chronicle.dashboard', { campaignId }).standings.find((group) => group.system === '1999')!;
    expect([y1999.battles, y1999.inProgress, rowsOf(y1999)]).toEqual([0, 2, []]);
    const markdown = call('chronicle.export', { campaignId, format: 'markdown' }).content;
    expect(markdown).toContain('### 1999\n\n_2 battles still being fought are not counted yet; they join the standings when they end._\n');
    expect(markdown).not.toContain('Army Points left |');
  });

  it('gives each player’s record across systems from finished battles only', () => {
    const ann = call('campaigns.overview', { id: campaignId }).standings.find((s) => s.playerName === 'Ann')!;
    expect(ann.played).toBe(ann.won + ann.drawn + ann.lost);
    expect(ann.played).toBe(2);
    // Only the systems with a finished battle of hers: no "0 played" line for one still being fought.
    expect(ann.bySystem.map((entry) => [entry.systemName, entry.played, entry.won + entry.drawn + entry.lost])).toEqual([
      ['Orders & Omens', 1, 1],
      ['1999', 1, 1],
    ]);
  });
});

describe('the luck ledger leaves out a battle with no rated rolls', () => {
  it('has no entry for the battle not yet begun, and every battle it lists has rolls', () => {
    const ledger = call('chronicle.luck', { campaignId });
    const listed = ledger.players.flatMap((player) => player.battles);
    expect(listed.some((battle) => battle.battleId === bridgeId)).toBe(true);
    expect(listed.map((battle) => battle.battleId)).not.toContain(unbegunId);
    for (const battle of listed) expect(battle.rolls, battle.battleName).toBeGreaterThan(0);
  });
});
