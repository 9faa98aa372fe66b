import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { objectivePins } from '../db/schema/index';
import type { ChartId } from '../../src-shared/rules';
import type { ServiceContext } from './context';
import { isSealed, openEvent, sealEvent, sealKey, unrevealedPlainSteps, currentContentStep, discardedDraws, drawOwners, type StoredClassifiedEvent } from './objective-pins-seal';
import { ServiceError } from './service-error';

/**
 * Each player's PIN for their private Classified Objectives screen. Only a scrypt hash and its
 * random salt are stored; a wrong PIN is refused before anything is read or written, and
 * repeated wrong guesses lock that player's screen for a growing while (kept in memory: a
 * restart forgets it, which costs a guesser far more than it saves them).
 */
const KEY_LENGTH = 32;
const FREE_GUESSES = 5;
const FIRST_LOCK_MS = 30_000;
const LONGEST_LOCK_MS = 15 * 60_000;

function hashPin(pin: string, salt: Buffer): Buffer {
  return scryptSync(pin.normalize('NFKC'), salt, KEY_LENGTH);
}

interface Guesses {
  failures: number;
  lockedUntil: number;
}
const guessesByStore = new WeakMap<object, Map<string, Guesses>>();

function guessesOf(ctx: ServiceContext, sessionId: string, player: string): Guesses {
  let byPlayer = guessesByStore.get(ctx.store);
  if (!byPlayer) guessesByStore.set(ctx.store, (byPlayer = new Map()));
  const key = JSON.stringify([sessionId, player]);
  let guesses = byPlayer.get(key);
  if (!guesses) byPlayer.set(key, (guesses = { failures: 0, lockedUntil: 0 }));
  return guesses;
}

function pinRow(ctx: ServiceContext, sessionId: string, player: string) {
  return ctx.db.select().from(objectivePins).where(and(eq(objectivePins.sessionId, sessionId), eq(objectivePins.player, player))).get();
}

/** The players of a session who have set a PIN. */
export function pinnedPlayers(ctx: ServiceContext, sessionId: string): Set<string> {
  return new Set(ctx.db.select({ player: objectivePins.player }).from(objectivePins).where(eq(objectivePins.sessionId, sessionId)).all().map((row) => row.player));
}

/**
 * Refuses unless `pin` opens `player`'s screen: no PIN set yet lets anyone in (the first
 * private screen asks them to set one); once set, it is required and compared in constant time.
 */
export function requirePin(ctx: ServiceContext, sessionId: string, player: string, pin: string | undefined, field = 'pin'): void {
  const row = pinRow(ctx, sessionId, player);
  if (!row) return;
  const guesses = guessesOf(ctx, sessionId, player);
  const wait = guesses.lockedUntil - ctx.now();
  if (wait > 0) {
    throw new ServiceError('unauthorized', `Too many wrong PINs for ${player}. Try again in ${Math.ceil(wait / 1000)} seconds.`, field);
  }
  if (pin === undefined) throw new ServiceError('unauthorized', `Enter ${player}'s PIN to open their Classified Objectives.`, field);
  const expected = Buffer.from(row.hash, 'hex');
  const given = hashPin(pin, Buffer.from(row.salt, 'hex'));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    guesses.failures += 1;
    if (guesses.failures >= FREE_GUESSES) {
      guesses.lockedUntil = ctx.now() + Math.min(LONGEST_LOCK_MS, FIRST_LOCK_MS * 2 ** (guesses.failures - FREE_GUESSES));
    }
    throw new ServiceError('unauthorized', `That is not ${player}'s PIN.`, field);
  }
  guesses.failures = 0;
  guesses.lockedUntil = 0;
}

/**
 * Removes a forgotten PIN: its hash and salt go, so the draws sealed under it can never be opened
 * by anyone (the salt is part of their key), and any lock from wrong guesses is lifted.
 */
export function removePin(ctx: ServiceContext, sessionId: string, player: string): void {
  ctx.db.delete(objectivePins).where(and(eq(objectivePins.sessionId, sessionId), eq(objectivePins.player, player))).run();
  guessesByStore.get(ctx.store)?.delete(JSON.stringify([sessionId, player]));
}

/** Sets a player's PIN (sealing their hidden draws under it); changing one that is set needs the current PIN. */
export function storePin(ctx: ServiceContext, sessionId: string, player: string, pin: string, currentPin: string | undefined): void {
  const row = pinRow(ctx, sessionId, player);
  if (row) requirePin(ctx, sessionId, player, currentPin, 'currentPin');
  const oldKey = row && currentPin !== undefined ? sealKey(currentPin, Buffer.from(row.salt, 'hex')) : null;
  const salt = randomBytes(16);
  const values = { salt: salt.toString('hex'), hash: hashPin(pin, salt).toString('hex'), setAt: ctx.now() };
  ctx.db
    .insert(objectivePins)
    .values({ sessionId, player, ...values })
    .onConflictDoUpdate({ target: [objectivePins.sessionId, objectivePins.player], set: values })
    .run();
  resealDraws(ctx, sessionId, player, oldKey, sealKey(pin, salt));
}

