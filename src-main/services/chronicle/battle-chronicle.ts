import { and, eq } from 'drizzle-orm';
import { paragraphKey, paragraphsOf } from '../../../src-shared/chronicle';
import { systemById } from '../../../src-shared/systems/registry';
import { readBattleResult } from '../battle-results';
import type { BattleChronicleView, BattleNote } from '../../../src-shared/contract/chronicle';
import { battleChronicleCache, battleChronicleHidden, battleChronicleNotes, battleChronicles, battles } from '../../db/schema/index';
import type { ServiceContext } from '../context';
import { stampCampaignChanged } from '../campaign-changed';
import { notFound } from '../service-error';
import { systemOddsView } from './system-odds-view';
import { trackProgress } from '../progress';
import { startIndexRun, worthThreads } from './indexer-pool';
import { hiddenKeys, narrateRow, narrationVersionOf, narrationVersionsJson, storedBattle, visibleText, writeNarratedRows, type CachedChronicle, type NarratableBattle, type NarratedRow } from './chronicle-writer';

export type { CachedChronicle } from './chronicle-writer';

type BattleRow = typeof battles.$inferSelect;

/**
 * The narration of a battle's log as it stands, from the cache when the log has not moved since
 * (`battles.updated_at` and `event_count` unchanged) and its system's narrator is the one that wrote
 * it (`narration_version`), else narrated again and cached, which also
 * re-indexes it for search (triggers). Players' notes and hidden lines live elsewhere and are
 * never touched by this.
 */
export function refreshBattleChronicle(ctx: ServiceContext, battle: NarratableBattle): CachedChronicle {
  const cached = ctx.db.select().from(battleChronicleCache).where(eq(battleChronicleCache.battleId, battle.id)).get();
  const current = cached !== undefined && cached.narrationVersion >= narrationVersionOf(battle.system) && cached.sourceUpdatedAt === battle.updatedAt && cached.eventCount === battle.eventCount;
  if (cached && current) {
    return { lines: JSON.parse(cached.linesJson) as CachedChronicle['lines'], stats: JSON.parse(cached.statsJson) as CachedChronicle['stats'] };
  }
  const { chronicle, row } = narrateRow(ctx, battle);
  ctx.store.sqlite.transaction(() => writeNarratedRows(ctx, [row]))();
  return chronicle;
}

/** A campaign's battles with no account, one of a log that moved since, or one written by an earlier version of their system's narrator. */
const STALE_SQL = `SELECT b.id FROM battles b LEFT JOIN battle_chronicle_cache c ON c.battle_id = b.id
  LEFT JOIN json_each(@versions) v ON v.key = b.system
  WHERE b.campaign_id = @campaignId
    AND (c.battle_id IS NULL OR c.source_updated_at <> b.updated_at OR c.event_count <> b.event_count OR c.narration_version < coalesce(v.value, 1))
  ORDER BY b.created_at, b.id`;

const staleBattleIds = (ctx: ServiceContext, campaignId: string): string[] =>
  ctx.store.sqlite.prepare(STALE_SQL).pluck().all({ campaignId, versions: narrationVersionsJson() }) as string[];

/**
 * How many battles an export, search or records call narrates itself whatever the clock says:
 * what a group changes in an evening. On a slow or busy laptop those few can take longer than
 * the time budget, and an export refused for two edited battles would be absurd; only a backlog
 * (an import) is left to the background.
 */
export const NARRATED_WITHIN_REQUEST = 8;

/**
 * Brings the battles of a campaign whose log moved up to date, for search, records and exports.
 * Narrating means replaying, so after importing a large campaign this is slow; with a time
 * budget it stops early (after `atLeast` battles) and says how many battles are still waiting,
 * and the caller asks again (or leaves it to `indexChroniclesInBackground`). The battles done in
 * one call are written in one transaction a slice at a time: one commit per slice, not one per battle.
 */
