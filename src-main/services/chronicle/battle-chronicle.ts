import { and, eq } from 'drizzle-orm';
import { narrateBattle, narrateSystemBattle, paragraphKey, paragraphsOf } from '../../../src-shared/chronicle';
import type { BattleStats, ChronicleLine, SystemBattleStats } from '../../../src-shared/chronicle';
import type { NarratedLine } from '../../../src-shared/systems/game-system';
import { ORDERS_OMENS_ID, systemById } from '../../../src-shared/systems/registry';
import { judgedSystemBattle } from '../system-battles';
import { readBattleResult } from '../battle-results';
import type { BattleChronicleView, BattleNote } from '../../../src-shared/contract/chronicle';
import type { BattleSetup } from '../../../src-shared/rules/orders-omens/battle';
import type { RulingChoices } from '../../../src-shared/rules/ruling';
import { battleChronicleCache, battleChronicleHidden, battleChronicleNotes, battleChronicles, battles } from '../../db/schema/index';
import type { ServiceContext } from '../context';
import { notFound } from '../service-error';
import { trackProgress } from '../progress';

export interface CachedChronicle {
  /** Orders & Omens' lines, or another system's narrator's (the same shape, its own kinds). */
  readonly lines: readonly (ChronicleLine | NarratedLine)[];
  /** Orders & Omens' numbers, or another system's (`system` says which). */
  readonly stats: BattleStats | SystemBattleStats;
}

/** The generated account of a battle, by its own system's narrator. */
function narrate(ctx: ServiceContext, battle: BattleRow): CachedChronicle {
  if (battle.system !== ORDERS_OMENS_ID) {
    const system = systemById(battle.system);
    if (!system) return { lines: [], stats: { system: battle.system, summary: JSON.parse(battle.summaryJson) as SystemBattleStats['summary'], units: [], sideCounters: {}, brokenAt: null } };
    return narrateSystemBattle(system, {
      battleId: battle.id,
      name: battle.name,
      setup: JSON.parse(battle.setupJson),
      rulings: JSON.parse(battle.rulingsJson) as RulingChoices,
      replayed: judgedSystemBattle(ctx, battle.id),
    });
  }
  const steps = (ctx.store.sqlite.prepare('SELECT payload_json AS payload FROM battle_events WHERE battle_id = ? ORDER BY seq').all(battle.id) as { payload: string }[]).map(
    (row) => JSON.parse(row.payload) as { type: string },
  );
  return narrateBattle({
    battleId: battle.id,
    name: battle.name,
    setup: JSON.parse(battle.setupJson) as BattleSetup,
    events: steps,
    rulings: JSON.parse(battle.rulingsJson) as RulingChoices,
    thirds: JSON.parse(battle.thirdsJson) as Record<string, string>,
  });
}

type BattleRow = typeof battles.$inferSelect;

function visibleText(lines: CachedChronicle['lines'], hidden: ReadonlySet<string>): string {
  return lines
    .filter((line) => !hidden.has(line.key))
    .map((line) => line.text)
    .join('\n');
}

function hiddenKeys(ctx: ServiceContext, battleId: string): Set<string> {
  return new Set(ctx.db.select({ key: battleChronicleHidden.lineKey }).from(battleChronicleHidden).where(eq(battleChronicleHidden.battleId, battleId)).all().map((row) => row.key));
}

/**
 * The narration of a battle's log as it stands, from the cache when the log has not moved since
 * (`battles.updated_at` and `event_count` unchanged), else narrated again and cached, which also
 * re-indexes it for search (triggers). Players' notes and hidden lines live elsewhere and are
 * never touched by this.
 */
export function refreshBattleChronicle(ctx: ServiceContext, battle: BattleRow): CachedChronicle {
  const cached = ctx.db.select().from(battleChronicleCache).where(eq(battleChronicleCache.battleId, battle.id)).get();
  // Accounts cached before the narrator wrote in paragraphs, or kept its luck ledger and win-probability line, are written again once.
  const outdated = cached !== undefined && battle.system === ORDERS_OMENS_ID && cached.linesJson !== '[]' && (!cached.linesJson.includes('"paragraph"') || !cached.statsJson.includes('"winProbability"') || !cached.statsJson.includes('"rolls"'));
  if (cached && !outdated && cached.sourceUpdatedAt === battle.updatedAt && cached.eventCount === battle.eventCount) {
    return { lines: JSON.parse(cached.linesJson) as CachedChronicle['lines'], stats: JSON.parse(cached.statsJson) as CachedChronicle['stats'] };
  }
  const chronicle = narrate(ctx, battle);
  const values = {
    sourceUpdatedAt: battle.updatedAt,
    eventCount: battle.eventCount,
    linesJson: JSON.stringify(chronicle.lines),
    statsJson: JSON.stringify(chronicle.stats),
    text: visibleText(chronicle.lines, hiddenKeys(ctx, battle.id)),
  };
  ctx.db.insert(battleChronicleCache).values({ battleId: battle.id, ...values }).onConflictDoUpdate({ target: battleChronicleCache.battleId, set: values }).run();
  return { lines: chronicle.lines, stats: chronicle.stats };
}

