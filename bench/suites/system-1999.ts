import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../src-main/db/open';
import { dispatch } from '../../src-main/dispatch';
import { createServiceContext, type ServiceContext } from '../../src-main/services/context';
import { getSystemBattle, systemBattleLog } from '../../src-main/services/system-battles';
import { caller } from '../../src-main/testing/system-fixtures';
import { createLongBattle1999, longBattle1999 } from '../../src-main/testing/long-system-battle';
import type { Event1999 } from '../../src-shared/rules/1999';
import { battles } from '../../src-main/db/schema/index';
import { eq } from 'drizzle-orm';
import type { BenchSuite, Metric } from '../suite';

const SIZES = [50, 500, 5000] as const;
/** Steps timed per size, interleaved with the other sizes and the raw insert so drift hits all alike. */
const TIMED = 40;
/** Battles per size: twice the samples, and still within the fold cache's eight logs per connection. */
const COPIES = 2;

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * One 1999 step at the table as the shell makes it: `battles.append` through `dispatch` (the
 * contract call, input and output checked) and its answer serialised, in battles of 50, 500 and
 * 5,000 steps on a real SQLite file (WAL, synchronous=FULL). Each battle is opened first (its fold
 * kept), as the shell opens it before stepping. Baseline, in the same run: a raw durable one-row
 * insert (one commit) with the same pragmas, the physical floor.
 */
export const suite: BenchSuite = {
  name: 'system-1999',
  run() {
    const dir = mkdtempSync(join(tmpdir(), 'warchronicle-bench-1999-'));
    const store = openDatabase({ file: join(dir, 'bench.db'), migrationsFolder: join(__dirname, '..', '..', 'migrations') });
    const raw = new Database(join(dir, 'raw.db'));
    try {
      const ctx = createServiceContext(store, 'browser', 'bench');
      const api = caller(ctx);
      const events = longBattle1999(SIZES.at(-1)!);
      const timed = SIZES.flatMap((size) =>
        Array.from({ length: COPIES }, (_, copy) => {
          const { id } = createLongBattle1999(api, `${size} steps (${copy + 1})`);
          // The steps before the timed ones go in through the store in one transaction (the same fold, no answers).
          systemBattleLog.append(ctx, id, () => events.slice(0, size - TIMED) as { readonly type: string }[]);
          return { size, id, ms: [] as number[], bytes: [] as number[] };
        }),
      );

      raw.pragma('journal_mode = WAL');
      raw.pragma('synchronous = FULL');
      raw.exec('CREATE TABLE raw_events (log_id TEXT NOT NULL, seq INTEGER NOT NULL, type TEXT NOT NULL, payload_json TEXT NOT NULL, recorded_at INTEGER NOT NULL, PRIMARY KEY (log_id, seq))');
      const insert = raw.prepare('INSERT INTO raw_events VALUES (?, ?, ?, ?, ?)');
      const durableInsert = raw.transaction((seq: number, event: Event1999) => insert.run('raw', seq, event.type, JSON.stringify(event), Date.now()));
      const rawMs: number[] = [];

      // The seeding wrote a large WAL: start the timed phase from an empty one.
      store.sqlite.pragma('wal_checkpoint(TRUNCATE)');
      // Opening a battle: a cold fold of its whole log, as the shell's `battles.get` does it.
      systemBattleLog.forget(ctx);
      const opened = timed.map((battle) => {
        const start = performance.now();
        const detail = getSystemBattle(ctx, ctx.db.select().from(battles).where(eq(battles.id, battle.id)).get()!);
        return { ms: performance.now() - start, bytes: JSON.stringify(detail).length };
      });

      for (let i = 0; i < TIMED; i++) {
        const start = performance.now();
        durableInsert.immediate(i + 1, events[i]!);
        rawMs.push(performance.now() - start);
        // Each round starts with another size, so WAL checkpoints land on all alike.
        for (let k = 0; k < timed.length; k++) {
          const battle = timed[(i + k) % timed.length]!;
          const seq = battle.size - TIMED + i;
          battle.ms.push(timedAppend(ctx, battle, events[seq]!, seq));
        }
      }

      const of = (size: number) => timed.filter((b) => b.size === size);
      const ms = (size: number) => median(of(size).flatMap((b) => b.ms));
      const bytes = (size: number) => median(of(size).flatMap((b) => b.bytes));
      const floor = median(rawMs);
      const metrics: Metric[] = [
        ...SIZES.map((size) => ({ name: `1999.append.${size}.ms`, value: ms(size), unit: 'ms', note: `median of ${COPIES}×${TIMED} battles.append through dispatch at steps ${size - TIMED + 1}–${size}, answer serialised` })),
        { name: '1999.rawInsert.ms', value: floor, unit: 'ms', note: 'one row per commit, WAL + synchronous=FULL: the physical floor' },
        { name: '1999.append.5000vs50', value: ms(5000) / ms(50), unit: '×', target: { op: '<=', value: 1.5 } },
        { name: '1999.append.5000vsRawInsert', value: ms(5000) / floor, unit: '×', target: { op: '<=', value: 10 } },
        ...SIZES.map((size) => ({ name: `1999.append.${size}.bytes`, value: bytes(size), unit: 'B', ...(size === 5000 ? { target: { op: '<=' as const, value: 20_000 } } : {}) })),
        { name: '1999.append.bytes.5000vs50', value: bytes(5000) / bytes(50), unit: '×', target: { op: '<=', value: 1.5 } },
        ...SIZES.map((size) => {
          const open = opened.filter((_, i) => timed[i]!.size === size);
          const kb = Math.round(median(open.map((o) => o.bytes)) / 1024);
          return { name: `1999.open.${size - TIMED}.ms`, value: median(open.map((o) => o.ms)), unit: 'ms', note: `battles.get cold, the whole log folded (for the record): ${kb} KB, what every append answered before` };
        }),
      ];
      return metrics;
    } finally {
      raw.close();
      store.close();
      rmSync(dir, { recursive: true, force: true });
    }
  },
};

function timedAppend(ctx: ServiceContext, battle: { id: string; bytes: number[] }, event: Event1999, expectedCount: number): number {
  const start = performance.now();
  const result = dispatch(ctx, 'battles.append', { battleId: battle.id, system: '1999', event, expectedCount });
  const answer = JSON.stringify(result);
  const elapsed = performance.now() - start;
  if (!result.ok) throw new Error(`step ${expectedCount + 1} refused: ${result.error.message}`);
  battle.bytes.push(answer.length);
  return elapsed;
}