export function refreshStaleChronicles(ctx: ServiceContext, campaignId: string, budgetMs = Number.POSITIVE_INFINITY, atLeast = 1): { pending: number } {
  const sqlite = ctx.store.sqlite;
  const stale = staleBattleIds(ctx, campaignId);
  if (stale.length === 0) return { pending: 0 };
  const started = performance.now();
  const step = trackProgress(ctx.progress, 'Narrating battles for search', stale.length);
  let done = 0;
  // At least one battle per call, so asking again always gets further.
  const floor = Math.max(1, atLeast);
  const overBudget = () => done >= floor && performance.now() - started > budgetMs;
  // Battles are narrated outside any transaction, then written a slice at a time (one commit
  // each), so the write lock is held only for the inserts.
  while (done < stale.length && !overBudget()) {
    const sliceStarted = performance.now();
    const rows: NarratedRow[] = [];
    do {
      const battle = storedBattle(ctx, stale[done]!);
      if (battle) rows.push(narrateRow(ctx, battle).row);
      done += 1;
    } while (done < stale.length && !overBudget() && performance.now() - sliceStarted < BACKGROUND_SLICE_MS);
    sqlite.transaction(() => writeNarratedRows(ctx, rows))();
    step(done);
  }
  return { pending: stale.length - done };
}

/** How long one search or records call may spend bringing chronicles up to date before answering; the rest is left to the background. */
export const REFRESH_BUDGET_MS = 100;

/**
 * Chronicles brought up to date for a search or records call: a little narration now (within
 * REFRESH_BUDGET_MS), the rest left to the background; while the background is at it, nothing
 * now, so the call answers at once. `pending`: battles not narrated yet.
 */
export function refreshForRequest(ctx: ServiceContext, campaignId: string): { pending: number } {
  const sqlite = ctx.store.sqlite;
  const background = backgroundPending(ctx, campaignId);
  if (background !== null) return { pending: background };
  let fresh = upToDate.get(sqlite);
  if (!fresh) upToDate.set(sqlite, (fresh = new Map()));
  if (fresh.get(campaignId) === writeMark(sqlite)) return { pending: 0 };
  const refreshed = refreshStaleChronicles(ctx, campaignId, REFRESH_BUDGET_MS, NARRATED_WITHIN_REQUEST);
  if (refreshed.pending > 0) indexChroniclesInBackground(ctx, campaignId, refreshed.pending);
  else fresh.set(campaignId, writeMark(sqlite));
  return refreshed;
}

/** Campaigns found with nothing stale, by the write mark at the time: no write since means nothing can have gone stale. */
const upToDate = new WeakMap<ServiceContext['store']['sqlite'], Map<string, string>>();

/**
 * Changes when anything is written to the file: by another connection (`data_version`) or by this
 * one (`total_changes()`, which never goes back, even on a rollback). Two cheap reads instead of
 * the stale-battle query over every battle of the campaign on every search.
 */
function writeMark(sqlite: ServiceContext['store']['sqlite']): string {
  const row = sqlite.prepare('SELECT total_changes() AS own').get() as { own: number };
  return `${sqlite.pragma('data_version', { simple: true }) as number}:${row.own}`;
}

/** One background slice of narration on the requests' own thread (when no indexer thread can run): short, so a request waiting behind it is answered within a few tens of milliseconds. */
export const BACKGROUND_SLICE_MS = 40;

interface BackgroundRun {
  pending(): number;
  stop(): void;
}

/** Campaigns being indexed in the background, by connection. */
const indexing = new WeakMap<ServiceContext['store']['sqlite'], Map<string, BackgroundRun>>();

/**
 * Narrates and indexes a campaign's stale battles in the background until none is left: on
 * indexer threads (each with its own connection to the same file, so requests on this thread are
 * never held up by narration), or, where no thread can start, here in short slices between
 * requests (each slice one transaction, then `setImmediate`). One run per campaign and
 * connection; it stops when the database is closed or `stopChronicleIndexing` is called.
 */
