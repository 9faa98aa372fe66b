import { afterEach, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import type { CallOutput } from '../../../src-shared/contract';
import { narrateBattle } from '../../../src-shared/rules/orders-omens/narrator/narrate-battle';
import { generateBattle, largeSetup } from '../../../src-shared/rules/orders-omens/battle/testing/generate';
import { dispatch } from '../../dispatch';
import { openTempStore, type TempStore } from '../../testing/temp-store';
import { seedUnnarratedBattles } from './testing/unnarrated-battles';
import { battleLog, createBattleRecord } from '../orders-omens/battle-log';
import { backgroundPending, indexChroniclesInBackground, refreshStaleChronicles, stopChronicleIndexing } from './battle-chronicle';
import { configureIndexerThreads, indexerThreadCount } from './indexer-pool';
import { caller } from '../../testing/system-fixtures';
import { createLongBattle1999, longBattle1999 } from '../../testing/long-system-battle';

const BATTLES = 12;
const setup = largeSetup();

let temp: TempStore;
beforeEach(() => {
  temp = openTempStore();
});
afterEach(() => temp.dispose());

const seedBattles = () => seedUnnarratedBattles(temp.ctx, BATTLES, 80, 300);

const cachedTexts = () => new Map((temp.store.sqlite.prepare('SELECT battle_id AS id, text FROM battle_chronicle_cache').all() as { id: string; text: string }[]).map((row) => [row.id, row.text]));
const search = (campaignId: string, query: string) => {
  const result = dispatch(temp.ctx, 'chronicle.search', { campaignId, query, limit: 50 });
  if (!result.ok) throw new Error(result.error.message);
  return result.value as CallOutput<'chronicle.search'>;
};
/** Waits (up to a minute: the indexer threads load the narrator first) until `until` holds. */
const ticks = async (until: () => boolean) => {
  const started = Date.now();
  while (!until() && Date.now() - started < 60_000) await new Promise((resolve) => setTimeout(resolve, 5));
};

describe('chronicle indexing after an import', () => {
  it('a budget of no time still narrates one battle per call, commits it, and counts the rest as pending', () => {
    const { campaignId } = seedBattles();
    expect(refreshStaleChronicles(temp.ctx, campaignId, 0)).toEqual({ pending: BATTLES - 1 });
    expect(cachedTexts().size).toBe(1);
    expect(refreshStaleChronicles(temp.ctx, campaignId, 0)).toEqual({ pending: BATTLES - 2 });
    expect(refreshStaleChronicles(temp.ctx, campaignId)).toEqual({ pending: 0 });
    expect(cachedTexts().size).toBe(BATTLES);
  });

  it('indexes in the background between requests: a search meanwhile answers at once with what is pending, and the end result is the narrator’s text for every battle', async () => {
    const { campaignId, battleIds } = seedBattles();
    indexChroniclesInBackground(temp.ctx, campaignId);
    // The background has not run yet, and the search leaves the narrating to it.
    expect(search(campaignId, 'battle').pending).toBe(BATTLES);
    expect(cachedTexts().size).toBe(0);
    await ticks(() => backgroundPending(temp.ctx, campaignId) === null);
    expect(search(campaignId, 'battle').pending).toBe(0);
    const texts = cachedTexts();
    for (const [b, id] of battleIds.entries()) {
      const events = (temp.store.sqlite.prepare('SELECT payload_json AS p FROM battle_events WHERE battle_id = ? ORDER BY seq').all(id) as { p: string }[]).map((row) => JSON.parse(row.p) as { type: string });
      const narrated = narrateBattle({ battleId: id, name: `Battle ${b}`, setup, events, rulings: {}, thirds: {} });
      expect(texts.get(id)).toBe(narrated.lines.map((line) => line.text).join('\n'));
    }
    const firstWord = texts.get(battleIds[0]!)!.match(/[A-Z][a-z]{5,}/)![0];
    expect(search(campaignId, firstWord).hits.length).toBeGreaterThan(0);
  });

  it('a search with battles pending starts the background itself, which finishes the job', async () => {
    const { campaignId } = seedBattles();
    const first = search(campaignId, 'battle');
    expect(first.pending).toBeLessThan(BATTLES);
    await ticks(() => backgroundPending(temp.ctx, campaignId) === null);
    expect(search(campaignId, 'battle').pending).toBe(0);
  });

  it('a search after a campaign was found up to date still notices a battle that changed since', () => {
    const { campaignId, battleIds } = seedBattles();
    refreshStaleChronicles(temp.ctx, campaignId);
    expect(search(campaignId, 'battle').pending).toBe(0);
    expect(search(campaignId, 'battle').pending).toBe(0);
    temp.store.sqlite.prepare('UPDATE battles SET updated_at = updated_at + 1 WHERE id = ?').run(battleIds[3]);
    const sourceOf = () => (temp.store.sqlite.prepare('SELECT c.source_updated_at - b.updated_at AS lag FROM battle_chronicle_cache c JOIN battles b ON b.id = c.battle_id WHERE b.id = ?').get(battleIds[3]) as { lag: number }).lag;
    expect(sourceOf()).toBe(-1);
    expect(search(campaignId, 'battle').pending).toBe(0);
    expect(sourceOf()).toBe(0);
  });

  it('stops quietly when the database is closed under it', async () => {
    const { campaignId } = seedBattles();
    indexChroniclesInBackground(temp.ctx, campaignId);
    temp.store.close();
    await ticks(() => backgroundPending(temp.ctx, campaignId) === null);
    expect(backgroundPending(temp.ctx, campaignId)).toBeNull();
    expect(temp.store.sqlite.open).toBe(false);
  });

  it('narrates on indexer threads with connections of their own: every write comes from another connection, and the requests’ thread narrates nothing', async () => {
    expect(indexerThreadCount()).toBeGreaterThan(0);
    const { campaignId } = seedBattles();
    const version = () => temp.store.sqlite.pragma('data_version', { simple: true }) as number;
    const before = version();
    const ownChanges = () => (temp.store.sqlite.prepare('SELECT total_changes() AS n').get() as { n: number }).n;
    const ownBefore = ownChanges();
    indexChroniclesInBackground(temp.ctx, campaignId);
    await ticks(() => backgroundPending(temp.ctx, campaignId) === null);
    expect(cachedTexts().size).toBe(BATTLES);
    // data_version moves only on another connection's commits; total_changes() counts this connection's own rows.
    expect(version()).toBeGreaterThan(before);
    expect(ownChanges()).toBe(ownBefore);
  });

  it('narrates another system’s battle on an indexer thread (its narrator loaded with the first such battle) exactly as the requests’ thread would', async () => {
    // Two battles are few enough to narrate between requests; this one is about the threads.
    configureIndexerThreads({ inlineAtMost: 0 });
    onTestFinished(() => configureIndexerThreads({ inlineAtMost: 4 }));
    const api = caller(temp.ctx);
    const battle = createLongBattle1999(api, 'A night on the threads');
    let count = 0;
    for (const event of longBattle1999(40)) api.call('battles.append', { battleId: battle.id, system: '1999', event, expectedCount: count++ });
    const { id: ordersOmensId } = createBattleRecord(temp.ctx, { campaignId: battle.campaignId, name: 'Beside it', setup, rulings: {} });
    battleLog.append(temp.ctx, ordersOmensId, () => generateBattle(setup, 60, 401).events);
    const rows = () => temp.store.sqlite.prepare('SELECT battle_id AS id, lines_json AS lines, stats_json AS stats, text FROM battle_chronicle_cache ORDER BY battle_id').all();
    temp.store.sqlite.prepare('DELETE FROM battle_chronicle_cache').run();
    expect(refreshStaleChronicles(temp.ctx, battle.campaignId)).toEqual({ pending: 0 });
    const onRequestsThread = rows();
    expect(onRequestsThread).toHaveLength(2);
    expect(JSON.parse((onRequestsThread as { id: string; lines: string }[]).find((row) => row.id === battle.id)!.lines)).not.toHaveLength(0);

    temp.store.sqlite.prepare('DELETE FROM battle_chronicle_cache').run();
    const ownBefore = (temp.store.sqlite.prepare('SELECT total_changes() AS n').get() as { n: number }).n;
    indexChroniclesInBackground(temp.ctx, battle.campaignId);
    await ticks(() => backgroundPending(temp.ctx, battle.campaignId) === null);
    expect((temp.store.sqlite.prepare('SELECT total_changes() AS n').get() as { n: number }).n).toBe(ownBefore);
    expect(rows()).toEqual(onRequestsThread);
  });

  it('a stopped run ends its threads after the batch in hand: what was written is whole, the rest stays stale for next time', async () => {
    const { campaignId } = seedBattles();
    indexChroniclesInBackground(temp.ctx, campaignId);
    stopChronicleIndexing(temp.ctx);
    expect(backgroundPending(temp.ctx, campaignId)).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const written = cachedTexts().size;
    expect(written).toBeLessThan(BATTLES);
    expect(refreshStaleChronicles(temp.ctx, campaignId)).toEqual({ pending: 0 });
    expect(cachedTexts().size).toBe(BATTLES);
  });
});

describe('the Markdown export while chronicles are being written', () => {
  const exportMarkdown = (campaignId: string) => dispatch(temp.ctx, 'chronicle.export', { campaignId, format: 'markdown' });

  it('is refused at once, saying how many battles are left, while the background writes them; then uses every stored account', async () => {
    const { campaignId, battleIds } = seedBattles();
    indexChroniclesInBackground(temp.ctx, campaignId);
    const started = performance.now();
    const refused = exportMarkdown(campaignId);
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(refused).toMatchObject({ ok: false, error: { code: 'conflict', message: expect.stringContaining(`accounts of ${BATTLES} battles are still being written`) } });
    expect(cachedTexts().size).toBe(0);
    await ticks(() => backgroundPending(temp.ctx, campaignId) === null);
    const exported = exportMarkdown(campaignId);
    if (!exported.ok) throw new Error(exported.error.message);
    const content = (exported.value as { content: string }).content;
    const texts = cachedTexts();
    for (const id of battleIds) expect(content).toContain(texts.get(id)!.split('\n')[0]!.slice(0, 40));
  });

  it('narrates within the request the one battle that changed since its account was stored', () => {
    const { campaignId, battleIds } = seedBattles();
    refreshStaleChronicles(temp.ctx, campaignId);
    temp.store.sqlite.prepare('UPDATE battles SET updated_at = updated_at + 1 WHERE id = ?').run(battleIds[5]);
    expect(exportMarkdown(campaignId).ok).toBe(true);
    expect(refreshStaleChronicles(temp.ctx, campaignId, 0)).toEqual({ pending: 0 });
    expect(backgroundPending(temp.ctx, campaignId)).toBeNull();
  });
});

describe('a small backlog', () => {
  it('is narrated between requests on the requests’ own thread, with no indexer thread started for it', async () => {
    const { campaignId, battleIds } = seedBattles();
    // Four left unwritten, as after importing a small campaign: all but three narrated, then the first one's account dropped.
    while (refreshStaleChronicles(temp.ctx, campaignId, 0).pending > 3);
    temp.store.sqlite.prepare('DELETE FROM battle_chronicle_cache WHERE battle_id = ?').run(battleIds[0]);
    const ownBefore = (temp.store.sqlite.prepare('SELECT total_changes() AS n').get() as { n: number }).n;
    indexChroniclesInBackground(temp.ctx, campaignId);
    expect(backgroundPending(temp.ctx, campaignId)).toBe(4);
    await ticks(() => backgroundPending(temp.ctx, campaignId) === null);
    expect(cachedTexts().size).toBe(BATTLES);
    // Written by this connection: no thread's.
    expect((temp.store.sqlite.prepare('SELECT total_changes() AS n').get() as { n: number }).n).toBeGreaterThan(ownBefore);
  });
});

describe('chronicle indexing where no indexer thread can run', () => {
  beforeEach(() => configureIndexerThreads({ threads: 0 }));
  afterEach(() => configureIndexerThreads({ threads: 2 }));

  it('narrates in short slices on the requests’ own thread, between requests, to the same end', async () => {
    const { campaignId, battleIds } = seedBattles();
    indexChroniclesInBackground(temp.ctx, campaignId);
    expect(search(campaignId, 'battle').pending).toBe(BATTLES);
    await ticks(() => backgroundPending(temp.ctx, campaignId) === null);
    expect(cachedTexts().size).toBe(BATTLES);
    expect(search(campaignId, 'battle').pending).toBe(0);
    expect(battleIds.every((id) => cachedTexts().get(id)!.length > 0)).toBe(true);
  });
});
