import type { Database, Transaction } from 'better-sqlite3';

/** How long a connection waits for another's write lock (the desktop app and the browser host share one file). */
export const BUSY_TIMEOUT_MS = 5000;

/**
 * Makes every transaction on this connection begin IMMEDIATE, whichever way it is started —
 * `sqlite.transaction(fn)()` or drizzle's `db.transaction(fn)` (which calls `.deferred`).
 *
 * A service reads, decides, then writes inside one transaction. Begun DEFERRED, it takes a read
 * snapshot first; if another connection commits before its first write, SQLite fails that write
 * at once with SQLITE_BUSY_SNAPSHOT ("database is locked"), which no busy timeout retries. Begun
 * IMMEDIATE, it takes the write lock up front, and a second writer waits (busy timeout) instead.
 * Nested transactions become savepoints as before.
 */
export function beginTransactionsImmediate(sqlite: Database): void {
  sqlite.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  const transaction = sqlite.transaction.bind(sqlite);
  sqlite.transaction = (<F extends (...args: never[]) => unknown>(fn: F): Transaction<F> => {
    const made = transaction(fn);
    const immediate = made.immediate as unknown as (...args: unknown[]) => ReturnType<F>;
    const run = (...args: unknown[]): ReturnType<F> => immediate(...args);
    return Object.defineProperties(run, {
      default: { value: run },
      deferred: { value: run },
      immediate: { value: run },
      exclusive: { value: made.exclusive },
      database: { value: sqlite, enumerable: true },
    }) as unknown as Transaction<F>;
  }) as Database['transaction'];
}
