import { describe, expect, it } from 'vitest';
import type { LongWorkProgress } from '../../src-shared/long-work';
import { PROGRESS_AFTER_MS, PROGRESS_EVERY_MS, trackProgress } from './progress';

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
});
