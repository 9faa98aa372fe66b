import { chronicleBeingWritten, type ChronicleBeingWritten } from '../../src-shared/contract/chronicle-export';
import { ApiError } from '../api';

/** How often to ask again while the accounts are being written. */
export const ASK_AGAIN_MS = 500;

export class ExportCancelled extends Error {
  constructor() {
    super('The export was cancelled');
    this.name = 'ExportCancelled';
  }
}

/**
 * Runs `request` (a call to `chronicle.export`) and, while the export answers that the battles'
 * accounts are still being written (its refusal's details, checked against the contract), tells
 * `onWaiting` how far the writing has got and asks again every `ASK_AGAIN_MS` until the export
 * succeeds. Any other refusal is thrown as it came. Throws `ExportCancelled` once `signal` is
 * aborted (a request already sent finishes; the export changes nothing).
 */
export async function exportWhenWritten<T>(request: () => Promise<T>, onWaiting: (progress: ChronicleBeingWritten) => void, signal: AbortSignal, everyMs = ASK_AGAIN_MS): Promise<T> {
  for (;;) {
    if (signal.aborted) throw new ExportCancelled();
    try {
      const value = await request();
      if (signal.aborted) throw new ExportCancelled();
      return value;
    } catch (error) {
      const waiting = error instanceof ApiError && error.code === 'conflict' ? chronicleBeingWritten(error.details) : null;
      if (!waiting) throw error;
      if (signal.aborted) throw new ExportCancelled();
      onWaiting(waiting);
      await pause(everyMs, signal);
    }
  }
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    // Already aborted (the abort event will not fire again): no wait at all.
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
  });
}

const number = new Intl.NumberFormat('en-GB');

/** "Writing the chronicle: 640 of 1,000 battles" */
export function writingWords(progress: ChronicleBeingWritten): string {
  return `Writing the chronicle: ${number.format(progress.written)} of ${number.format(progress.total)} ${progress.total === 1 ? 'battle' : 'battles'}`;
}
