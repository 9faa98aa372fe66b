import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CallOutput } from '../../../src-shared/contract';
import { chronicleBeingWritten, type ChronicleBeingWritten } from '../../../src-shared/contract/chronicle-export';
import { dispatch } from '../../dispatch';
import { openTempStore, type TempStore } from '../../testing/temp-store';
import { seedUnnarratedBattles } from './testing/unnarrated-battles';
import { backgroundPending, indexChroniclesInBackground, NARRATED_WITHIN_REQUEST, refreshStaleChronicles } from './battle-chronicle';

const BATTLES = 40;

let temp: TempStore;
beforeEach(() => {
  temp = openTempStore();
});
afterEach(() => temp.dispose());

const seedBattles = () => seedUnnarratedBattles(temp.ctx, BATTLES, 60, 700);

const exportMarkdown = (campaignId: string) => dispatch(temp.ctx, 'chronicle.export', { campaignId, format: 'markdown' });
const cachedCount = () => temp.store.sqlite.prepare('SELECT count(*) FROM battle_chronicle_cache').pluck().get() as number;
const ownChanges = () => (temp.store.sqlite.prepare('SELECT total_changes() AS n').get() as { n: number }).n;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('exporting the chronicle right after an import, over a real SQLite file', () => {
  it('answers "still being written" with how far the writing has got as data, the count rising, until the export completes with every account', async () => {
    const { campaignId, battleIds } = seedBattles();
    indexChroniclesInBackground(temp.ctx, campaignId);
    const seen: ChronicleBeingWritten[] = [];
    let exported: CallOutput<'chronicle.export'> | null = null;
    const started = performance.now();
    while (!exported && performance.now() - started < 60_000) {
      const answer = exportMarkdown(campaignId);
      if (answer.ok) {
        exported = answer.value as CallOutput<'chronicle.export'>;
        break;
      }
      expect(answer.error.code).toBe('conflict');
      expect(answer.error.message).toMatch(/still being written/);
      expect(answer.error.message).not.toMatch(/waitingFor|battle-accounts|id-\d/);
      const details = chronicleBeingWritten(answer.error.details);
      expect(details, 'the refusal carries its counts as data the contract checks').not.toBeNull();
      // The words and the data agree: the message counts the battles left.
      const left = details!.total - details!.written;
      expect(answer.error.message).toContain(left === 1 ? 'one battle' : `${left} battles`);
      seen.push(details!);
      await sleep(20);
    }
    expect(exported, 'the export completes once the accounts are written').not.toBeNull();
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((s) => s.total === BATTLES && s.written >= 0 && s.written < BATTLES)).toBe(true);
    expect(seen.map((s) => s.written)).toEqual([...seen.map((s) => s.written)].sort((a, b) => a - b));
    expect(backgroundPending(temp.ctx, campaignId)).toBeNull();
    expect(cachedCount()).toBe(BATTLES);
    const texts = temp.store.sqlite.prepare('SELECT battle_id AS id, text FROM battle_chronicle_cache').all() as { id: string; text: string }[];
    for (const id of battleIds) expect(exported!.content).toContain(texts.find((t) => t.id === id)!.text.split('\n')[0]!.slice(0, 40));
  });

  it('other refusals carry no such details, and details of another shape are not read as progress', () => {
    const missing = exportMarkdown('00000000-0000-4000-8000-000000000000');
    expect(missing.ok).toBe(false);
    if (!missing.ok) expect(missing.error.details).toBeUndefined();
    expect(chronicleBeingWritten({ waitingFor: 'battle-accounts', written: 3, total: 2 })).toBeNull();
    expect(chronicleBeingWritten({ waitingFor: 'something-else', written: 1, total: 2 })).toBeNull();
    expect(chronicleBeingWritten({ waitingFor: 'battle-accounts', written: 1, total: 2, extra: true })).toBeNull();
    expect(chronicleBeingWritten(undefined)).toBeNull();
  });
});

describe('the luck ledger while the background writes accounts', () => {
  it('answers at once with what is pending and narrates nothing on the requests’ thread; once written, counts every battle', async () => {
    const { campaignId } = seedBattles();
    indexChroniclesInBackground(temp.ctx, campaignId);
    const before = ownChanges();
    const answer = dispatch(temp.ctx, 'chronicle.luck', { campaignId });
    if (!answer.ok) throw new Error(answer.error.message);
    const during = answer.value as CallOutput<'chronicle.luck'>;
    expect(during.pending).toBeGreaterThan(0);
    expect(during.pending).toBeLessThanOrEqual(BATTLES);
    // Narrating here would write the cache from this connection; the background's threads write on their own.
    expect(ownChanges()).toBe(before);
    const started = performance.now();
    while (backgroundPending(temp.ctx, campaignId) !== null && performance.now() - started < 60_000) await sleep(10);
    const after = dispatch(temp.ctx, 'chronicle.luck', { campaignId });
    if (!after.ok) throw new Error(after.error.message);
    const done = after.value as CallOutput<'chronicle.luck'>;
    expect(done.pending).toBe(0);
    expect(new Set(done.players.flatMap((p) => p.battles.map((b) => b.battleId))).size).toBe(BATTLES);
  });

  it('with no background running, brings a changed battle up to date within the request', () => {
    const { campaignId, battleIds } = seedBattles();
    refreshStaleChronicles(temp.ctx, campaignId);
    temp.store.sqlite.prepare('UPDATE battles SET updated_at = updated_at + 1 WHERE id = ?').run(battleIds[2]);
    const answer = dispatch(temp.ctx, 'chronicle.luck', { campaignId });
    expect(answer.ok && (answer.value as CallOutput<'chronicle.luck'>).pending).toBe(0);
    expect(refreshStaleChronicles(temp.ctx, campaignId, 0)).toEqual({ pending: 0 });
  });
});

describe('the few battles a group changed in an evening, on a slow machine', () => {
  it('are narrated within the request even past its time budget; a backlog beyond them is left for later', () => {
    const { campaignId } = seedUnnarratedBattles(temp.ctx, NARRATED_WITHIN_REQUEST + 2, 30, 900);
    // A zero budget is what a busy laptop gives: every battle takes longer than the budget allows.
    expect(refreshStaleChronicles(temp.ctx, campaignId, 0, NARRATED_WITHIN_REQUEST)).toEqual({ pending: 2 });
    expect(cachedCount()).toBe(NARRATED_WITHIN_REQUEST);
    // Without that floor a call narrates one battle and leaves the rest.
    temp.store.sqlite.prepare('DELETE FROM battle_chronicle_cache').run();
    expect(refreshStaleChronicles(temp.ctx, campaignId, 0)).toEqual({ pending: NARRATED_WITHIN_REQUEST + 1 });
  });

  it('export at once with every account, rather than asking the players to wait', () => {
    const { campaignId, battleIds } = seedUnnarratedBattles(temp.ctx, NARRATED_WITHIN_REQUEST, 30, 900);
    const answer = exportMarkdown(campaignId);
    expect(answer.ok, answer.ok ? '' : answer.error.message).toBe(true);
    expect(cachedCount()).toBe(battleIds.length);
  });
});
