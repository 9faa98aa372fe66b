import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CallInput, CallName, CallOutput } from '../../src-shared/contract';
import type { LongWorkProgress } from '../../src-shared/long-work';
import { dispatch } from '../dispatch';
import { openTempStore } from '../testing/temp-store';
import { seedEveryRecord } from '../testing/seed-every-record';
import { PROGRESS_AFTER_MS, PROGRESS_EVERY_MS, trackProgress } from './progress';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('progress of long work', () => {
  it('says nothing for short work, then reports at most every interval, and always the end', () => {
    let now = 0;
    const heard: LongWorkProgress[] = [];
    const step = trackProgress((progress) => heard.push(progress), 'Importing the campaign file', 1000, () => now);
    for (let done = 1; done <= 1000; done++) {
      now += 1;
      step(done);
    }
    const first = Math.ceil(PROGRESS_AFTER_MS);
    expect(heard[0]).toEqual({ task: 'Importing the campaign file', done: first, total: 1000 });
    expect(heard.slice(1, -1).map((p) => p.done - first)).toEqual(Array.from({ length: heard.length - 2 }, (_, i) => (i + 1) * PROGRESS_EVERY_MS));
    expect(heard.at(-1)).toEqual({ task: 'Importing the campaign file', done: 1000, total: 1000 });
  });

  it('is silent when the work ends before anyone would wait, or when nobody listens', () => {
    let now = 0;
    const heard: LongWorkProgress[] = [];
    const step = trackProgress((progress) => heard.push(progress), 'Narrating battles for search', 10, () => now);
    for (let done = 1; done <= 10; done++) {
      now += 10;
      step(done);
    }
    expect(heard).toEqual([]);
    expect(() => trackProgress(undefined, 'Narrating battles for search', 10)(5)).not.toThrow();
  });

  it('reports narrating the battles whose chronicle is stale, from the services, when a call runs long', async () => {
    const temp = openTempStore();
    try {
      const heard: LongWorkProgress[] = [];
      const ctx = { ...temp.ctx, progress: (progress: LongWorkProgress) => heard.push(progress) };
      const call = <N extends CallName>(name: N, input: CallInput<N>): CallOutput<N> => {
        const result = dispatch(ctx, name, input);
        if (!result.ok) throw new Error(`${name}: ${result.error.message}`);
        return result.value as CallOutput<N>;
      };
      const { campaignId } = await seedEveryRecord(call);
      const stale = temp.store.sqlite.prepare('SELECT count(*) FROM battles b LEFT JOIN battle_chronicle_cache c ON c.battle_id = b.id WHERE c.battle_id IS NULL').pluck().get() as number;
      expect(stale).toBeGreaterThan(1);
      heard.length = 0;
      // Each narration "takes" 300 ms on this clock, so the export is long work.
      let now = 0;
      vi.spyOn(Date, 'now').mockImplementation(() => (now += 150));
      call('chronicle.export', { campaignId, format: 'markdown' });
      const narrating = heard.filter((progress) => progress.task === 'Narrating battles for search');
      expect(narrating.length).toBeGreaterThan(0);
      expect(narrating.every((progress) => progress.total === stale)).toBe(true);
      expect(narrating.at(-1)!.done).toBe(stale);
    } finally {
      temp.dispose();
    }
  });
});