export function indexChroniclesInBackground(ctx: ServiceContext, campaignId: string, pending?: number): void {
  const sqlite = ctx.store.sqlite;
  let running = indexing.get(sqlite);
  if (!running) indexing.set(sqlite, (running = new Map()));
  if (running.has(campaignId)) return;
  const stale = staleBattleIds(ctx, campaignId);
  if (stale.length === 0) return;
  const runs = running;
  const step = trackProgress(ctx.progress, 'Narrating battles for search', stale.length);
  const inThread = (waiting: number) => {
    let left = waiting;
    let stopped = false;
    const slice = () => {
      left = 0;
      try {
        if (sqlite.open && !stopped) left = refreshStaleChronicles(ctx, campaignId, BACKGROUND_SLICE_MS).pending;
      } catch (error) {
        console.error('[warchronicle] background chronicle indexing stopped:', error);
        left = 0;
      }
      if (left > 0 && sqlite.open && !stopped) setImmediate(slice);
      else runs.delete(campaignId);
    };
    runs.set(campaignId, { pending: () => left, stop: () => (stopped = true) });
    setImmediate(slice);
  };
  if (!worthThreads(stale.length) || !isFile(ctx.store.file)) return inThread(pending ?? stale.length);
  const run = startIndexRun(ctx.store.file, stale, {
    progress: (done) => {
      if (!sqlite.open) return run.stop();
      step(done);
    },
    finished: () => {
      if (runs.get(campaignId) === run) runs.delete(campaignId);
    },
    fallBack: (left) => {
      if (runs.get(campaignId) !== run) return;
      runs.delete(campaignId);
      if (sqlite.open) inThread(left.length);
    },
  });
  runs.set(campaignId, run);
}

/** An SQLite file another connection can open (not `:memory:` or a temporary database). */
function isFile(file: string): boolean {
  return file !== '' && file !== ':memory:' && !file.startsWith('file::memory:');
}

/** Battles a background run for this campaign has not written yet; null when none is running. */
export function backgroundPending(ctx: ServiceContext, campaignId: string): number | null {
  return indexing.get(ctx.store.sqlite)?.get(campaignId)?.pending() ?? null;
}

/** Stops every background run on this connection (before closing it): each indexer thread ends after the batch it is writing. */
export function stopChronicleIndexing(ctx: ServiceContext): void {
  const runs = indexing.get(ctx.store.sqlite);
  if (!runs) return;
  for (const run of [...runs.values()]) run.stop();
  runs.clear();
}

function battleRow(ctx: ServiceContext, battleId: string): BattleRow {
  const row = ctx.db.select().from(battles).where(eq(battles.id, battleId)).get();
  if (!row) throw notFound('Battle', battleId);
  return row;
}

function toNote(row: typeof battleChronicleNotes.$inferSelect): BattleNote {
  return { id: row.id, battleId: row.battleId, afterSeq: row.afterSeq, body: row.body, createdAt: row.createdAt, updatedAt: row.updatedAt };
}

export function getBattleChronicle(ctx: ServiceContext, battleId: string): BattleChronicleView {
  const battle = battleRow(ctx, battleId);
  const { lines, stats } = refreshBattleChronicle(ctx, battle);
  const hidden = hiddenKeys(ctx, battleId);
  const date = ctx.db.select().from(battleChronicles).where(eq(battleChronicles.battleId, battleId)).get();
  const notes = ctx.db.select().from(battleChronicleNotes).where(eq(battleChronicleNotes.battleId, battleId)).orderBy(battleChronicleNotes.createdAt).all().map(toNote);
  const result = readBattleResult(ctx.db, battle);
  const seats = seatsOf(result, stats);
  const colours = result?.seats.map((seat) => seat.colour) ?? [];
  const side = (index: number) => ({ name: seats[index]?.name ?? '', vp: seats[index]?.score ?? 0, soldiersLost: seats[index]?.losses ?? 0, colour: colours[index] ?? null });
  const system = systemById(battle.system);
  const terms = system?.terms ?? { score: '', losses: '' };
  return {
    battle: { id: battle.id, campaignId: battle.campaignId, name: battle.name, status: battle.status, eventCount: battle.eventCount, worldDate: date?.worldDate ?? '', worldDay: date?.worldDay ?? null },
    sides: { A: side(0), B: side(1) },
    system: battle.system,
    systemName: system?.name ?? battle.system,
    seats,
    terms: { score: terms.score, losses: terms.losses },
    lines: lines.map((line) => ({ ...line, paragraph: paragraphKey(line), hidden: hidden.has(line.key) })),
    paragraphs: paragraphsOf(lines, system?.narrator.clockStart?.(JSON.parse(battle.setupJson)) ?? null),
    notes,
    odds: 'system' in stats || !stats.luck || !stats.winProbability ? null : { winProbability: [...stats.winProbability], luck: { sides: stats.luck.sides, byTurn: [...stats.luck.byTurn], rolls: [...stats.luck.rolls] } },
    systemOdds: 'system' in stats && stats.odds ? systemOddsView(stats.odds) : null,
  };
}

