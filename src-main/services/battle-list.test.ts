import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTempStore, type TempStore } from '../testing/temp-store';
import { caller, createPreyBattle, playPreyBattle } from '../testing/system-fixtures';
import { applyStepAnswer } from '../../src-shared/rules/orders-omens/walkthrough/step-answer';
import { SAMPLE_BATTLE, SAMPLE_TOTALS } from '../../src-shared/rules/orders-omens/walkthrough/testing/sample-battle';
import { blueRoster, redRoster } from '../../src-shared/rules/orders-omens/walkthrough/testing/sample-armies';
import type { BattleDetail, BattleStepAnswer } from '../../src-shared/contract/orders-omens/battles';
import type { BattleListRow } from '../../src-shared/contract/battle-list';

/** `battles.list` through the real contract on a real SQLite file: one slim row per battle, every system, in the page's order. */

let temp: TempStore;
let api: ReturnType<typeof caller>;
let campaignId: string;
let armies: { A: string; B: string };
let players: string[];

const list = (input: object = {}) => api.call<BattleListRow[]>('battles.list', { campaignId, ...input });

function ordersOmensBattle(name: string): BattleDetail {
  return api.call<BattleDetail>('battles.create', { campaignId, name, armyA: armies.A, armyB: armies.B, tableWidthFeet: 4, tableDepthFeet: 4, turnLimit: 6, battleClockStart: '10:00', objectives: [{ name: 'The bridge' }], thirds: { left: 'River', centre: 'Mill', right: 'Wood' } });
}

function append(battle: BattleDetail, step: unknown): BattleDetail {
  return applyStepAnswer(battle, api.call<BattleStepAnswer>('battles.append', { battleId: battle.id, event: step, expectedCount: battle.steps.length }));
}

beforeEach(() => {
  temp = openTempStore();
  api = caller(temp.ctx);
  campaignId = api.call<{ id: string }>('campaigns.create', { name: 'The Sundered Marches' }).id;
  players = [
    ['Alice', '#2f5d8a'],
    ['Bram', '#8e2a22'],
    ['Cy', '#2e7d32'],
  ].map(([name, colour]) => api.call<{ id: string }>('players.create', { campaignId, name, colour }).id);
  armies = {
    A: api.call<{ id: string }>('armies.create', { campaignId, playerId: players[0], roster: blueRoster() }).id,
    B: api.call<{ id: string }>('armies.create', { campaignId, playerId: players[1], roster: redRoster() }).id,
  };
});
afterEach(() => temp.dispose());

