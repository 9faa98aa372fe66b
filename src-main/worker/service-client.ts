import type { Result } from '../../src-shared/contract';
import type { LongWorkProgress } from '../../src-shared/long-work';
import type { FromWorker, MessagePortLike, ToWorker, WorkerStart } from './protocol';

export interface ServiceClient {
  /** Resolves when the store is open (with the upgrade backup, if one was taken), or rejects with the refusal. */
  readonly ready: Promise<{ backup: string | null }>;
  call(name: string, input: unknown): Promise<Result<unknown>>;
  /** The services process ended: every call still waiting is answered with an error. */
  stopped(reason: string): void;
}

export class WorkerRefusal extends Error {
  constructor(
    readonly problem: string,
    message: string,
  ) {
    super(message);
    this.name = 'WorkerRefusal';
  }
}

/**
 * The main process's side: numbers each call and matches the answer to it. Progress of long
 * calls goes to `onProgress`, then `null` once the call that reported it is answered.
 */
export function createServiceClient(
  port: MessagePortLike<FromWorker, ToWorker>,
  start: WorkerStart,
  onProgress: (progress: LongWorkProgress | null) => void = () => {},
): ServiceClient {
  const waiting = new Map<number, (result: Result<unknown>) => void>();
  const reporting = new Set<number>();
  let nextId = 1;
  let ended: string | null = null;
  let settle!: { resolve: (value: { backup: string | null }) => void; reject: (error: Error) => void };
  const ready = new Promise<{ backup: string | null }>((resolve, reject) => (settle = { resolve, reject }));

  port.onMessage((message) => {
    if (message.type === 'ready') settle.resolve({ backup: message.backup });
    else if (message.type === 'refused') settle.reject(new WorkerRefusal(message.problem, message.message));
    else if (message.type === 'progress') {
      if (!waiting.has(message.id)) return;
      reporting.add(message.id);
      onProgress(message.progress);
    } else {
      waiting.get(message.id)?.(message.result);
      waiting.delete(message.id);
      if (reporting.delete(message.id)) onProgress(null);
    }
  });
  port.postMessage({ type: 'start', start });

  return {
    ready,
    call(name, input) {
      if (ended) return Promise.resolve({ ok: false, error: { code: 'internal', message: ended } });
      const id = nextId++;
      return new Promise((resolve) => {
        waiting.set(id, resolve);
        port.postMessage({ type: 'call', id, name, input });
      });
    },
    stopped(reason) {
      ended = reason;
      settle.reject(new WorkerRefusal('unexpected', reason));
      for (const answer of waiting.values()) answer({ ok: false, error: { code: 'internal', message: reason } });
      waiting.clear();
      if (reporting.size > 0) onProgress(null);
      reporting.clear();
    },
  };
}
