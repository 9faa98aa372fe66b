import { afterEach, describe, expect, it, vi } from 'vitest';
import { chronicleBeingWritten } from '../../src-shared/contract/chronicle-export';
import type { LongWorkProgress } from '../../src-shared/long-work';
import { generateBattle, largeSetup } from '../../src-shared/rules/orders-omens/battle/testing/generate';
import { dispatch } from '../dispatch';
import { openTempStore } from '../testing/temp-store';
import { createCampaign } from './campaigns';
import { indexChroniclesInBackground } from './chronicle/battle-chronicle';
import { BATCH_BATTLES } from './chronicle/indexer-pool';
import { battleLog, createBattleRecord } from './orders-omens/battle-log';
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

  it('while the accounts of imported battles are written in the background, reports narrating them from the services, and the export, refused with its counts meanwhile, completes once they are', async () => {
    const temp = openTempStore();
    try {
      const heard: LongWorkProgress[] = [];
      const ctx = { ...temp.ctx, progress: (progress: LongWorkProgress) => heard.push(progress) };
      const campaignId = createCampaign(ctx, { name: 'Imported', setting: '', description: '' }).id;
      const setup = largeSetup();
      // More battles than one indexer batch, so the run reports between batches, not only at its end.
      const battles = BATCH_BATTLES * 2 + 3;
      for (let b = 0; b < battles; b++) {
        const { id } = createBattleRecord(ctx, { campaignId, name: `Battle ${b}`, setup, rulings: {} });
        battleLog.append(ctx, id, () => generateBattle(setup, 40, 900 + b).events);
      }
      temp.store.sqlite.prepare('DELETE FROM battle_chronicle_cache').run();
      heard.length = 0;
      // Every reading of the clock "takes" 150 ms, so the background's work is long work at once.
      let now = 0;
      vi.spyOn(Date, 'now').mockImplementation(() => (now += 150));
      indexChroniclesInBackground(ctx, campaignId);

      const refused = dispatch(ctx, 'chronicle.export', { campaignId, format: 'markdown' });
      expect(refused.ok).toBe(false);
      if (!refused.ok) {
        expect(refused.error.code).toBe('conflict');
        expect(chronicleBeingWritten(refused.error.details)).toMatchObject({ total: battles, written: expect.any(Number) });
      }
      const started = performance.now();
      let exported: { content: string } | null = null;
      while (!exported && performance.now() - started < 60_000) {
        const answer = dispatch(ctx, 'chronicle.export', { campaignId, format: 'markdown' });
        if (answer.ok) exported = answer.value as { content: string };
        else await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(exported?.content).toContain('Battle 0');

      const narrating = heard.filter((progress) => progress.task === 'Narrating battles for search');
      expect(narrating.length).toBeGreaterThan(1);
      expect(narrating.every((progress) => progress.total === battles)).toBe(true);
      expect(narrating.map((progress) => progress.done)).toEqual([...narrating.map((progress) => progress.done)].sort((a, b) => a - b));
      expect(narrating.at(-1)!.done).toBe(battles);
    } finally {
      temp.dispose();
    }
  });
});
