import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openTempStore, type TempStore } from '../testing/temp-store';
import { appendStep, caller, createPreyBattle, PREY_SCRIPT } from '../testing/system-fixtures';
import { createLongBattle1999, longBattle1999 } from '../testing/long-system-battle';
import { OUTCOMES_SENT, type SystemBattleDetail, type SystemStepAnswer } from '../../src-shared/contract/system-battles';
import { applySystemStepAnswer } from '../../src-shared/systems/system-step-answer';
import { requireSystem } from '../../src-shared/systems/registry';

/**
 * A step of a system battle answers with the new step and what it changed (issue #10: a step
 * costs the same late in a battle as early), and the screen's fold of that answer is the battle
 * as stored. Real contract (`dispatch`), real SQLite file, shipped migrations.
 */

let temp: TempStore;
let api: ReturnType<typeof caller>;

beforeEach(() => {
  temp = openTempStore();
  api = caller(temp.ctx);
});
afterEach(() => {
  vi.restoreAllMocks();
  temp.dispose();
});

const bytes = (value: unknown) => JSON.stringify(value).length;
const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function send(battle: SystemBattleDetail, event: unknown): SystemStepAnswer {
  return api.call<SystemStepAnswer>('battles.append', { battleId: battle.id, system: battle.system, event, expectedCount: battle.steps.length });
}

describe('the answer to a system step', () => {
  it('folded into the battle held, is the battle as stored after every step of a three-player 1999 battle', () => {
    const campaignId = api.call<{ id: string }>('campaigns.create', { name: 'The Ash Road' }).id;
    const players = ['Ann', 'Bob', 'Cy'].map((name, i) => api.call<{ id: string }>('players.create', { campaignId, name, colour: ['#1f5f8b', '#8e2a22', '#2e7d32'][i] }).id);
    let held = createPreyBattle(api, campaignId, players);
    for (const event of PREY_SCRIPT) {
      held = appendStep(api, held, event);
      expect(held).toEqual(api.call<SystemBattleDetail>('battles.get', { id: held.id }));
    }
    // The script ends the battle: the fold carries the result as well as the steps.
    expect(held).toMatchObject({ status: 'over', eventCount: PREY_SCRIPT.length, outcome: { winners: ['Ann'] } });
  });

  it('is the step, the list item and the state change only — the same size at step 400 as at step 50', () => {
    const events = longBattle1999(400);
    let held = createLongBattle1999(api);
    const sizes: number[] = [];
    for (const event of events) {
      const answer = send(held, event);
      expect(Object.keys(answer).sort()).toEqual(['battle', 'stateDelta', 'step']);
      sizes.push(bytes(answer));
      held = applySystemStepAnswer(held, answer);
    }
    const stored = api.call<SystemBattleDetail>('battles.get', { id: held.id });
    // The opened battle leaves the outcomes of its older steps to battles.stepOutcomes; the screen keeps those it was answered.
    const older = held.steps.length - OUTCOMES_SENT;
    expect({ ...held, steps: held.steps.map((step, i) => (i < older ? { ...step, outcomes: undefined } : step)) }).toEqual(stored);
    expect(api.call('battles.stepOutcomes', { battleId: held.id, fromSeq: 1, toSeq: older })).toEqual(held.steps.slice(0, older).map(({ seq, outcomes }) => ({ seq, outcomes })));
    // The whole battle grows with every step; its answers do not.
    expect(bytes(stored)).toBeGreaterThan(20 * median(sizes.slice(350)));
    expect(median(sizes.slice(350))).toBeLessThanOrEqual(1.2 * median(sizes.slice(25, 50)));
    expect(Math.max(...sizes.slice(50))).toBeLessThan(bytes(stored.state));
  });

  it('folds the one new event onto the kept fold: the engine judges it once, nothing replays or narrates', () => {
    const events = longBattle1999(301);
    let held = createLongBattle1999(api);
    for (const event of events.slice(0, 300)) held = appendStep(api, held, event);
    const system = requireSystem('1999');
    const judged = vi.spyOn(system.battle, 'apply');
    const narrated = vi.spyOn(system.narrator, 'narrate');
    // Spoil the stored first step behind the store's back: a step that re-read the log would find it and refuse.
    temp.store.sqlite.prepare('UPDATE battle_events SET payload_json = ? WHERE battle_id = ? AND seq = 1').run(JSON.stringify({ type: 'no-such-step' }), held.id);
    const answer = send(held, events[300]);
    expect(judged).toHaveBeenCalledTimes(1);
    expect(narrated).not.toHaveBeenCalled();
    expect(answer.step).toMatchObject({ seq: 301, event: events[300] });
    expect(answer.battle.eventCount).toBe(301);
  });

  it('a screen that fell behind is not folded onto: the next step does not follow the steps it holds', () => {
    const events = longBattle1999(3);
    const start = createLongBattle1999(api);
    const first = appendStep(api, start, events[0]);
    const second = send(first, events[1]);
    expect(() => applySystemStepAnswer(start, second)).toThrow('Step 2 does not follow the 0 steps held');
  });
});
