// Entry of a chronicle indexer thread (node:worker_threads, inside the services process or the
// browser host): narrates batches of battles on its own connection to the same WAL file, so the
// thread answering requests never narrates after an import. Built as its own entry (chronicle-indexer.js).
import Database from 'better-sqlite3';
import { readlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { beginTransactionsImmediate } from '../../db/immediate-transactions';
import { readBattle, rowOf, writeRows, type CachedChronicle, type NarratableBattle, type NarratedRow } from './chronicle-rows';
import { bareNarratorFor } from './bare-narrators';
import { narrationVersion } from '../../../src-shared/chronicle/narration-version';
import type { anySystemNarrator } from './indexer-other-systems';
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
  // A chronicle row is derived data: one lost to a power cut is stale again and narrated anew, so
  // this connection's commits need not wait for the disk (WAL with NORMAL still never corrupts).
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  beginTransactionsImmediate(sqlite);
  // Other systems' narrators (the registry, drizzle, their rules) load with the first of their battles a batch holds.
  let anySystem: ReturnType<typeof anySystemNarrator> | null = null;
  const narrate = (battle: NarratableBattle): { chronicle: CachedChronicle; version: number } => {
    const bare = bareNarratorFor(battle.system);
    if (bare) return { chronicle: bare.narrate(sqlite, battle), version: narrationVersion(bare.version) };
    anySystem ??= (createRequire(__filename)(data.anySystem) as { anySystemNarrator: typeof anySystemNarrator }).anySystemNarrator(sqlite, data.file);
    return anySystem(battle);
  };

  port.on('message', (message: ToIndexer) => {
    if (message.type === 'stop') {
      sqlite.close();
      port.close();
      return;
    }
    try {
      const rows: NarratedRow[] = [];
      for (const id of message.battleIds) {
        const battle = readBattle(sqlite, id);
        if (!battle) continue;
        const { chronicle, version } = narrate(battle);
        rows.push(rowOf(sqlite, battle, chronicle, version));
      }
      const written = sqlite.transaction(() => writeRows(sqlite, rows))();
      post({ type: 'written', count: message.battleIds.length, written });
    } catch (error) {
      post({ type: 'failed', message: (error as Error).message });
    }
  });
  post({ type: 'ready' });
} catch (error) {
  post({ type: 'failed', message: (error as Error).message });
}
