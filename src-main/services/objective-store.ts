import { and, eq } from 'drizzle-orm';
import { objectiveCardTexts, objectiveSessions } from '../db/schema/index';
import { EMPTY_CLASSIFIED, type ClassifiedObjectiveTexts, type ClassifiedState } from '../../src-shared/rules';
import type { RulingChoices } from '../../src-shared/rules/ruling';
import type { ServiceContext } from './context';
import { createEventLog, goodEvents, type BrokenStep } from './event-log';
import { pinnedPlayers } from './objective-pins';
import { applyStoredDrawEvent, type StoredClassifiedEvent } from './objective-pins-seal';
import { parseChoices } from './rule-choices';
import { notFound } from './service-error';

export type SessionRow = typeof objectiveSessions.$inferSelect;

export interface LoadedSession {
  readonly row: SessionRow;
  /** The steps that replay (all of them unless `broken`), so views read what the state holds. */
  readonly events: readonly StoredClassifiedEvent[];
  /** The fold of every step that replays (all of them unless `broken`). */
  readonly state: ClassifiedState;
  readonly choices: RulingChoices;
  readonly texts: ClassifiedObjectiveTexts;
  /** The first stored step the rules now refuse; new steps are refused until it is undone. */
  readonly broken: BrokenStep | null;
  /** The players whose private screen asks for a PIN. */
  readonly pinned: ReadonlySet<string>;
}

type Reader = ServiceContext['db'];

export function loadCardTexts(db: Reader, campaignId: string): ClassifiedObjectiveTexts {
  const rows = db.select().from(objectiveCardTexts).where(eq(objectiveCardTexts.campaignId, campaignId)).all();
  return Object.fromEntries(rows.map((row) => [row.objectiveId, row.text]));
}

/** A session's draws log in the event-log store, folded by the Classified Objectives engine. */
export const sessionLog = createEventLog({
  noun: 'Objective session',
  tables: { logs: 'objective_sessions', events: 'objective_events', logColumn: 'session_id' },
  header: (ctx: ServiceContext, id: string): RulingChoices => {
    const row = ctx.db.select({ rulingsJson: objectiveSessions.rulingsJson }).from(objectiveSessions).where(eq(objectiveSessions.id, id)).get();
    return parseChoices(row!.rulingsJson);
  },
  fold: {
    initial: () => EMPTY_CLASSIFIED,
    apply: (state: ClassifiedState, event: StoredClassifiedEvent, choices: RulingChoices) => applyStoredDrawEvent(state, event, choices),
  },
});

function loadedOf(ctx: ServiceContext, id: string, view: ReturnType<typeof sessionLog.load>): LoadedSession {
  const row = ctx.db.select().from(objectiveSessions).where(eq(objectiveSessions.id, id)).get();
  if (!row) throw notFound('Objective session', id);
  return { row, events: goodEvents(view), state: view.state, choices: view.header, texts: loadCardTexts(ctx.db, row.campaignId), broken: view.broken, pinned: pinnedPlayers(ctx, id) };
}

/** The session row and its draws log, folded through the engine. */
export function loadSession(ctx: ServiceContext, id: string): LoadedSession {
  return loadedOf(ctx, id, sessionLog.load(ctx, id));
}

/** Builds events from the current session and appends them in one transaction; a refusal writes nothing. */
export function appendSessionEvents(ctx: ServiceContext, sessionId: string, build: (loaded: LoadedSession, at: string) => readonly StoredClassifiedEvent[]): void {
  sessionLog.append(ctx, sessionId, (view, now) => build(loadedOf(ctx, sessionId, view), new Date(now).toISOString()));
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
