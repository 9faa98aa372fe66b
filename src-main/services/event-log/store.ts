import type { Database, Statement } from 'better-sqlite3';
import type { ServiceContext } from '../context';
import { notFound, ServiceError } from '../service-error';
import { FoldCache } from './fold-cache';
import { replay, type BrokenStep, type Fold, type Replayed } from './fold';

/**
 * Where a kind of log lives. The log table has one row per log with `id`, `event_count` and
 * `updated_at`; the step table has `<logColumn>`, `seq` (from 1), `type`, `payload_json` and
 * `recorded_at`, keyed by (log, seq). Names are the app's own constants, never user input.
 */
export interface EventLogTables {
  readonly logs: string;
  readonly events: string;
  readonly logColumn: string;
}

export interface EventLogOptions<H, S, E extends { readonly type: string }, O> {
  /** How the log is named to players in errors: "Battle", "Ladder", "Objective session". */
  readonly noun: string;
  readonly tables: EventLogTables;
  /** The header the fold needs, read from the log's row (called only when the fold is not cached). */
  readonly header: (ctx: ServiceContext, id: string) => H;
  readonly fold: Fold<H, S, E, O>;
  /** Columns of the log row rewritten with every write (summaries for lists), by SQL column name. */
  readonly summary?: (state: S, header: H) => Readonly<Record<string, string | number | null>>;
  /** The error a refused event becomes; by default a `rejected` ServiceError with the rules' reason. */
  readonly refusal?: (reason: string, rule: string | undefined) => ServiceError;
  /** How many folded logs to keep per connection (default 8). */
  readonly cached?: number;
  /** How many earlier states a cached log keeps, so undoing that many steps costs no replay (default 16). */
  readonly undoKept?: number;
}

/**
 * Which steps of a loaded log must carry their full outcomes: those from step `outcomesFrom`, or
 * the newest `outcomesOfNewest`. Older ones may carry the quiet fold's (`Fold.quiet`), so opening
 * a long log folds in full only the steps a screen shows first. Every step when not given.
 */
export interface OutcomesNeeded {
  readonly outcomesFrom?: number;
  readonly outcomesOfNewest?: number;
}

/** One stored step: its number (from 1), when it was recorded, the event, and what it produced. */
export interface StoredStep<E, O> {
  readonly seq: number;
  readonly recordedAt: number;
  readonly event: E;
  /** Undefined for a step that does not replay (and those after it). */
  readonly outcome: O | undefined;
}

/** A log as stored, folded. Immutable: every write returns a new view. */
export interface LogView<H, S, E, O> {
  readonly id: string;
  readonly header: H;
  /** The fold of every step that replays: all of them, or those before `broken.step`. */
  readonly state: S;
  /** Every stored step in order, including any from a broken one on. */
  readonly steps: readonly StoredStep<E, O>[];
  /** The first step that no longer replays; new steps are refused until it is undone. */
  readonly broken: BrokenStep | null;
  /** The states before the last few steps that replay, oldest first: undo takes them instead of replaying. */
  readonly recent: readonly S[];
  /** Steps before this number were folded quietly (`fold.quiet`), their outcomes the quiet ones; 1 when none were. */
  readonly outcomesFrom: number;
}

export interface Appended<H, S, E, O> {
  readonly view: LogView<H, S, E, O>;
  /** The state the new steps were folded onto (to answer with what changed). */
  readonly before: S;
  /** The steps this call wrote (none when the builder returned no events). */
  readonly added: readonly StoredStep<E, O>[];
}

export interface EventLog<H, S, E extends { readonly type: string }, O> {
  /** The log folded; cached, so reading an unchanged log costs one small query. See `OutcomesNeeded`. */
  load(ctx: ServiceContext, id: string, need?: OutcomesNeeded): LogView<H, S, E, O>;
  /**
   * Builds events from the current view and appends them in one BEGIN IMMEDIATE transaction
   * (a savepoint inside the caller's): each is folded first, and a refused one writes nothing
   * at all. `expectedCount` refuses a write made from a stale view. Refused on a broken log.
   */
  append(
    ctx: ServiceContext,
    id: string,
    build: (view: LogView<H, S, E, O>, now: number) => E | readonly E[],
    options?: { readonly expectedCount?: number },
  ): Appended<H, S, E, O>;
  /**
   * Removes steps from the end: the last one, or on a broken log every step from the broken one
   * on (back to the last step that replays), or down to `toCount` steps when given.
   */
  undo(ctx: ServiceContext, id: string, options?: { readonly expectedCount?: number; readonly toCount?: number }): LogView<H, S, E, O>;
  /** The pure fold of a header and events, as a load would make it (for imports and checks). */
  replay(header: H, events: readonly E[]): Replayed<S, O>;
  /** Drops cached folds (one log, or all on this connection): the next load replays. */
  forget(ctx: ServiceContext, id?: string): void;
}