interface SeatView {
  side: string;
  name: string;
  score: number;
  losses: number;
}

/** Who sat at each side with their score and losses: Orders & Omens' from its narrated numbers, the others' from the battle's summary. */
function seatsOf(read: ReturnType<typeof readBattleResult>, stats: CachedChronicle['stats']): SeatView[] {
  if (!('system' in stats)) return (['A', 'B'] as const).map((side) => ({ side, name: stats.sides[side].name, score: stats.sides[side].vp, losses: stats.sides[side].soldiersLost }));
  return (read?.seats ?? []).map((seat) => ({ side: seat.side, name: seat.playerName, score: seat.score, losses: seat.losses }));
}

/** Hiding is stored by line key, so it survives regenerating the draft; the search text follows. */
export function setLineHidden(ctx: ServiceContext, input: { battleId: string; lineKey: string; hidden: boolean }): { lineKey: string; hidden: boolean } {
  return ctx.store.sqlite.transaction(() => {
    const battle = battleRow(ctx, input.battleId);
    if (input.hidden) ctx.db.insert(battleChronicleHidden).values({ battleId: input.battleId, lineKey: input.lineKey }).onConflictDoNothing().run();
    else ctx.db.delete(battleChronicleHidden).where(and(eq(battleChronicleHidden.battleId, input.battleId), eq(battleChronicleHidden.lineKey, input.lineKey))).run();
    const { lines } = refreshBattleChronicle(ctx, battle);
    ctx.db.update(battleChronicleCache).set({ text: visibleText(lines, hiddenKeys(ctx, input.battleId)) }).where(eq(battleChronicleCache.battleId, input.battleId)).run();
    stampCampaignChanged(ctx, battle.campaignId);
    return { lineKey: input.lineKey, hidden: input.hidden };
  })();
}

export function setBattleWorldDate(ctx: ServiceContext, input: { battleId: string; worldDate: string; worldDay: number | null }): { worldDate: string; worldDay: number | null } {
  return ctx.store.sqlite.transaction(() => {
    battleRow(ctx, input.battleId);
    const values = { worldDate: input.worldDate, worldDay: input.worldDay, updatedAt: ctx.now() };
    ctx.db.insert(battleChronicles).values({ battleId: input.battleId, ...values }).onConflictDoUpdate({ target: battleChronicles.battleId, set: values }).run();
    return { worldDate: input.worldDate, worldDay: input.worldDay };
  })();
}

export function addNote(ctx: ServiceContext, input: { battleId: string; afterSeq: number | null; body: string }): BattleNote {
  battleRow(ctx, input.battleId);
  const now = ctx.now();
  const row = { id: ctx.newId(), battleId: input.battleId, afterSeq: input.afterSeq, body: input.body, createdAt: now, updatedAt: now };
  ctx.db.insert(battleChronicleNotes).values(row).run();
  return toNote(row);
}

export function updateNote(ctx: ServiceContext, input: { id: string; body: string }): BattleNote {
  const row = ctx.db.update(battleChronicleNotes).set({ body: input.body, updatedAt: ctx.now() }).where(eq(battleChronicleNotes.id, input.id)).returning().get();
  if (!row) throw notFound('Note', input.id);
  return toNote(row);
}

export function deleteNote(ctx: ServiceContext, id: string): { id: string } {
  return ctx.store.sqlite.transaction(() => {
    const gone = ctx.db.delete(battleChronicleNotes).where(eq(battleChronicleNotes.id, id)).returning({ battleId: battleChronicleNotes.battleId }).get();
    if (!gone) throw notFound('Note', id);
    stampCampaignChanged(ctx, battleRow(ctx, gone.battleId).campaignId);
    return { id };
  })();
}
