import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OUTCOMES_SENT, type AnyStepOutcomesRow } from '../../src-shared/contract/battles';
import type { SystemBattleDetail } from '../../src-shared/contract/system-battles';
import { replaySystemLog } from '../../src-shared/systems/replay';
import { requireSystem } from '../../src-shared/systems/registry';
import { openTempStore, type TempStore } from '../testing/temp-store';
import { caller } from '../testing/system-fixtures';
import { createLongBattle1999, longBattle1999 } from '../testing/long-system-battle';
import { systemBattleLog } from './system-battles';

/** Opening a battle of another system (1999): outcomes for its newest steps, the older ones on request. */

let temp: TempStore;
let api: ReturnType<typeof caller>;
beforeEach(() => {
  temp = openTempStore();
  api = caller(temp.ctx);
});
afterEach(() => temp.dispose());

const OLDER = 40;
const events = longBattle1999(OUTCOMES_SENT + OLDER);

function storedBattle(count: number): SystemBattleDetail {
  const created = createLongBattle1999(api, 'A long night');
  systemBattleLog.append(temp.ctx, created.id, () => events.slice(0, count));
  return created;
}

/** What each step came to, judged afresh by the system's own replay (not the store's fold). */
function judged(created: SystemBattleDetail, count: number) {
  const stored = events.slice(0, count).map((event, i) => ({ seq: i + 1, event, recordedAt: 0 }));
  const replayed = replaySystemLog(requireSystem('1999'), created.setup, created.rulings, stored);
  expect(replayed.brokenAt).toBeNull();
  return replayed.steps;
}

describe('battles.get and battles.stepOutcomes for a 1999 battle', () => {
  it('sends the outcomes of the newest steps only, and the older ones on request, as a replay judges them', () => {
    const created = storedBattle(events.length);
    const expected = judged(created, events.length);
    systemBattleLog.forget(temp.ctx);
    const opened = api.call<SystemBattleDetail>('battles.get', { id: created.id });
    expect(opened.steps).toHaveLength(OUTCOMES_SENT + OLDER);
    expect(opened.steps.slice(0, OLDER).every((step) => step.outcomes === undefined)).toBe(true);
    expect(opened.steps.slice(OLDER).map((step) => step.outcomes)).toEqual(expected.slice(OLDER).map((step) => step.outcomes));
    // Every step still carries its event, number and turn: the log names and groups every one of them.
    expect(opened.steps.map((step) => step.event)).toEqual(events);
    expect(opened.steps.map((step) => step.turn)).toEqual(expected.map((step) => step.turn));

    const older = api.call<AnyStepOutcomesRow[]>('battles.stepOutcomes', { battleId: created.id, fromSeq: 1, toSeq: OLDER });
    expect(older).toEqual(expected.slice(0, OLDER).map((step) => ({ seq: step.seq, outcomes: step.outcomes })));
    expect(older.some((row) => 'outcomes' in row && row.outcomes.length > 0)).toBe(true);
    const middle = api.call<AnyStepOutcomesRow[]>('battles.stepOutcomes', { battleId: created.id, fromSeq: 10, toSeq: 12 });
    expect(middle.map((row) => row.seq)).toEqual([10, 11, 12]);
  });

  it('sends every outcome of a battle shorter than that', () => {
    const created = storedBattle(30);
    const opened = api.call<SystemBattleDetail>('battles.get', { id: created.id });
    expect(opened.steps.map((step) => step.outcomes)).toEqual(judged(created, 30).map((step) => step.outcomes));
  });

  it('refuses a range past the steps that replay, with its reason', () => {
    const created = storedBattle(30);
    expect(api.refusal('battles.stepOutcomes', { battleId: created.id, fromSeq: 1, toSeq: 31 })).toMatchObject({ code: 'rejected', message: 'This battle has 30 steps that replay; there is no step 31', path: 'toSeq' });
  });
});
