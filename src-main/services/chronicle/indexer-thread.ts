// Entry of a chronicle indexer thread (node:worker_threads, inside the services process or the
// browser host): narrates batches of battles on its own connection to the same WAL file, so the
// thread answering requests never narrates after an import. Built as its own entry (chronicle-indexer.js).
import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import * as schema from '../../db/schema/index';
import { beginTransactionsImmediate } from '../../db/immediate-transactions';
import { createServiceContext } from '../context';
import { narrateRow, storedBattle, writeNarratedRows, type NarratedRow } from './chronicle-writer';
import type { FromIndexer, IndexerData, ToIndexer } from './indexer-protocol';

/**
 * Below the thread answering requests, so a request never waits for a core behind narration: on
 * Linux a thread is a task of its own, and its niceness can be raised by its id. Elsewhere it runs
 * at normal priority.
 */
function yieldToRequests(): void {
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(tid) && tid > 0) setPriority(tid, 10);
  } catch {
    // No /proc (macOS, Windows), or not allowed: normal priority.
  }
}

yieldToRequests();
const port = parentPort!;
const post = (message: FromIndexer) => port.postMessage(message);
const data = workerData as IndexerData;

try {
  const sqlite = new Database(data.file, { fileMustExist: true, ...(data.nativeBinding ? { nativeBinding: data.nativeBinding } : {}) });
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  beginTransactionsImmediate(sqlite);
  const ctx = createServiceContext({ file: data.file, sqlite, db: drizzle(sqlite, { schema }), backup: null, close: () => sqlite.close() }, 'browser', 'chronicle-indexer');

  port.on('message', (message: ToIndexer) => {
    if (message.type === 'stop') {
      sqlite.close();
      port.close();
      return;
    }
    try {
      const rows: NarratedRow[] = [];
      for (const id of message.battleIds) {
        const battle = storedBattle(ctx, id);
        if (battle) rows.push(narrateRow(ctx, battle).row);
      }
      const written = sqlite.transaction(() => writeNarratedRows(ctx, rows))();
      post({ type: 'written', count: message.battleIds.length, written });
    } catch (error) {
      post({ type: 'failed', message: (error as Error).message });
    }
  });
  post({ type: 'ready' });
} catch (error) {
  post({ type: 'failed', message: (error as Error).message });
}