/**
 * Checks the PIN like `requirePin` and answers the key that seals the player's draws (null while
 * they have no PIN). Draws they made before a PIN existed, or in a file written before draws
 * were sealed, are sealed now, so a hidden draw never stays in the clear once a PIN is known.
 */
export function unlockPlayer(ctx: ServiceContext, sessionId: string, player: string, pin: string | undefined): Buffer | null {
  requirePin(ctx, sessionId, player, pin);
  const row = pinRow(ctx, sessionId, player);
  if (!row || pin === undefined) return null;
  const key = sealKey(pin, Buffer.from(row.salt, 'hex'));
  if (unrevealedPlainSteps(storedSteps(ctx, sessionId).map((step) => step.event), player).length > 0) {
    ctx.db.transaction(() => resealDraws(ctx, sessionId, player, key, key));
  }
  return key;
}

/** Writes a revealed draw's current content back in the clear, so the table can read it without the PIN. */
export function unsealForReveal(ctx: ServiceContext, sessionId: string, drawId: string, player: string, key: Buffer): void {
  const steps = storedSteps(ctx, sessionId);
  const events = steps.map((step) => step.event);
  const index = currentContentStep(events, drawId);
  if (index === null || drawOwners(events).get(drawId) !== player) return;
  const step = steps[index]!;
  if (!isSealed(step.event)) return;
  rewriteSteps(ctx, sessionId, [{ seq: step.seq, event: openEvent(step.event, key, player) }]);
}

interface StoredStepRow {
  readonly seq: number;
  readonly event: StoredClassifiedEvent;
}

function storedSteps(ctx: ServiceContext, sessionId: string): StoredStepRow[] {
  const rows = ctx.store.sqlite.prepare('SELECT seq, payload_json AS payload FROM objective_events WHERE session_id = ? ORDER BY seq').all(sessionId) as { seq: number; payload: string }[];
  return rows.map((row) => ({ seq: row.seq, event: JSON.parse(row.payload) as StoredClassifiedEvent }));
}

/**
 * Rewrites stored steps in place (the same events, sealed or opened) and moves the session's
 * `updated_at` on, which every connection's fold cache keys on, so none keeps the old form.
 */
function rewriteSteps(ctx: ServiceContext, sessionId: string, changed: readonly StoredStepRow[]): void {
  if (changed.length === 0) return;
  const sqlite = ctx.store.sqlite;
  const update = sqlite.prepare('UPDATE objective_events SET payload_json = ? WHERE session_id = ? AND seq = ?');
  for (const step of changed) update.run(JSON.stringify(step.event), sessionId, step.seq);
  sqlite.prepare('UPDATE objective_sessions SET updated_at = MAX(?, updated_at + 1) WHERE id = ?').run(ctx.now(), sessionId);
}

/**
 * Seals the player's never-revealed plain draws under `newKey`, and moves their sealed ones from
 * `oldKey` to it. A re-draw that kept its draw's chart without naming it (as older versions
 * wrote) gets the chart written in, sealed or not: once the draw is sealed, the table could no
 * longer tell on which chart that re-draw's die is read.
 */
function resealDraws(ctx: ServiceContext, sessionId: string, player: string, oldKey: Buffer | null, newKey: Buffer): void {
  const steps = storedSteps(ctx, sessionId);
  const events = steps.map((step) => step.event);
  const owners = drawOwners(events);
  const discarded = discardedDraws(events);
  const plain = new Set(unrevealedPlainSteps(events, player));
  const charts = new Map<string, ChartId>();
  const changed: StoredStepRow[] = [];
  steps.forEach((step, index) => {
    const event = step.event;
    if ((event.type !== 'classified-drawn' && event.type !== 'classified-redrawn') || owners.get(event.drawId) !== player || discarded.has(event.drawId)) return;
    const sealed = isSealed(event);
    if (sealed && !oldKey) return;
    let open = sealed ? openEvent(event, oldKey!, player) : (event as Exclude<typeof event, { sealed: string }>);
    const named = open.chart !== undefined;
    if (!named && charts.has(open.drawId)) open = { ...open, chart: charts.get(open.drawId)! };
    if (open.chart) charts.set(open.drawId, open.chart);
    const materialised = !named && open.chart !== undefined;
    if (sealed) {
      if (materialised || !oldKey!.equals(newKey)) changed.push({ seq: step.seq, event: sealEvent(open, newKey) });
    } else if (plain.has(index)) {
      changed.push({ seq: step.seq, event: sealEvent(open, newKey) });
    } else if (materialised) {
      changed.push({ seq: step.seq, event: open });
    }
  });
  rewriteSteps(ctx, sessionId, changed);
}
