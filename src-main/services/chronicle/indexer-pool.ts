import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { FromIndexer, IndexerData, ToIndexer } from './indexer-protocol';

/** Battles per message to a thread: about a tenth of a second of narration, one transaction. */
export const BATCH_BATTLES = 16;

/**
 * The next batch's size: BATCH_BATTLES while the queue is long, smaller towards its end so the
 * threads finish together rather than one narrating a last full batch while the others wait.
 */
export function batchSize(queued: number, threads: number): number {
  return Math.max(1, Math.min(BATCH_BATTLES, Math.ceil(queued / (4 * Math.max(1, threads)))));
}

let nativeBinding: string | undefined;
/** Two threads on a two-core machine (the requests' thread is idle while they run); on more, all but one core, up to four. */
let threadCount = availableParallelism() <= 2 ? availableParallelism() : Math.min(4, availableParallelism() - 1);

/**
 * A backlog this small is narrated on the calling thread in short slices: starting a thread (its
 * code loaded, its connection opened) costs more than narrating a few battles, and they are
 * written within a slice or two of the import.
 */
let inlineAtMost = 4;

/**
 * How the services process starts indexer threads: with Electron's build of better-sqlite3 in a
 * dev checkout (the one its own connection was opened with), how many at once (0: none, the
 * battles are narrated on the calling thread in short slices instead), and up to how many battles
 * are narrated that way anyway.
 */
export function configureIndexerThreads(options: { nativeBinding?: string | undefined; threads?: number; inlineAtMost?: number }): void {
  if ('nativeBinding' in options) nativeBinding = options.nativeBinding;
  if (options.threads !== undefined) threadCount = options.threads;
  if (options.inlineAtMost !== undefined) inlineAtMost = options.inlineAtMost;
}

export function indexerThreadCount(): number {
  return threadCount;
}

/** Whether a backlog of `battles` is worth indexer threads, rather than slices on the calling thread. */
export function worthThreads(battles: number): boolean {
  return threadCount > 0 && battles > inlineAtMost;
}

/**
 * The folder of the built entries (chronicle-indexer.js and chronicle-indexer-any-system.js): the
 * build's main folder, which is this file's own when it is an entry and its parent when the
 * bundler put this code in a shared chunk (out/main/chunks), as the app and the built host do.
 */
export function builtEntryFolder(from: string = __dirname): string | null {
  return [from, join(from, '..')].find((dir) => existsSync(join(dir, 'chronicle-indexer.js'))) ?? null;
}

let warnedNoThread = false;
function noThread(why: string): null {
  if (!warnedNoThread) console.warn(`[warchronicle] chronicle indexer threads unavailable (${why}); battles are narrated between requests instead`);
  warnedNoThread = true;
  return null;
}

/**
 * An indexer thread: the built entry (in the app and the built browser host), else the
 * TypeScript source through tsx (tests, the bench's in-process figures); null when neither is
 * there, and the caller narrates on its own thread. The narrator of other systems is the entry
 * beside it (chronicle-indexer-any-system.js) or its source, loaded when needed.
 */
function startThread(file: string): Worker | null {
  const data = (anySystem: string): IndexerData => ({ file, anySystem, ...(nativeBinding ? { nativeBinding } : {}) });
  const builtDir = builtEntryFolder();
  if (builtDir) return new Worker(join(builtDir, 'chronicle-indexer.js'), { workerData: data(join(builtDir, 'chronicle-indexer-any-system.js')) });
  const source = join(__dirname, 'indexer-thread.ts');
  if (!existsSync(source)) return noThread(`no chronicle-indexer.js in ${__dirname} or its parent`);
  let tsx: string;
  try {
    tsx = createRequire(source).resolve('tsx/cjs/api');
  } catch {
    return noThread('tsx is not installed to run the source');
  }
  return new Worker(`require(${JSON.stringify(tsx)}).register(); require(${JSON.stringify(source)});`, { eval: true, workerData: data(join(__dirname, 'indexer-other-systems.ts')) });
}

export interface IndexRun {
  /** Battles not yet written: queued or being narrated. */
  pending(): number;
  /** Ends the threads after the batch each is writing (that batch commits or rolls back whole). */
  stop(): void;
}

export interface IndexRunEvents {
  /** A batch was written; `done` battles of the run so far. */
  readonly progress: (done: number) => void;
  /** Every battle written, or the run stopped. */
  readonly finished: () => void;
  /** No thread could start or every thread failed: these battles are left for the caller to narrate itself. */
  readonly fallBack: (battleIds: string[]) => void;
}

/**
 * Narrates `battleIds` on up to `indexerThreadCount()` threads, each on its own connection to
 * `file`: each takes a batch, narrates it, writes it in one transaction, and asks for the next.
 * The threads are unreferenced (they never keep a closing process alive) and end when the queue
 * is empty.
 */
export function startIndexRun(file: string, battleIds: readonly string[], events: IndexRunEvents): IndexRun {
  const queue = [...battleIds];
  let done = 0;
  let stopped = false;
  const inFlight = new Map<Worker, readonly string[]>();
  const live = new Set<Worker>();

  const end = (worker: Worker) => {
    if (!live.delete(worker)) return;
    const unfinished = inFlight.get(worker);
    inFlight.delete(worker);
    if (unfinished && !stopped) queue.unshift(...unfinished);
    worker.postMessage({ type: 'stop' } satisfies ToIndexer);
    if (live.size > 0) return;
    if (!stopped && queue.length > 0) events.fallBack(queue.splice(0));
    else events.finished();
  };
  const feed = (worker: Worker) => {
    if (stopped || queue.length === 0) return end(worker);
    const batch = queue.splice(0, batchSize(queue.length, live.size));
    inFlight.set(worker, batch);
    worker.postMessage({ type: 'batch', battleIds: batch } satisfies ToIndexer);
  };

  const threads = Math.min(threadCount, Math.ceil(queue.length / BATCH_BATTLES));
  for (let i = 0; i < threads; i++) {
    let worker: Worker | null;
    try {
      worker = startThread(file);
    } catch (error) {
      console.error('[warchronicle] could not start a chronicle indexer thread:', error);
      worker = null;
    }
    if (!worker) break;
    worker.unref();
    live.add(worker);
    const thread = worker;
    worker.on('message', (message: FromIndexer) => {
      if (message.type === 'ready') return feed(thread);
      if (message.type === 'written') {
        inFlight.delete(thread);
        done += message.count;
        events.progress(done);
        return feed(thread);
      }
      console.error('[warchronicle] a chronicle indexer thread stopped:', message.message);
      end(thread);
    });
    worker.on('error', (error) => {
      console.error('[warchronicle] a chronicle indexer thread failed:', error);
      end(thread);
    });
    worker.on('exit', () => end(thread));
  }
  if (live.size === 0) queueMicrotask(() => events.fallBack(queue.splice(0)));

  return {
    pending: () => queue.length + [...inFlight.values()].reduce((sum, batch) => sum + batch.length, 0),
    stop: () => {
      stopped = true;
      for (const worker of [...live]) end(worker);
    },
  };
}
