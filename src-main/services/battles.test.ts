import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rmSync } from 'node:fs';
import { dispatch } from '../dispatch';
import { openDatabase } from '../db/open';
import { createServiceContext } from './context';
import { MIGRATIONS_FOLDER, openTempStore, type TempStore } from '../testing/temp-store';
import type { BattleDetail, BattleStepAnswer, BattleUndoAnswer } from '../../src-shared/contract/orders-omens/battles';
import type { BattleListRow } from '../../src-shared/contract/battle-list';
import { applyStepAnswer, applyUndoAnswer } from '../../src-shared/rules/orders-omens/walkthrough/step-answer';
import { SAMPLE_BATTLE, SAMPLE_TOTALS } from '../../src-shared/rules/orders-omens/walkthrough/testing/sample-battle';
import { blueRoster, redRoster } from '../../src-shared/rules/orders-omens/walkthrough/testing/sample-armies';
import { casualties } from '../../src-shared/rules/orders-omens/battle';
import { vpBreakdown } from '../../src-shared/rules/orders-omens/scoring/vp';
import { rollDice } from '../../src-shared/rules/dice';

let temp: TempStore;
let campaignId: string;
let armyIds: { A: string; B: string };

function call<T>(name: string, input: unknown): T {
  const result = dispatch(temp.ctx, name, input);
  if (!result.ok) throw new Error(`${name} refused: ${result.error.code} ${result.error.message}`);
  return result.value as T;
}

function army(roster: object, player: string, colour: string): string {
  const playerId = call<{ id: string }>('players.create', { campaignId, name: player, colour }).id;
  return call<{ id: string }>('armies.create', { campaignId, playerId, roster }).id;
}

/** One step through the contract, its answer applied to the detail the screen holds (as the renderer does). */
function append(battle: BattleDetail, step: unknown): BattleDetail {
  return applyStepAnswer(battle, call<BattleStepAnswer>('battles.append', { battleId: battle.id, event: step, expectedCount: battle.steps.length }));
}

/** An undo through the contract, its answer applied likewise. */
function undo(battle: BattleDetail): BattleDetail {
  return applyUndoAnswer(battle, call<BattleUndoAnswer>('battles.undo', { battleId: battle.id, expectedCount: battle.steps.length }));
}

const stepRows = () => temp.store.sqlite.prepare('SELECT seq, type FROM battle_events ORDER BY seq').all() as { seq: number; type: string }[];

function newBattle(extra: object = {}): BattleDetail {
  return call<BattleDetail>('battles.create', {
    campaignId,
    name: 'Battle of the Mill',
    armyA: armyIds.A,
    armyB: armyIds.B,
    tableWidthFeet: 4,
    tableDepthFeet: 4,
    turnLimit: 6,
    battleClockStart: '10:00',
    objectives: [{ name: 'The bridge' }, { name: 'The crossroads' }],
    thirds: { left: 'The river bank', centre: 'The mill', right: 'The birch wood' },
    ...extra,
  });
}

beforeEach(() => {
  temp = openTempStore();
  campaignId = call<{ id: string }>('campaigns.create', { name: 'The Sundered Marches' }).id;
  armyIds = { A: army(blueRoster(), 'Alice', '#2f5d8a'), B: army(redRoster(), 'Bram', '#8e2a22') };
});
afterEach(() => temp.dispose());

