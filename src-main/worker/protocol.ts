import type { Result } from '../../src-shared/contract';
import type { DatabaseFileProblem } from '../db/database-file-error';
import type { LongWorkProgress } from '../../src-shared/long-work';

/** What the services process is told when it starts (the store to open, and how). */
export interface WorkerStart {
  readonly file: string;
  readonly migrationsFolder: string;
  readonly nativeBinding?: string;
  readonly appVersion: string;
}

/** Main → services process. */
export type ToWorker = { readonly type: 'start'; readonly start: WorkerStart } | { readonly type: 'call'; readonly id: number; readonly name: string; readonly input: unknown };

/** Services process → main. */
export type FromWorker =
  | { readonly type: 'ready'; readonly backup: string | null }
  | { readonly type: 'refused'; readonly problem: DatabaseFileProblem | 'unexpected'; readonly message: string }
  | { readonly type: 'result'; readonly id: number; readonly result: Result<unknown> }
  /** How far call `id` has got, sent while it runs (only for long work); its result follows. */
  | { readonly type: 'progress'; readonly id: number; readonly progress: LongWorkProgress };

/** The one thing both ends need of the other: send a message, hear messages. */
export interface MessagePortLike<In, Out> {
  postMessage(message: Out): void;
  onMessage(listener: (message: In) => void): void;
}
