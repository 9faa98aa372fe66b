import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { objectivePins } from '../db/schema/index';
import type { ServiceContext } from './context';
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

/** Sets a player's PIN; changing one that is set needs the current PIN. */
export function storePin(ctx: ServiceContext, sessionId: string, player: string, pin: string, currentPin: string | undefined): void {
  if (pinRow(ctx, sessionId, player)) requirePin(ctx, sessionId, player, currentPin, 'currentPin');
  const salt = randomBytes(16);
  const values = { salt: salt.toString('hex'), hash: hashPin(pin, salt).toString('hex'), setAt: ctx.now() };
  ctx.db
    .insert(objectivePins)
    .values({ sessionId, player, ...values })
    .onConflictDoUpdate({ target: [objectivePins.sessionId, objectivePins.player], set: values })
    .run();
}
