import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BattleEvent } from '../../src-shared/rules/orders-omens/battle';
import { replay } from '../../src-shared/rules/orders-omens/battle/reducer';
import type { LoggedStep } from '../../src-shared/rules/orders-omens/walkthrough/walkthrough';
import { isTableNote } from '../../src-shared/rules/orders-omens/walkthrough/table-notes';
import { systemBattleLog } from '../../src-main/services/system-battles';
import { caller } from '../../src-main/testing/system-fixtures';
import { createLongBattle1999, longBattle1999 } from '../../src-main/testing/long-system-battle';
import { openDatabase } from '../../src-main/db/open';
import { dispatch } from '../../src-main/dispatch';
import { createServiceContext, type ServiceContext } from '../../src-main/services/context';
import { battleLog, createBattleRecord, loadBattle } from '../../src-main/services/orders-omens/battle-log';
import { createCampaign } from '../../src-main/services/campaigns';
import { longBattle } from '../generated';
import { ratioMetric, type BenchSuite, type Metric } from '../suite';

const SIZES = [50, 500, 5000] as const;
/** Steps timed per size, interleaved with the other sizes and the raw insert so drift hits all alike. */
const TIMED = 40;

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * One step at the table as the screen makes it: `battles.append` through `dispatch` (the contract
 * call, input and output checked) and its answer serialised, for battles of 50, 500 and 5,000
 * generated Orders & Omens steps on a real SQLite file (WAL, synchronous=FULL). Each battle is
 * opened first (its fold cached), as the screen opens it before stepping. Baseline, in the same
 * run: a raw durable one-row insert (one commit) with the same pragmas, the physical floor.
 */
export const suite: BenchSuite = {
  name: 'battle-log',
  run() {
    const dir = mkdtempSync(join(tmpdir(), 'warchronicle-bench-'));
    const store = openDatabase({ file: join(dir, 'bench.db'), migrationsFolder: join(__dirname, '..', '..', 'migrations') });
    const raw = new Database(join(dir, 'raw.db'));
    try {
      const ctx = createServiceContext(store, 'browser', 'bench');
      const { setup, events } = longBattle();
      const campaign = createCampaign(ctx, { name: 'Bench', setting: '', description: '' });
      const battles = SIZES.map((size) => {
        const { id } = createBattleRecord(ctx, { campaignId: campaign.id, name: `${size} steps`, setup, rulings: {} });
        battleLog.append(ctx, id, () => events.slice(0, size - TIMED));
        return { size, id, ms: [] as number[], bytes: [] as number[] };
      });

      raw.pragma('journal_mode = WAL');
      raw.pragma('synchronous = FULL');
      raw.exec('CREATE TABLE raw_events (log_id TEXT NOT NULL, seq INTEGER NOT NULL, type TEXT NOT NULL, payload_json TEXT NOT NULL, recorded_at INTEGER NOT NULL, PRIMARY KEY (log_id, seq))');
      const insert = raw.prepare('INSERT INTO raw_events VALUES (?, ?, ?, ?, ?)');
      const durableInsert = raw.transaction((seq: number, event: BattleEvent) => insert.run('raw', seq, event.type, JSON.stringify(event), Date.now()));
      const rawMs: number[] = [];

      const coldStart = performance.now();
      battleLog.forget(ctx);
      for (const battle of battles) loadBattle(ctx, battle.id);
      const openMs = performance.now() - coldStart;

      for (let i = 0; i < TIMED; i++) {
        const start = performance.now();
        durableInsert.immediate(i + 1, events[i]!);
        rawMs.push(performance.now() - start);
        // Each round starts with another size, so WAL checkpoints (every ~1,000 pages) land on all alike.
        for (let k = 0; k < battles.length; k++) {
          const battle = battles[(i + k) % battles.length]!;
          battle.ms.push(timedAppend(ctx, battle, events[battle.size - TIMED + i]!, battle.size - TIMED + i));
        }
      }

      // Undo, for the record (no target yet): the state comes from the kept earlier states and the
      // answer is what changed, as for a step.
      const undo = SIZES.map((size) => {
        const battle = battles.find((b) => b.size === size)!;
        const times: number[] = [];
        let bytes = 0;
        for (let i = 0; i < 3; i++) {
          const start = performance.now();
          const result = dispatch(ctx, 'battles.undo', { battleId: battle.id, expectedCount: size - i });
          bytes = JSON.stringify(result).length;
          times.push(performance.now() - start);
          if (!result.ok) throw new Error(`undo refused: ${result.error.message}`);
        }
        return { size, ms: median(times), bytes };
      });

      const at = (size: number) => battles.find((b) => b.size === size)!;
      const ms = (size: number) => median(at(size).ms);
      const bytes = (size: number) => median(at(size).bytes);
      const floor = median(rawMs);
      const metrics: Metric[] = [
        ...SIZES.map((size) => ({
          name: `battles.append.${size}.ms`,
          value: ms(size),
          unit: 'ms',
          ...(size === 5000 ? { target: { op: '<=' as const, value: 15 } } : {}),
          note: `median of ${TIMED} appends through dispatch at steps ${size - TIMED + 1}–${size}, answer serialised`,
        })),
        { name: 'raw.durableInsert.ms', value: floor, unit: 'ms', note: 'one row per commit, WAL + synchronous=FULL: the physical floor' },
        { name: 'battles.append.5000vs50', value: ms(5000) / ms(50), unit: '×', target: { op: '<=', value: 1.5 } },
        { name: 'battles.append.5000vsRawInsert', value: ms(5000) / floor, unit: '×', target: { op: '<=', value: 10 } },
        ...SIZES.map((size) => ({ name: `battles.append.${size}.bytes`, value: bytes(size), unit: 'B', ...(size === 5000 ? { target: { op: '<=' as const, value: 20_000 } } : {}) })),
        { name: 'battles.append.bytes.5000vs50', value: bytes(5000) / bytes(50), unit: '×', target: { op: '<=', value: 1.5 } },
        ...undo.map(({ size, ms: undoMs, bytes: undoBytes }) => ({ name: `battles.undo.${size}.ms`, value: undoMs, unit: 'ms', note: `answer ${undoBytes} B` })),
        { name: 'battles.open.all.ms', value: openMs, unit: 'ms', note: `cold fold of all three battles (${SIZES.map((s) => s - TIMED).join(' + ')} steps)` },
        ...openAgainstReplay(ctx, at(5000).id),
        ...systemOpenAgainstReplay(ctx),
      ];
      return metrics;
    } finally {
      raw.close();
      store.close();
      rmSync(dir, { recursive: true, force: true });
    }
  },
};