describe('battles.list', () => {
  it('gives each battle of every system one slim row, in progress first: sides, system, progress, result and date, and no other id', () => {
    const mill = ordersOmensBattle('Battle of the Mill');
    const prey = playPreyBattle(api, createPreyBattle(api, campaignId, players));
    const rows = list();
    expect(rows.map((row) => [row.name, row.systemName, row.status])).toEqual([
      ['Battle of the Mill', 'Orders & Omens', 'in-progress'],
      ['The Ash Road', '1999', 'over'],
    ]);
    const [millRow, ashRoad] = rows;
    expect(Object.keys(millRow!).sort()).toEqual(['eventCount', 'id', 'name', 'outcome', 'players', 'progress', 'status', 'system', 'systemName', 'updatedAt']);
    expect(millRow).toMatchObject({ id: mill.id, system: 'orders-omens', eventCount: 0, outcome: null, updatedAt: mill.updatedAt });
    expect(millRow!.progress).toMatch(/^Setting up · /);
    expect(millRow!.players.map((p) => [p.playerName, p.colour, p.forces.length])).toEqual([
      ['Alice', mill.sides.A.colour, 1],
      ['Bram', mill.sides.B.colour, 1],
    ]);
    expect(millRow!.players[0]!.forces).toEqual([mill.sides.A.armyName]);
    // The Prey script ends in the first seat's victory.
    expect(ashRoad).toMatchObject({ id: prey.id, system: '1999', progress: 'Over', outcome: { winners: ['Alice'], draw: false } });
    expect(ashRoad!.outcome!.line).toMatch(/^\S.* for Alice, with the last Bounty Unit left on the Battlefield · Army Points left: Alice \d+, Bram \d+, Cy \d+$/);
    expect(ashRoad!.players.map((p) => p.playerName)).toEqual(['Alice', 'Bram', 'Cy']);
    const otherIds = [campaignId, ...players, armies.A, armies.B, ...prey.players.flatMap((p) => p.forces.map((f) => f.armyId!))];
    for (const row of rows) for (const id of otherIds) expect(JSON.stringify(row), row.name).not.toContain(`"${id}"`);
  });

  it('puts the score in the progress while a battle is played, and the result in words once it is over', () => {
    let battle = ordersOmensBattle('Battle of the Mill');
    let step = 0;
    while (battle.state.turn < 1) battle = append(battle, SAMPLE_BATTLE[step++]);
    expect(list()[0]!.progress).toMatch(/^Turn 1 · .+ · VP: Alice \d+, Bram \d+$/);
    while (step < SAMPLE_BATTLE.length) battle = append(battle, SAMPLE_BATTLE[step++]);
    const [row] = list();
    expect(row).toMatchObject({ status: 'over', progress: 'Over', eventCount: SAMPLE_BATTLE.length, outcome: { winners: ['Alice'], draw: false } });
    expect(row!.outcome!.line).toBe(`Strategic Victory for Alice, when an army reached its break point · VP: Alice ${SAMPLE_TOTALS.vp.A}, Bram ${SAMPLE_TOTALS.vp.B}`);
  });

  it('names the sides of a battle stored without them (an older file) from its setup, which it reads for no other battle', () => {
    const mill = ordersOmensBattle('Battle of the Mill');
    const prey = createPreyBattle(api, campaignId, players);
    temp.store.sqlite.prepare("UPDATE battles SET sides_json = '{}' WHERE id = ?").run(mill.id);
    const rows = list();
    expect(rows.find((row) => row.id === mill.id)!.players.map((p) => [p.playerName, p.forces])).toEqual([
      [mill.sides.A.armyName, []],
      [mill.sides.B.armyName, []],
    ]);
    expect(rows.find((row) => row.id === prey.id)!.players.map((p) => p.playerName)).toEqual(['Alice', 'Bram', 'Cy']);
  });

  it('answers the first rows in the order the page shows them: in progress, then finished, each newest first', () => {
    const made = ['First', 'Second', 'Third', 'Fourth'].map((name) => ordersOmensBattle(name));
    temp.store.sqlite.prepare("UPDATE battles SET status = 'over' WHERE id IN (?, ?)").run(made[1]!.id, made[3]!.id);
    expect(list().map((row) => row.name)).toEqual(['Third', 'First', 'Fourth', 'Second']);
    expect(list({ first: 3 }).map((row) => row.name)).toEqual(['Third', 'First', 'Fourth']);
    expect(list({ first: 1000 })).toHaveLength(4);
    expect(list({ forceId: armies.A, first: 2 }).map((row) => row.name)).toEqual(['Third', 'First']);
  });

  it('lists only the battles a force fought in when given its id', () => {
    const mill = ordersOmensBattle('Battle of the Mill');
    const prey = createPreyBattle(api, campaignId, players);
    expect(list({ forceId: armies.B }).map((row) => row.id)).toEqual([mill.id]);
    const preyForce = prey.players[2]!.forces[0]!.armyId!;
    expect(list({ forceId: preyForce }).map((row) => row.id)).toEqual([prey.id]);
  });

  it('refuses a force that is not the campaign’s, and a malformed one, with a clear reason', () => {
    const other = api.call<{ id: string }>('campaigns.create', { name: 'Elsewhere' }).id;
    expect(api.refusal('battles.list', { campaignId: other, forceId: armies.A })).toMatchObject({ code: 'not_found', message: 'This force does not exist (it may have been deleted)' });
    expect(api.refusal('battles.list', { campaignId, forceId: '' })).toMatchObject({ code: 'invalid_input', path: 'forceId', message: 'forceId must not be empty: leave it out to list every battle' });
    expect(api.refusal('battles.list', { campaignId, forceId: 7 })).toMatchObject({ code: 'invalid_input', path: 'forceId', message: 'forceId must be the id of one of the campaign’s forces, as text' });
    expect(api.refusal('battles.list', { campaignId, first: 0 })).toMatchObject({ code: 'invalid_input', path: 'first', message: 'first must be at least 1: leave it out to list every battle' });
    expect(api.refusal('battles.list', { campaignId, first: 2.5 })).toMatchObject({ code: 'invalid_input', path: 'first', message: 'first must be a whole number of battles' });
    expect(api.refusal('battles.list', { campaignId, first: 1001 })).toMatchObject({ code: 'invalid_input', path: 'first' });
    expect(api.refusal('battles.list', { campaignId, first: '10' })).toMatchObject({ code: 'invalid_input', path: 'first', message: 'first must be a whole number of battles' });
    expect(api.refusal('battles.list', { campaignId, page: 2 })).toMatchObject({ code: 'invalid_input' });
    expect(api.refusal('battles.list', { campaignId: 'no-such-campaign' })).toMatchObject({ code: 'not_found' });
  });
});
