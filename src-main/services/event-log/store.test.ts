import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/open';
import { createServiceContext } from '../context';
import { createCampaign } from '../campaigns';
import { ServiceError } from '../service-error';
import { MIGRATIONS_FOLDER, openTempStore, type TempStore } from '../../testing/temp-store';
import { createEventLog, type Fold } from './index';

/**
 * A kind made up for this test — a tally that may never go below zero, with a ceiling read from
 * its row — stored in the ladder tables of a real migrated file, to test the store on its own.
 */
type TallyEvent = { readonly type: 'add'; readonly n: number };
let applied = 0;
const tally: Fold<{ ceiling: number }, number, TallyEvent, string> = {
  initial: () => 0,
  apply(total, event, { ceiling }) {
    applied += 1;
    const next = total + event.n;
    if (next < 0) return { ok: false, reason: `the tally cannot go below zero (it is ${total})`, rule: 'floor' };
    if (next > ceiling) return { ok: false, reason: `the tally cannot pass ${ceiling}` };
    return { ok: true, state: next, outcome: `now ${next}` };
  },
};

const tallies = createEventLog({
  noun: 'Tally',
  tables: { logs: 'ladders', events: 'ladder_events', logColumn: 'ladder_id' },
  header: (ctx, id) => ({ ceiling: Number(ctx.store.sqlite.prepare('SELECT system FROM ladders WHERE id = ?').pluck().get(id)) }),
  fold: tally,
  summary: (total) => ({ name: `Tally at ${total}` }),
  refusal: (reason, rule) => new ServiceError('rejected', rule ? `${reason} [${rule}]` : reason),
  cached: 2,
  undoKept: 3,
});

let temp: TempStore;
let campaignId: string;
beforeEach(() => {
  temp = openTempStore();
  campaignId = createCampaign(temp.ctx, { name: 'Test war', setting: '', description: '' }).id;
});
afterEach(() => temp.dispose());

const add = (n: number): TallyEvent => ({ type: 'add', n });
const seqs = (id: string) => temp.store.sqlite.prepare('SELECT seq FROM ladder_events WHERE ladder_id = ? ORDER BY seq').pluck().all(id) as number[];
const row = (id: string) => temp.store.sqlite.prepare('SELECT name, event_count AS count FROM ladders WHERE id = ?').get(id) as { name: string; count: number };

function newTally(ceiling = 100): string {
  const id = temp.ctx.newId();
  temp.store.sqlite.prepare("INSERT INTO ladders (id, campaign_id, name, system, created_at, updated_at) VALUES (?, ?, 'Tally', ?, 0, 0)").run(id, campaignId, String(ceiling));
  return id;
}