/** Rounds of the open-against-replay comparison: each alternates one of each, fastest kept. */
const OPEN_ROUNDS = 8;

/**
 * Opening a battle as the screen does: `battles.get` through dispatch with nothing cached, answer
 * serialised; against one replay of the same stored steps as the log folds them (engine and step
 * outcomes), the least a cold open can cost. Alternated, fastest of each. For the record, also
 * against the engine alone (the reducer's replay, no step outcomes).
 */
function openAgainstReplay(ctx: ServiceContext, battleId: string): Metric[] {
  const view = battleLog.load(ctx, battleId);
  const steps: LoggedStep[] = view.steps.map((step) => step.event);
  const engineEvents = steps.filter((step): step is BattleEvent => !isTableNote(step));
  let open = Number.POSITIVE_INFINITY;
  let fold = Number.POSITIVE_INFINITY;
  let engine = Number.POSITIVE_INFINITY;
  let bytes = 0;
  for (let i = 0; i < OPEN_ROUNDS; i++) {
    battleLog.forget(ctx);
    let start = performance.now();
    const answer = dispatch(ctx, 'battles.get', { id: battleId });
    bytes = JSON.stringify(answer).length;
    open = Math.min(open, performance.now() - start);
    if (!answer.ok) throw new Error(`battles.get refused: ${answer.error.message}`);
    start = performance.now();
    const replayed = battleLog.replay(view.header, steps);
    fold = Math.min(fold, performance.now() - start);
    if (replayed.broken) throw new Error(`the stored battle stops replaying at ${replayed.broken.step}`);
    start = performance.now();
    const alone = replay(view.header.setup, engineEvents, view.header.rulings);
    engine = Math.min(engine, performance.now() - start);
    if (!alone.ok) throw new Error(`the engine refuses step ${alone.index + 1}: ${alone.reason}`);
  }
  const count = steps.length.toLocaleString('en-GB');
  return [
    ratioMetric(
      'battles.open.5000.vsReplay',
      { measured: open, baseline: fold, unit: 'ms', baselineLabel: 'one replay of its steps' },
      { op: '<=', value: 1.2 },
      `battles.get, nothing cached, ${count} steps, answer serialised (${Math.round(bytes / 1024)} KB)`,
    ),
    {
      name: 'battles.open.5000.vsEngineReplay',
      value: open / engine,
      unit: '×',
      note: `the same open against the engine's replay alone (${engine.toFixed(1)} ms, no step outcomes), for the record`,
    },
  ];
}

/**
 * The same figure for a battle of another game system (1999, through the GameSystem seam): a cold
 * `battles.get` of a 5,000-step battle against one replay of its log by the generic store's fold.
 */
function systemOpenAgainstReplay(ctx: ServiceContext): Metric[] {
  const events = longBattle1999(5000);
  const { id } = createLongBattle1999(caller(ctx), 'Bench 1999');
  systemBattleLog.append(ctx, id, () => events as { readonly type: string }[]);
  const view = systemBattleLog.load(ctx, id);
  const steps = view.steps.map((step) => step.event);
  let open = Number.POSITIVE_INFINITY;
  let fold = Number.POSITIVE_INFINITY;
  let bytes = 0;
  for (let i = 0; i < OPEN_ROUNDS; i++) {
    systemBattleLog.forget(ctx);
    let start = performance.now();
    const answer = dispatch(ctx, 'battles.get', { id });
    bytes = JSON.stringify(answer).length;
    open = Math.min(open, performance.now() - start);
    if (!answer.ok) throw new Error(`battles.get refused: ${answer.error.message}`);
    start = performance.now();
    const replayed = systemBattleLog.replay(view.header, steps);
    fold = Math.min(fold, performance.now() - start);
    if (replayed.broken) throw new Error(`the 1999 battle stops replaying at ${replayed.broken.step}`);
  }
  return [
    ratioMetric(
      'battles.open.1999.5000.vsReplay',
      { measured: open, baseline: fold, unit: 'ms', baselineLabel: 'one replay of its log' },
      { op: '<=', value: 1.2 },
      `a 1999 battle: battles.get, nothing cached, ${steps.length.toLocaleString('en-GB')} steps, answer serialised (${Math.round(bytes / 1024)} KB)`,
    ),
  ];
}

function timedAppend(ctx: ServiceContext, battle: { id: string; bytes: number[] }, event: BattleEvent, expectedCount: number): number {
  const start = performance.now();
  const result = dispatch(ctx, 'battles.append', { battleId: battle.id, event, expectedCount });
  const answer = JSON.stringify(result);
  const elapsed = performance.now() - start;
  if (!result.ok) throw new Error(`step ${expectedCount + 1} refused: ${result.error.message}`);
  battle.bytes.push(answer.length);
  return elapsed;
}