const STALE_SQL = `SELECT b.id FROM battles b LEFT JOIN battle_chronicle_cache c ON c.battle_id = b.id
  WHERE b.campaign_id = ? AND (c.battle_id IS NULL OR c.source_updated_at <> b.updated_at OR c.event_count <> b.event_count)
  ORDER BY b.created_at, b.id`;

/**
 * Brings the battles of a campaign whose log moved up to date, for search, records and exports.
 * Narrating means replaying, so after importing a large campaign this is slow; with a time
 * budget it stops early and says how many battles are still waiting, and the caller asks again
 * (or leaves it to `indexChroniclesInBackground`). The battles done in one call are written in
 * one transaction: one commit for the slice, not one per battle.
 */
export function refreshStaleChronicles(ctx: ServiceContext, campaignId: string, budgetMs = Number.POSITIVE_INFINITY): { pending: number } {
  const sqlite = ctx.store.sqlite;
  const stale = sqlite.prepare(STALE_SQL).pluck().all(campaignId) as string[];
  if (stale.length === 0) return { pending: 0 };
  const started = performance.now();
  const step = trackProgress(ctx.progress, 'Narrating battles for search', stale.length);
  let done = 0;
  const overBudget = () => performance.now() - started > budgetMs;
  // Battles are written a slice at a time (one commit each), so the write lock is never held long.
  // At least one battle per call, so asking again always gets further.
  while (done < stale.length && (done === 0 || !overBudget())) {
    const sliceStarted = performance.now();
    sqlite.transaction(() => {
      do {
        refreshBattleChronicle(ctx, ctx.db.select().from(battles).where(eq(battles.id, stale[done]!)).get()!);
        step((done += 1));
      } while (done < stale.length && !overBudget() && performance.now() - sliceStarted < BACKGROUND_SLICE_MS);
    })();
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
  const background = indexing.get(sqlite)?.get(campaignId);
  if (background !== undefined) return { pending: background };
  let fresh = upToDate.get(sqlite);
  if (!fresh) upToDate.set(sqlite, (fresh = new Map()));
  if (fresh.get(campaignId) === writeMark(sqlite)) return { pending: 0 };
  const refreshed = refreshStaleChronicles(ctx, campaignId, REFRESH_BUDGET_MS);
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

/** One background slice of narration: short, so a request waiting behind it is answered within a few tens of milliseconds. */
export const BACKGROUND_SLICE_MS = 40;

/** Campaigns being indexed in the background, with how many battles were still waiting after the last slice. */
const indexing = new WeakMap<ServiceContext['store']['sqlite'], Map<string, number>>();

/**
 * Narrates and indexes a campaign's stale battles in short slices between requests (each slice one
 * transaction, then `setImmediate`, so waiting requests run in between), until none is left. One
 * run per campaign and connection; it stops quietly when the database is closed.
 */
export function indexChroniclesInBackground(ctx: ServiceContext, campaignId: string, pending?: number): void {
  const sqlite = ctx.store.sqlite;
  let running = indexing.get(sqlite);
  if (!running) indexing.set(sqlite, (running = new Map()));
  if (running.has(campaignId)) return;
  running.set(campaignId, pending ?? (sqlite.prepare(STALE_SQL).pluck().all(campaignId) as string[]).length);
  const slice = () => {
    let pending = 0;
    try {
      if (sqlite.open) pending = refreshStaleChronicles(ctx, campaignId, BACKGROUND_SLICE_MS).pending;
    } catch (error) {
      console.error('[warchronicle] background chronicle indexing stopped:', error);
      pending = 0;
    }
    if (pending > 0 && sqlite.open) {
      running.set(campaignId, pending);
      setImmediate(slice);
    } else running.delete(campaignId);
  };
  setImmediate(slice);
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
  const seats = seatsOf(ctx, battle, stats);
  const side = (index: number) => ({ name: seats[index]?.name ?? '', vp: seats[index]?.score ?? 0, soldiersLost: seats[index]?.losses ?? 0 });
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
    paragraphs: paragraphsOf(lines, battle.system === ORDERS_OMENS_ID ? ((JSON.parse(battle.setupJson) as BattleSetup).battleClockStart ?? null) : null),
    notes,
    odds: 'system' in stats || !stats.luck || !stats.winProbability ? null : { winProbability: [...stats.winProbability], luck: { sides: stats.luck.sides, byTurn: [...stats.luck.byTurn], rolls: [...stats.luck.rolls] } },
  };
}

interface SeatView {
  side: string;
  name: string;
  score: number;
  losses: number;
}

/** Who sat at each side with their score and losses: Orders & Omens' from its narrated numbers, the others' from the battle's summary. */
function seatsOf(ctx: ServiceContext, battle: BattleRow, stats: CachedChronicle['stats']): SeatView[] {
  if (!('system' in stats)) return (['A', 'B'] as const).map((side) => ({ side, name: stats.sides[side].name, score: stats.sides[side].vp, losses: stats.sides[side].soldiersLost }));
  const read = readBattleResult(ctx.db, battle);
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
  const result = ctx.db.delete(battleChronicleNotes).where(eq(battleChronicleNotes.id, id)).run();
  if (result.changes === 0) throw notFound('Note', id);
  return { id };
}