describe('the event-log store', () => {
  it('numbers steps from 1, folds them, keeps each outcome and rewrites the summary with every write', () => {
    const id = newTally();
    tallies.append(temp.ctx, id, () => add(2));
    const { view, added } = tallies.append(temp.ctx, id, () => [add(3), add(4)]);
    expect(seqs(id)).toEqual([1, 2, 3]);
    expect(added.map((step) => [step.seq, step.outcome])).toEqual([
      [2, 'now 5'],
      [3, 'now 9'],
    ]);
    expect(view.state).toBe(9);
    expect(row(id)).toEqual({ name: 'Tally at 9', count: 3 });
    tallies.forget(temp.ctx);
    expect(tallies.load(temp.ctx, id)).toEqual(view);
  });

  it('writes nothing when any event of a call is refused, and says why', () => {
    const id = newTally();
    tallies.append(temp.ctx, id, () => add(1));
    expect(() => tallies.append(temp.ctx, id, () => [add(5), add(-10)])).toThrow('the tally cannot go below zero (it is 6) [floor]');
    expect(seqs(id)).toEqual([1]);
    expect(row(id)).toEqual({ name: 'Tally at 1', count: 1 });
    expect(tallies.load(temp.ctx, id).state).toBe(1);
    expect(() => tallies.append(temp.ctx, id, () => add(1), { expectedCount: 0 })).toThrow(/changed elsewhere \(it has 1 steps, this screen knew 0\)/);
    expect(() => tallies.load(temp.ctx, 'no-such-tally')).toThrow(/This tally does not exist/);
  });

  it('folds one event per append once a log is cached, and replays what another connection wrote', () => {
    const id = newTally();
    for (let i = 0; i < 20; i++) tallies.append(temp.ctx, id, () => add(1));
    applied = 0;
    tallies.append(temp.ctx, id, () => add(1));
    expect(applied).toBe(1);

    const other = openDatabase({ file: temp.file, migrationsFolder: MIGRATIONS_FOLDER });
    try {
      tallies.append(createServiceContext(other, 'electron', 'test', { now: () => 5 }), id, () => add(10));
    } finally {
      other.close();
    }
    applied = 0;
    expect(tallies.load(temp.ctx, id).state).toBe(31);
    expect(applied).toBe(22);
  });

  it('forgets a fold written inside a transaction that later rolls back', () => {
    const id = newTally();
    tallies.append(temp.ctx, id, () => add(1));
    expect(() =>
      temp.store.sqlite.transaction(() => {
        tallies.append(temp.ctx, id, () => add(1));
        throw new Error('the caller changes its mind');
      })(),
    ).toThrow('changes its mind');
    expect(seqs(id)).toEqual([1]);
    expect(tallies.load(temp.ctx, id).state).toBe(1);
  });

  it('undoes the last few steps from kept states, without a replay, and replays only beyond them', () => {
    const id = newTally(1000);
    for (let i = 1; i <= 10; i++) tallies.append(temp.ctx, id, () => add(i));
    applied = 0;
    expect(tallies.undo(temp.ctx, id).state).toBe(45);
    expect(tallies.undo(temp.ctx, id, { toCount: 7 }).state).toBe(28);
    expect(applied).toBe(0);
    expect(tallies.undo(temp.ctx, id).state).toBe(21);
    expect(applied).toBe(6);
    expect(tallies.append(temp.ctx, id, () => add(100)).view.state).toBe(121);
    expect(tallies.undo(temp.ctx, id).state).toBe(21);
    expect(seqs(id)).toEqual([1, 2, 3, 4, 5, 6]);
    tallies.forget(temp.ctx);
    expect(tallies.load(temp.ctx, id).state).toBe(21);
  });

  it('undoes the last step, or down to a given count', () => {
    const id = newTally();
    tallies.append(temp.ctx, id, () => [add(1), add(2), add(3), add(4)]);
    expect(tallies.undo(temp.ctx, id).state).toBe(6);
    expect(tallies.undo(temp.ctx, id, { toCount: 1 }).state).toBe(1);
    expect(seqs(id)).toEqual([1]);
    expect(row(id)).toEqual({ name: 'Tally at 1', count: 1 });
    expect(() => tallies.undo(temp.ctx, id, { toCount: 1 })).toThrow(/Cannot undo back to step 1/);
    tallies.undo(temp.ctx, id);
    expect(() => tallies.undo(temp.ctx, id)).toThrow('There is nothing to undo: the tally has no recorded steps yet');
  });

  it('keeps a log that no longer replays readable, names the step and why, refuses new steps, and undoes back to the last good one', () => {
    const id = newTally(100);
    tallies.append(temp.ctx, id, () => [add(40), add(40), add(10), add(5)]);
    // A later version of the rules lowers the ceiling: step 2 no longer replays.
    temp.store.sqlite.prepare("UPDATE ladders SET system = '50' WHERE id = ?").run(id);
    tallies.forget(temp.ctx, id);

    const broken = tallies.load(temp.ctx, id);
    expect(broken.broken).toEqual({ step: 2, reason: 'the tally cannot pass 50' });
    expect(broken.state).toBe(40);
    expect(broken.steps.map((step) => step.outcome)).toEqual(['now 40', undefined, undefined, undefined]);

    let refusal: unknown;
    try {
      tallies.append(temp.ctx, id, () => add(1));
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(ServiceError);
    expect((refusal as ServiceError).code).toBe('rejected');
    expect((refusal as ServiceError).message).toBe(
      'Step 2 of this tally no longer replays under the current rules (the tally cannot pass 50). No new step can be recorded until it is undone: undo back to step 1, the last one that replays.',
    );
    expect(seqs(id)).toEqual([1, 2, 3, 4]);

    const mended = tallies.undo(temp.ctx, id);
    expect(mended.broken).toBeNull();
    expect(mended.state).toBe(40);
    expect(seqs(id)).toEqual([1]);
    expect(tallies.append(temp.ctx, id, () => add(5)).view.state).toBe(45);
  });

  it('keeps a bounded number of folds per connection', () => {
    const ids = [newTally(), newTally(), newTally()];
    for (const id of ids) tallies.append(temp.ctx, id, () => add(1));
    applied = 0;
    tallies.load(temp.ctx, ids[2]!);
    tallies.load(temp.ctx, ids[1]!);
    expect(applied).toBe(0);
    tallies.load(temp.ctx, ids[0]!);
    expect(applied).toBe(1);
  });
});

/** The same tally with a quiet fold: the same state and refusals, an outcome that says it was not worded. */
let quietly = 0;
const quietTallies = createEventLog({
  noun: 'Tally',
  tables: { logs: 'ladders', events: 'ladder_events', logColumn: 'ladder_id' },
  header: (ctx, id) => ({ ceiling: Number(ctx.store.sqlite.prepare('SELECT system FROM ladders WHERE id = ?').pluck().get(id)) }),
  fold: {
    ...tally,
    quiet(total, event, header) {
      quietly += 1;
      const next = tally.apply(total, event, header);
      applied -= 1;
      return next.ok ? { ...next, outcome: 'quiet' } : next;
    },
  },
  undoKept: 3,
});

describe('a log whose kind folds old steps quietly', () => {
  const outcomes = (view: { steps: readonly { outcome: string | undefined }[] }) => view.steps.map((step) => step.outcome);

  it('folds all but the steps asked for quietly when read from the file, and words the rest only when asked', () => {
    const id = newTally(1000);
    quietTallies.append(temp.ctx, id, () => Array.from({ length: 10 }, (_, i) => add(i + 1)));
    quietTallies.forget(temp.ctx);
    applied = 0;
    quietly = 0;
    const opened = quietTallies.load(temp.ctx, id, { outcomesOfNewest: 3 });
    expect([applied, quietly]).toEqual([3, 7]);
    expect(opened.state).toBe(55);
    expect(opened.outcomesFrom).toBe(8);
    expect(outcomes(opened)).toEqual([...Array(7).fill('quiet'), 'now 36', 'now 45', 'now 55']);

    // A step after the open folds one event and words nothing older.
    applied = 0;
    const { view } = quietTallies.append(temp.ctx, id, () => add(1));
    expect(applied).toBe(1);
    expect(view.outcomesFrom).toBe(8);

    // Asking for older steps words them (a replay of the quiet ones), once.
    applied = 0;
    const asked = quietTallies.load(temp.ctx, id, { outcomesFrom: 2 });
    expect(applied).toBe(7);
    expect(asked.outcomesFrom).toBe(1);
    expect(outcomes(asked)).toEqual(['now 1', 'now 3', 'now 6', 'now 10', 'now 15', 'now 21', 'now 28', 'now 36', 'now 45', 'now 55', 'now 56']);
    applied = 0;
    expect(quietTallies.load(temp.ctx, id)).toBe(asked);
    expect(applied).toBe(0);
  });

  it('folds every step in full for a caller that names none, and words nothing for a write', () => {
    const id = newTally(1000);
    quietTallies.append(temp.ctx, id, () => [add(1), add(2), add(3)]);
    quietTallies.forget(temp.ctx);
    quietly = 0;
    expect(outcomes(quietTallies.load(temp.ctx, id))).toEqual(['now 1', 'now 3', 'now 6']);
    expect(quietly).toBe(0);

    quietTallies.forget(temp.ctx);
    applied = 0;
    quietTallies.append(temp.ctx, id, () => add(4));
    expect([applied, quietly]).toEqual([1, 3]);
  });

  it('names a quietly folded step that no longer replays, and takes back the quiet range with an undo', () => {
    const id = newTally(100);
    quietTallies.append(temp.ctx, id, () => [add(40), add(40), add(10), add(5), add(1)]);
    temp.store.sqlite.prepare("UPDATE ladders SET system = '50' WHERE id = ?").run(id);
    quietTallies.forget(temp.ctx);
    const broken = quietTallies.load(temp.ctx, id, { outcomesOfNewest: 1 });
    expect(broken.broken).toEqual({ step: 2, reason: 'the tally cannot pass 50' });
    expect(broken.outcomesFrom).toBe(5);
    const mended = quietTallies.undo(temp.ctx, id);
    expect(mended.steps).toHaveLength(1);
    expect(mended.outcomesFrom).toBe(2);
    expect(outcomes(quietTallies.load(temp.ctx, id))).toEqual(['now 40']);
  });
});