describe('battles over the contract, on a real SQLite file', () => {
  it('sets up a battle from two armies, copying their rosters, sides and agreed thirds', () => {
    const battle = newBattle();
    expect(battle).toMatchObject({ status: 'in-progress', eventCount: 0, stage: 'initiative', sides: { A: { armyName: 'Blue', playerName: 'Alice', colour: '#2f5d8a' }, B: { armyName: 'Red', playerName: 'Bram' } } });
    expect(battle.setup.objectives).toEqual([{ number: 1, name: 'The bridge' }, { number: 2, name: 'The crossroads' }]);
    expect(battle.thirds.centre).toBe('The mill');
    expect(battle.state.roster.brigades['A/d1.b2']!.name).toBe('Archers');
  });

  it('refuses an army with problems, the same army twice, and no limit at all, writing nothing', () => {
    const broken = army({ ...redRoster(), name: 'Too many', divisions: [{ ...redRoster().divisions[0]!, brigades: redRoster().divisions[0]!.brigades.slice(0, 1) }] }, 'Cara', '#336633');
    const refusals = [
      dispatch(temp.ctx, 'battles.create', { ...baseInput(), armyB: broken }),
      dispatch(temp.ctx, 'battles.create', { ...baseInput(), armyB: armyIds.A }),
      dispatch(temp.ctx, 'battles.create', { ...baseInput(), turnLimit: undefined }),
      dispatch(temp.ctx, 'battles.create', { ...baseInput(), objectives: [] }),
    ];
    expect(refusals.map((r) => !r.ok && [r.error.code, r.error.path])).toEqual([
      ['rejected', 'armyB'],
      ['rejected', 'armyB'],
      ['rejected', 'turnLimit'],
      ['invalid_input', 'objectives'],
    ]);
    // The refusal names what to fix: 002_cff186ffe79098a6.txt:102 "Divisions … are made up of three to five Brigades".
    expect(!refusals[0]!.ok && refusals[0]!.error.message).toBe('Too many has 1 problem to fix in the army builder before it can take the field. 1st Division: has 1 Brigade; a Division needs 3 to 5.');
    expect(temp.store.sqlite.prepare('SELECT count(*) FROM battles').pluck().get()).toBe(0);
  });

  // Game End (002_cff186ffe79098a6.txt:746-751) and six objectives on a die (L317): every problem of a set-up is said in one refusal.
  it('says every set-up problem at once — both armies not battle-ready, no limit, too many objectives — each at its own field, writing nothing', () => {
    const shortDivision = (name: string) => ({ ...redRoster(), name, divisions: [{ ...redRoster().divisions[0]!, brigades: redRoster().divisions[0]!.brigades.slice(0, 1) }] });
    const first = army(shortDivision('The Few'), 'Cara', '#336633');
    const second = army(shortDivision('The Fewer'), 'Dan', '#663333');
    const seven = Array.from({ length: 7 }, (_, i) => ({ name: `Hill ${i + 1}` }));
    const refused = dispatch(temp.ctx, 'battles.create', { ...baseInput(), armyA: first, armyB: second, turnLimit: undefined, objectives: seven });
    if (refused.ok) throw new Error('set up a battle that should have been refused');
    expect([refused.error.code, refused.error.path]).toEqual(['rejected', 'armyA']);
    expect(refused.error.details?.fields).toEqual({
      armyA: 'The Few has 1 problem to fix in the army builder before it can take the field. 1st Division: has 1 Brigade; a Division needs 3 to 5.',
      armyB: expect.stringMatching(/^The Fewer has 1 problem to fix/),
      turnLimit: 'Agree a turn limit, a time limit, or both (Game End)',
      objectives: expect.stringContaining('so at most 6'),
    });
    const message = refused.error.message;
    expect(message).toMatch(/^This battle cannot be set up yet\. The Few has .+\. The Fewer has .+\. Agree a turn limit, a time limit, or both \(Game End\)\. 7 objectives: .+\.$/);
    expect(temp.store.sqlite.prepare('SELECT count(*) FROM battles').pluck().get()).toBe(0);
  });

  it('says one army picked twice at the second pick, and what is wrong with that army at the first, in the same refusal', () => {
    const refused = dispatch(temp.ctx, 'battles.create', { ...baseInput(), armyB: armyIds.A, turnLimit: undefined });
    if (refused.ok) throw new Error('set up a battle that should have been refused');
    expect(refused.error.details?.fields).toEqual({ armyB: 'Choose two different armies: an army cannot fight itself', turnLimit: 'Agree a turn limit, a time limit, or both (Game End)' });
    expect(refused.error.path).toBe('armyB');
  });

  // 002_cff186ffe79098a6.txt:317: a Strategic Order shows its objective number on a die's face.
  it('holds a battle to 6 objectives unless the campaign\'s house rule allows any number (oo.objective-limit)', () => {
    const seven = Array.from({ length: 7 }, (_, i) => ({ name: `Hill ${i + 1}` }));
    const refused = dispatch(temp.ctx, 'battles.create', { ...baseInput(), objectives: seven });
    expect(!refused.ok && [refused.error.code, refused.error.path, refused.error.message]).toEqual(['rejected', 'objectives', expect.stringContaining('so at most 6')]);
    expect(temp.store.sqlite.prepare('SELECT count(*) FROM battles').pluck().get()).toBe(0);
    call('campaigns.update', { id: campaignId, houseRules: { 'oo.objective-limit': 'unlimited' } });
    expect(newBattle({ objectives: seven }).setup.objectives.map((o) => o.number)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('plays the sample battle through append to the hand-computed result, stored with the campaign', () => {
    let battle = newBattle();
    for (const step of SAMPLE_BATTLE) battle = append(battle, step);
    expect(battle).toEqual(call<BattleDetail>('battles.get', { id: battle.id }));
    expect(battle.stage).toBe('result');
    expect(battle.state.result).toMatchObject({ endedBy: 'break-point', strategicVictory: 'A', vp: SAMPLE_TOTALS.vp });
    expect(vpBreakdown(battle.state.vp, 'A')).toEqual(SAMPLE_TOTALS.breakdown.A);
    const listed = call<BattleListRow[]>('battles.list', { campaignId });
    expect(listed[0]).toMatchObject({ status: 'over', eventCount: SAMPLE_BATTLE.length, progress: 'Over' });
    expect(listed[0]!.outcome!.line).toMatch(new RegExp(`· VP: \\S.* ${SAMPLE_TOTALS.vp.A}, \\S.* ${SAMPLE_TOTALS.vp.B}$`));
    expect(battle.series.map((p) => p.turn)).toEqual([1, 2]);
    const armies = call<{ id: string; soldiersLost: number }[]>('armies.list', { campaignId });
    expect(Object.fromEntries(armies.map((a) => [a.id, a.soldiersLost]))).toEqual({ [armyIds.A]: SAMPLE_TOTALS.casualties.A, [armyIds.B]: SAMPLE_TOTALS.casualties.B });
    expect(call<{ soldiersLost: number }>('armies.get', { id: armyIds.B }).soldiersLost).toBe(SAMPLE_TOTALS.casualties.B);
  });

  it('refuses an impossible step with the engine reason and changes nothing', () => {
    let battle = newBattle();
    for (const step of SAMPLE_BATTLE.slice(0, 8)) battle = append(battle, step);
    const before = stepRows();
    const twice = dispatch(temp.ctx, 'battles.append', { battleId: battle.id, event: SAMPLE_BATTLE[7], expectedCount: 8 });
    expect(twice).toEqual({ ok: false, error: { code: 'rejected', message: "Swordsmen cannot deploy twice: already on the table" } });
    const outOfTurn = dispatch(temp.ctx, 'battles.append', { battleId: battle.id, event: { type: 'brigade-deployed', brigadeId: 'B/d1.b2' }, expectedCount: 8 });
    expect(outOfTurn).toEqual({ ok: false, error: { code: 'rejected', message: "It is Blue's turn to deploy" } });
    const stale = dispatch(temp.ctx, 'battles.append', { battleId: battle.id, event: SAMPLE_BATTLE[8], expectedCount: 7 });
    expect(!stale.ok && stale.error.code).toBe('conflict');
    const badShape = dispatch(temp.ctx, 'battles.append', { battleId: battle.id, event: { type: 'brigade-deployed' }, expectedCount: 8 });
    expect(!badShape.ok && badShape.error.code).toBe('invalid_input');
    expect(stepRows()).toEqual(before);
  });

  it('refuses a negative distance at the contract and an out-of-range shot with the rule, writing nothing (issue 22; seed 002 L289)', () => {
    let battle = newBattle();
    const shot = SAMPLE_BATTLE.findIndex((step) => step.type === 'shot-fired');
    for (const step of SAMPLE_BATTLE.slice(0, shot)) battle = append(battle, step);
    const before = stepRows();
    const at = (inches: number) => ({
      type: 'shot-fired',
      brigadeId: 'A/d1.b2',
      targetBrigadeId: 'B/d1.b1',
      volleys: [{ regimentId: 'A/d1.b2.r1', distanceInches: inches, dice: { source: 'entered', sides: 6, faces: [5, 6, 2, 1] } }],
    });
    const negative = dispatch(temp.ctx, 'battles.append', { battleId: battle.id, event: at(-2), expectedCount: shot });
    expect(!negative.ok && [negative.error.code, negative.error.message]).toEqual(['invalid_input', expect.stringContaining('A distance cannot be negative')]);
    const tooFar = dispatch(temp.ctx, 'battles.append', { battleId: battle.id, event: at(10.5), expectedCount: shot });
    expect(tooFar).toEqual({ ok: false, error: { code: 'rejected', message: 'Bows reach 10″; this target is 10.5″ away' } });
    expect(stepRows()).toEqual(before);
    expect(dispatch(temp.ctx, 'battles.append', { battleId: battle.id, event: at(10), expectedCount: shot }).ok).toBe(true);
  });

  it('accepts app-rolled dice only when the faces match the seed', () => {
    const battle = newBattle();
    const rolled = { A: rollDice(11, 2), B: rollDice(12, 2) };
    const tied = rolled.A.faces.reduce((s, f) => s + f, 0) === rolled.B.faces.reduce((s, f) => s + f, 0);
    const forged = { ...rolled.A, faces: rolled.A.faces.map((f) => (f === 6 ? 5 : f + 1)) };
    const refused = dispatch(temp.ctx, 'battles.append', { battleId: battle.id, event: { type: 'initiative-rolled', rolls: { A: forged, B: rolled.B }, winnerTakes: 'attacker' }, expectedCount: 0 });
    expect(!refused.ok && refused.error.message).toMatch(/is not what the app rolled/);
    if (!tied) expect(dispatch(temp.ctx, 'battles.append', { battleId: battle.id, event: { type: 'initiative-rolled', rolls: rolled, winnerTakes: 'attacker' }, expectedCount: 0 }).ok).toBe(true);
  });

  it('undoes repeatedly and resumes from the file exactly where it was', () => {
    let battle = newBattle();
    // Up to the volley at Red's Swordsmen, whose Morale Test is now due.
    for (const step of SAMPLE_BATTLE.slice(0, 19)) battle = append(battle, step);
    expect(call<BattleDetail>('battles.get', { id: battle.id }).state.pending).toHaveLength(1);
    battle = undo(battle);
    battle = undo(battle);
    expect(battle).toEqual(call<BattleDetail>('battles.get', { id: battle.id }));
    expect(battle.steps).toHaveLength(17);
    expect(casualties(battle.state).bySide.B.hits).toBe(0);
    expect(dispatch(temp.ctx, 'battles.undo', { battleId: battle.id, expectedCount: 19 })).toMatchObject({ ok: false, error: { code: 'conflict' } });

    temp.store.close();
    const reopened = openDatabase({ file: temp.file, migrationsFolder: MIGRATIONS_FOLDER });
    const ctx = createServiceContext(reopened, 'browser', 'test');
    const resumed = dispatch(ctx, 'battles.get', { id: battle.id });
    expect(resumed.ok && (resumed.value as BattleDetail).state).toEqual(battle.state);
    expect(resumed.ok && (resumed.value as BattleDetail).stage).toBe('activation');
    reopened.close();
    // The store is closed already; only its folder is left to remove.
    temp = { ...temp, dispose: () => rmSync(temp.dir, { recursive: true, force: true }) };
  });

  it('keeps two battles of one campaign in progress side by side, and corrects VP with a reason', () => {
    const first = newBattle();
    const second = newBattle({ name: 'Second battle' });
    call('battles.append', { battleId: first.id, event: SAMPLE_BATTLE[0], expectedCount: 0 });
    const noReason = dispatch(temp.ctx, 'battles.append', { battleId: second.id, event: { type: 'vp-corrected', side: 'A', points: 1, reason: '  ' }, expectedCount: 0 });
    expect(noReason).toMatchObject({ ok: false, error: { code: 'invalid_input', message: 'Give a reason for the correction' } });
    const corrected = append(second, { type: 'vp-corrected', side: 'A', points: 2, reason: 'Scenario bonus' });
    expect(corrected.state.vp).toEqual([{ side: 'A', source: 'correction', points: 2, turn: 0, about: { kind: 'correction', reason: 'Scenario bonus' } }]);
    const listed = call<BattleListRow[]>('battles.list', { campaignId });
    expect(listed.map((b) => [b.name, b.status, b.eventCount])).toEqual([
      ['Second battle', 'in-progress', 1],
      ['Battle of the Mill', 'in-progress', 1],
    ]);
    expect(call('battles.update', { id: first.id, name: 'The Mill', notes: 'Fog at dawn' })).toMatchObject({ name: 'The Mill', notes: 'Fog at dawn' });
    expect(call('battles.delete', { id: second.id })).toEqual({ id: second.id });
    expect(temp.store.sqlite.prepare('SELECT count(*) FROM battle_events WHERE battle_id = ?').pluck().get(second.id)).toBe(0);
  });
});

function baseInput() {
  return {
    campaignId,
    name: 'Refused',
    armyA: armyIds.A,
    armyB: armyIds.B,
    tableWidthFeet: 4,
    tableDepthFeet: 4,
    turnLimit: 6,
    objectives: [{ name: 'The bridge' }],
  };
}