/**
 * One store for every event log in the app: one numbering (from 1), one transaction style
 * (BEGIN IMMEDIATE for every read-then-write, via the connection's patched `transaction`), one
 * fold cache, and one policy for a stored log that no longer replays: it still loads (up to the
 * last good step, with `broken` saying which step and why), new steps are refused with that
 * reason, and undo takes it back to the last good step.
 */
export function createEventLog<H, S, E extends { readonly type: string }, O = undefined>(
  options: EventLogOptions<H, S, E, O>,
): EventLog<H, S, E, O> {
  const { noun, tables, fold } = options;
  const cache = new FoldCache<LogView<H, S, E, O>>(options.cached ?? 8);
  const statements = new WeakMap<Database, Map<string, Statement>>();
  /** A prepared statement, made once per connection; `raw` ones give rows as arrays. */
  const sql = (sqlite: Database, text: string, raw = false): Statement => {
    let made = statements.get(sqlite);
    if (!made) statements.set(sqlite, (made = new Map()));
    const key = raw ? `raw ${text}` : text;
    let statement = made.get(key);
    if (!statement) made.set(key, (statement = raw ? sqlite.prepare(text).raw() : sqlite.prepare(text)));
    return statement;
  };
  const refuse = options.refusal ?? ((reason: string) => new ServiceError('rejected', reason));
  const lower = noun.toLocaleLowerCase();
  const undoKept = options.undoKept ?? 16;
  const keepRecent = (states: readonly S[]) => (states.length > undoKept ? states.slice(states.length - undoKept) : states);

  const metaOf = (ctx: ServiceContext, id: string) => {
    const meta = sql(ctx.store.sqlite, `SELECT event_count AS count, updated_at AS updatedAt FROM ${tables.logs} WHERE id = ?`).get(id) as
      | { count: number; updatedAt: number }
      | undefined;
    if (!meta) throw notFound(noun, id);
    return meta;
  };

  /** The view with the full outcomes of its quietly folded steps, from a replay of those steps alone; cached in its place. */
  const withOutcomes = (ctx: ServiceContext, view: LogView<H, S, E, O>, meta: { count: number; updatedAt: number }): LogView<H, S, E, O> => {
    const quiet = view.outcomesFrom - 1;
    const replayed = replay(fold, view.header, view.steps.slice(0, quiet).map((step) => step.event));
    const steps = view.steps.map((step, i) => (i < quiet ? { ...step, outcome: replayed.outcomes[i] } : step));
    const filled: LogView<H, S, E, O> = { ...view, steps, outcomesFrom: 1 };
    cache.set(ctx.store.sqlite, view.id, meta.count, meta.updatedAt, filled);
    return filled;
  };

  const load = (ctx: ServiceContext, id: string, need?: OutcomesNeeded): LogView<H, S, E, O> => {
    const meta = metaOf(ctx, id);
    const wanted = need?.outcomesFrom ?? (need?.outcomesOfNewest !== undefined ? Math.max(1, meta.count - need.outcomesOfNewest + 1) : 1);
    const cached = cache.get(ctx.store.sqlite, id, meta.count, meta.updatedAt);
    if (cached) return wanted < cached.outcomesFrom ? withOutcomes(ctx, cached, meta) : cached;
    const header = options.header(ctx, id);
    // Rows as arrays, not objects: about a third cheaper to read on a 5,000-step log.
    const rows = sql(ctx.store.sqlite, `SELECT payload_json, recorded_at FROM ${tables.events} WHERE ${tables.logColumn} = ? ORDER BY seq`, true).all(id) as [string, number][];
    // Each step made once in its final shape, so the rows (the JSON text) are garbage before the replay starts.
    const steps = rows.map((row, i): { -readonly [K in keyof StoredStep<E, O>]: StoredStep<E, O>[K] } => ({ seq: i + 1, recordedAt: row[1], event: JSON.parse(row[0]) as E, outcome: undefined }));
    const quietUntil = fold.quiet ? Math.min(wanted - 1, steps.length) : 0;
    const replayed = replay(fold, header, steps.map((step) => step.event), undoKept, quietUntil);
    if (replayed.broken) {
      console.warn(`[warchronicle] ${lower} ${id} stops replaying at step ${replayed.broken.step}: ${replayed.broken.reason}`);
    }
    replayed.outcomes.forEach((outcome, i) => (steps[i]!.outcome = outcome));
    const view: LogView<H, S, E, O> = { id, header, state: replayed.state, steps, broken: replayed.broken, recent: replayed.recent, outcomesFrom: quietUntil + 1 };
    cache.set(ctx.store.sqlite, id, meta.count, meta.updatedAt, view);
    return view;
  };

  /** Rewrites the log row's count, time and summary, and caches the view under the new values. */
  const settle = (ctx: ServiceContext, view: LogView<H, S, E, O>, now: number): LogView<H, S, E, O> => {
    const summary = options.summary?.(view.state, view.header) ?? {};
    const columns = Object.keys(summary);
    const set = ['event_count = ?', 'updated_at = ?', ...columns.map((column) => `${column} = ?`)].join(', ');
    sql(ctx.store.sqlite, `UPDATE ${tables.logs} SET ${set} WHERE id = ?`).run(view.steps.length, now, ...columns.map((column) => summary[column]), view.id);
    cache.set(ctx.store.sqlite, view.id, view.steps.length, now, view);
    return view;
  };

  const checkExpected = (view: LogView<H, S, E, O>, expectedCount: number | undefined): void => {
    if (expectedCount !== undefined && expectedCount !== view.steps.length) {
      throw new ServiceError('conflict', `This ${lower} changed elsewhere (it has ${view.steps.length} steps, this screen knew ${expectedCount}); reload it`);
    }
  };

  return {
    load,

    append(ctx, id, build, appendOptions = {}) {
      return ctx.store.sqlite.transaction((): Appended<H, S, E, O> => {
        const view = load(ctx, id, NO_OUTCOMES);
        if (view.broken) throw brokenLog(lower, view.broken);
        checkExpected(view, appendOptions.expectedCount);
        const now = ctx.now();
        const built = build(view, now);
        const events: readonly E[] = Array.isArray(built) ? built : [built as E];
        if (events.length === 0) return { view, before: view.state, added: [] };
        const insert = sql(ctx.store.sqlite, `INSERT INTO ${tables.events} (${tables.logColumn}, seq, type, payload_json, recorded_at) VALUES (?, ?, ?, ?, ?)`);
        let state = view.state;
        const recent = [...view.recent];
        const added: StoredStep<E, O>[] = [];
        for (const event of events) {
          const next = fold.apply(state, event, view.header);
          if (!next.ok) throw refuse(next.reason, next.rule);
          recent.push(state);
          state = next.state;
          const seq = view.steps.length + added.length + 1;
          insert.run(id, seq, event.type, JSON.stringify(event), now);
          added.push({ seq, recordedAt: now, event, outcome: next.outcome });
        }
        const appended = settle(ctx, { ...view, state, steps: [...view.steps, ...added], recent: keepRecent(recent) }, now);
        return { view: appended, before: view.state, added };
      })();
    },

    undo(ctx, id, undoOptions = {}) {
      return ctx.store.sqlite.transaction((): LogView<H, S, E, O> => {
        const view = load(ctx, id, NO_OUTCOMES);
        const count = view.steps.length;
        if (count === 0) throw new ServiceError('rejected', `There is nothing to undo: the ${lower} has no recorded steps yet`);
        checkExpected(view, undoOptions.expectedCount);
        const keep = undoOptions.toCount ?? (view.broken ? view.broken.step - 1 : count - 1);
        if (!Number.isInteger(keep) || keep < 0 || keep >= count) {
          throw new ServiceError('rejected', `Cannot undo back to step ${keep}: the ${lower} has ${count} steps`);
        }
        sql(ctx.store.sqlite, `DELETE FROM ${tables.events} WHERE ${tables.logColumn} = ? AND seq > ?`).run(id, keep);
        const kept = view.steps.slice(0, keep);
        const back = count - keep;
        // Back to the last good step, or a few steps on a log that replays, the state is at hand; anywhere else, replay.
        const replayed =
          view.broken && keep === view.broken.step - 1
            ? { state: view.state, broken: null, recent: view.recent }
            : !view.broken && back <= view.recent.length
              ? { state: view.recent[view.recent.length - back]!, broken: null, recent: view.recent.slice(0, view.recent.length - back) }
              : replay(fold, view.header, kept.map((step) => step.event), undoKept, keep);
        const outcomesFrom = Math.min(view.outcomesFrom, keep + 1);
        return settle(ctx, { ...view, state: replayed.state, steps: kept, broken: replayed.broken, recent: replayed.recent, outcomesFrom }, ctx.now());
      })();
    },

    replay: (header, events) => replay(fold, header, events),

    forget(ctx, id) {
      cache.forget(ctx.store.sqlite, id);
    },
  };
}

/** What a write needs of the log it loads: its state, not the outcomes of its older steps. */
const NO_OUTCOMES: OutcomesNeeded = { outcomesFrom: Number.POSITIVE_INFINITY };

/** The events of every step that replays: all of them, or those before the broken one. */
export function goodEvents<E>(view: LogView<unknown, unknown, E, unknown>): E[] {
  const steps = view.broken ? view.steps.slice(0, view.broken.step - 1) : view.steps;
  return steps.map((step) => step.event);
}

/** The refusal of a new step on a log that no longer replays: which step, why, and the way out. */
export function brokenLog(noun: string, broken: BrokenStep): ServiceError {
  const good = broken.step - 1;
  const wayOut = good === 0 ? 'undo back to the start' : `undo back to step ${good}, the last one that replays`;
  return new ServiceError(
    'rejected',
    `Step ${broken.step} of this ${noun} no longer replays under the current rules (${broken.reason}). No new step can be recorded until it is undone: ${wayOut}.`,
  );
}
