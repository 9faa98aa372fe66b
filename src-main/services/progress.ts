import type { LongWorkProgress } from '../../src-shared/long-work';

/** Where a long call's progress goes (the desktop app's window); absent, nothing is measured. */
export type ProgressSink = (progress: LongWorkProgress) => void;

/**
 * Work shorter than this shows no progress at all; after it, the screen hears at most this often.
 * The services-process test shortens both through the environment: whether a given import takes
 * longer than 250 ms depends on the machine, and the test is about the messages, not the timing.
 */
export const PROGRESS_AFTER_MS = millisecondsFromEnv('WARCHRONICLE_PROGRESS_AFTER_MS', 250);
export const PROGRESS_EVERY_MS = millisecondsFromEnv('WARCHRONICLE_PROGRESS_EVERY_MS', 100);

function millisecondsFromEnv(name: string, fallback: number): number {
  const value = process.env[name];
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : fallback;
}

/**
 * A counter for one task of `total` steps: `step(done)` reports to the sink once the work has run
 * for `PROGRESS_AFTER_MS`, then at most every `PROGRESS_EVERY_MS`, and always at the end once
 * anything was reported. Cheap enough to call once per row.
 */
export function trackProgress(sink: ProgressSink | undefined, task: string, total: number, clock: () => number = Date.now): (done: number) => void {
  if (!sink || total <= 0) return () => {};
  const started = clock();
  let last = Number.NEGATIVE_INFINITY;
  return (done) => {
    const now = clock();
    const finished = done >= total;
    if (finished ? last === Number.NEGATIVE_INFINITY : now - started < PROGRESS_AFTER_MS || now - last < PROGRESS_EVERY_MS) return;
    last = now;
    sink({ task, done: Math.min(done, total), total });
  };
}
