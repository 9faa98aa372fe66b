import { and, asc, eq } from 'drizzle-orm';
import { objectiveCardTexts, objectiveEvents, objectiveSessions } from '../db/schema/index';
import {
  applyDrawEvent,
  replayDraws,
  type ClassifiedEvent,
  type ClassifiedObjectiveTexts,
  type ClassifiedState,
} from '../../src-shared/rules';
import type { RulingChoices } from '../../src-shared/rules/ruling';
import type { ServiceContext } from './context';
import type { Tx } from './ladder-store';
import { parseChoices } from './rule-choices';
import { ServiceError, notFound } from './service-error';

export type SessionRow = typeof objectiveSessions.$inferSelect;

export interface LoadedSession {
  readonly row: SessionRow;
  readonly events: readonly ClassifiedEvent[];
  readonly state: ClassifiedState;
  readonly choices: RulingChoices;
  readonly texts: ClassifiedObjectiveTexts;
}

type Reader = Tx | ServiceContext['db'];

export function loadCardTexts(db: Reader, campaignId: string): ClassifiedObjectiveTexts {
  const rows = db.select().from(objectiveCardTexts).where(eq(objectiveCardTexts.campaignId, campaignId)).all();
  return Object.fromEntries(rows.map((row) => [row.objectiveId, row.text]));
}

/** The session row and its draws log, replayed through the engine. */
export function loadSession(db: Reader, id: string): LoadedSession {
  const row = db.select().from(objectiveSessions).where(eq(objectiveSessions.id, id)).get();
  if (!row) throw notFound('Objective session', id);
  const events = db
    .select({ payloadJson: objectiveEvents.payloadJson })
    .from(objectiveEvents)
    .where(eq(objectiveEvents.sessionId, id))
    .orderBy(asc(objectiveEvents.seq))
    .all()
    .map((event) => JSON.parse(event.payloadJson) as ClassifiedEvent);
  const choices = parseChoices(row.rulingsJson);
  const replayed = replayDraws(events, choices);
  if (!replayed.ok) {
    throw new ServiceError('internal', `Session ${id} has an event the rules refuse at position ${replayed.index + 1}: ${replayed.reason}`);
  }
  return { row, events, state: replayed.state, choices, texts: loadCardTexts(db, row.campaignId) };
}

/** Applies the events with the engine and writes them; the first refusal throws and the transaction rolls back. */
export function writeSessionEvents(tx: Tx, loaded: LoadedSession, events: readonly ClassifiedEvent[], now: number): void {
  let state = loaded.state;
  // `seq` counts the steps written so far; stored steps are numbered from 1, like battles'.
  let seq = loaded.events.length;
  for (const event of events) {
    const applied = applyDrawEvent(state, event, loaded.choices);
    if (!applied.ok) throw new ServiceError('rejected', applied.reason);
    state = applied.state;
    tx.insert(objectiveEvents).values({ sessionId: loaded.row.id, seq: seq + 1, type: event.type, payloadJson: JSON.stringify(event), recordedAt: now }).run();
    seq += 1;
  }
  tx.update(objectiveSessions).set({ eventCount: seq, updatedAt: now }).where(eq(objectiveSessions.id, loaded.row.id)).run();
}

/** Builds events from the current state and appends them in one transaction; a refusal writes nothing. */
export function appendSessionEvents(
  ctx: ServiceContext,
  sessionId: string,
  build: (loaded: LoadedSession, at: string) => readonly ClassifiedEvent[],
): void {
  ctx.db.transaction((tx) => {
    const loaded = loadSession(tx, sessionId);
    const now = ctx.now();
    writeSessionEvents(tx, loaded, build(loaded, new Date(now).toISOString()), now);
  });
}

export function setCardText(db: Reader, campaignId: string, objectiveId: string, text: string, now: number): void {
  const where = and(eq(objectiveCardTexts.campaignId, campaignId), eq(objectiveCardTexts.objectiveId, objectiveId));
  if (text.trim() === '') {
    db.delete(objectiveCardTexts).where(where).run();
    return;
  }
  db.insert(objectiveCardTexts)
    .values({ campaignId, objectiveId, text: text.trim(), updatedAt: now })
    .onConflictDoUpdate({ target: [objectiveCardTexts.campaignId, objectiveCardTexts.objectiveId], set: { text: text.trim(), updatedAt: now } })
    .run();
}
