import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { generateBattle, largeSetup } from '../../../src-shared/rules/orders-omens/battle/testing/generate';
import { stepOutcomes } from '../../../src-shared/rules/orders-omens/walkthrough/series';
import { OUTCOMES_SENT } from '../../../src-shared/contract/battles';
import { type BattleDetail, type StepOutcomeRow } from '../../../src-shared/contract/orders-omens/battles';
import { openTempStore, type TempStore } from '../../testing/temp-store';
import { caller } from '../../testing/system-fixtures';
import { createCampaign } from '../campaigns';
import { battleLog, createBattleRecord } from './battle-log';

/** Opening an Orders & Omens battle: outcome lines for its newest steps, the older ones on request. */

let temp: TempStore;
let campaignId: string;
beforeEach(() => {
  temp = openTempStore();
  campaignId = createCampaign(temp.ctx, { name: 'Long war', setting: '', description: '' }).id;
});
afterEach(() => temp.dispose());

const setup = largeSetup();
const events = generateBattle(setup, OUTCOMES_SENT + 60, 21).events.slice(0, OUTCOMES_SENT + 60);

function storedBattle(count: number): string {
  const { id } = createBattleRecord(temp.ctx, { campaignId, name: 'Battle of the Long Ridge', setup, rulings: {} });
  battleLog.append(temp.ctx, id, () => events.slice(0, count));
  return id;
}

describe('battles.get and battles.stepOutcomes for an Orders & Omens battle', () => {
  it('sends outcome lines for the newest steps only, and the older ones on request, as a replay words them', () => {
    expect(events.length).toBe(OUTCOMES_SENT + 60);
    const id = storedBattle(events.length);
    const expected = stepOutcomes(setup, events);
    const api = caller(temp.ctx);
    battleLog.forget(temp.ctx);
    const opened = api.call<BattleDetail>('battles.get', { id });
    expect(opened.steps).toHaveLength(events.length);
    const older = opened.steps.slice(0, 60);
    const newest = opened.steps.slice(60);
    expect(older.every((row) => row.outcome === undefined)).toBe(true);
    expect(newest.map((row) => row.outcome)).toEqual(expected.slice(60).map((o) => o.outcome));
    // Every row still carries its step, number and turn: the screen names melees and terrain from them.
    expect(opened.steps.map((row) => row.step)).toEqual(events);
    expect(opened.steps.map((row) => row.turn)).toEqual(expected.map((o) => o.turn));

    const lines = api.call<StepOutcomeRow[]>('battles.stepOutcomes', { battleId: id, fromSeq: 1, toSeq: 60 });
    expect(lines).toEqual(expected.slice(0, 60).map((o, i) => ({ seq: i + 1, outcome: o.outcome })));
    expect(lines.some((row) => row.outcome.length > 0)).toBe(true);
    const middle = api.call<StepOutcomeRow[]>('battles.stepOutcomes', { battleId: id, fromSeq: 10, toSeq: 12 });
    expect(middle.map((row) => row.seq)).toEqual([10, 11, 12]);
  });

  it('words the lines the open left out once a step is undone into them, and steps on with one fold each', () => {
    const id = storedBattle(events.length);
    const expected = stepOutcomes(setup, events);
    const api = caller(temp.ctx);
    battleLog.forget(temp.ctx);
    api.call<BattleDetail>('battles.get', { id });
    // Two undos bring steps 59 and 60, which the open folded without their lines, into the newest OUTCOMES_SENT.
    api.call('battles.undo', { battleId: id, expectedCount: events.length });
    api.call('battles.undo', { battleId: id, expectedCount: events.length - 1 });
    const reopened = api.call<BattleDetail>('battles.get', { id });
    expect(reopened.steps.slice(-OUTCOMES_SENT).map((row) => row.outcome)).toEqual(expected.slice(58, 258).map((o) => o.outcome));
    api.call('battles.append', { battleId: id, event: events[258], expectedCount: events.length - 2 });
    const stepped = api.call<BattleDetail>('battles.get', { id });
    expect(stepped.steps.slice(-OUTCOMES_SENT).map((row) => row.outcome)).toEqual(expected.slice(59, 259).map((o) => o.outcome));
  });

  it('sends every outcome line of a battle shorter than that', () => {
    const id = storedBattle(40);
    const opened = caller(temp.ctx).call<BattleDetail>('battles.get', { id });
    expect(opened.steps.map((row) => row.outcome)).toEqual(stepOutcomes(setup, events.slice(0, 40)).map((o) => o.outcome));
  });

  it('answers after the fold was forgotten (another window, a restart) with the same lines', () => {
    const id = storedBattle(80);
    battleLog.forget(temp.ctx);
    const lines = caller(temp.ctx).call<StepOutcomeRow[]>('battles.stepOutcomes', { battleId: id, fromSeq: 1, toSeq: 80 });
    expect(lines.map((row) => row.outcome)).toEqual(stepOutcomes(setup, events.slice(0, 80)).map((o) => o.outcome));
  });

  it('refuses a range outside the battle, a backwards range and an unknown battle, each with its reason', () => {
    const id = storedBattle(30);
    const api = caller(temp.ctx);
    expect(api.refusal('battles.stepOutcomes', { battleId: id, fromSeq: 1, toSeq: 31 })).toMatchObject({ code: 'rejected', message: 'This battle has 30 steps; there is no step 31', path: 'toSeq' });
    expect(api.refusal('battles.stepOutcomes', { battleId: id, fromSeq: 5, toSeq: 4 })).toMatchObject({ code: 'invalid_input', message: 'fromSeq must not come after toSeq', path: 'toSeq' });
    expect(api.refusal('battles.stepOutcomes', { battleId: id, fromSeq: 0, toSeq: 4 })).toMatchObject({ code: 'invalid_input', path: 'fromSeq' });
    expect(api.refusal('battles.stepOutcomes', { battleId: id, fromSeq: 1, toSeq: 2, extra: true })).toMatchObject({ code: 'invalid_input' });
    expect(api.refusal('battles.stepOutcomes', { battleId: 'no-such-battle', fromSeq: 1, toSeq: 1 })).toMatchObject({ code: 'not_found' });
  });
});
