import { asc, eq } from 'drizzle-orm';
import { ladderEvents, ladders } from '../db/schema/index';
import { LADDER_RULES, applyLadderEvent, replayLadder, type LadderEvent, type LadderRuleId, type LadderState } from '../../src-shared/rules';
import type { RulingChoices } from '../../src-shared/rules/ruling';
import type { ServiceContext } from './context';
import { parseChoices } from './rule-choices';
import { ServiceError, notFound } from './service-error';

export type LadderRow = typeof ladders.$inferSelect;

export interface LoadedLadder {
  readonly row: LadderRow;
  readonly events: readonly LadderEvent[];
  readonly state: LadderState;
  readonly choices: RulingChoices;
}


/** The ladder row and its events, replayed through the engine. */
export function loadLadder(db: Tx | ServiceContext['db'], id: string): LoadedLadder {
  const row = db.select().from(ladders).where(eq(ladders.id, id)).get();
  if (!row) throw notFound('Ladder', id);
  const events = db
    .select({ payloadJson: ladderEvents.payloadJson })
    .from(ladderEvents)
    .where(eq(ladderEvents.ladderId, id))
    .orderBy(asc(ladderEvents.seq))
    .all()
    .map((event) => JSON.parse(event.payloadJson) as LadderEvent);
  const choices = parseChoices(row.rulingsJson);
  const replayed = replayLadder(events, choices);
  if (!replayed.ok) {
    throw new ServiceError('internal', `Ladder ${id} has an event the rules refuse at position ${replayed.index + 1}: ${replayed.reason}`);
  }
  return { row, events, state: replayed.state, choices };
}

/** The refusal a player sees: the engine's reason, then the rulebook words of the rule broken. */
export function ladderRefusal(reason: string, rule: LadderRuleId, path?: string): ServiceError {
  const { section, quote } = LADDER_RULES[rule];
  const message = quote ? `${reason} Rule (${section}): “${quote}”` : reason;
  return new ServiceError('rejected', message, path);
}

/** The database or a transaction on it: reads and writes inside one commit. */
export type Tx = Parameters<Parameters<ServiceContext['db']['transaction']>[0]>[0];

/** Applies each event to the state with the engine and writes it; the first refusal throws (the caller's transaction rolls back). */
export function writeLadderEvents(tx: Tx, loaded: LoadedLadder, events: readonly LadderEvent[], now: number): void {
  let state = loaded.state;
  // `seq` counts the steps written so far; stored steps are numbered from 1, like battles'.
  let seq = loaded.events.length;
  for (const event of events) {
    const applied = applyLadderEvent(state, event, loaded.choices);
    if (!applied.ok) throw ladderRefusal(applied.reason, applied.rule);
    state = applied.state;
    tx.insert(ladderEvents).values({ ladderId: loaded.row.id, seq: seq + 1, type: event.type, payloadJson: JSON.stringify(event), recordedAt: now }).run();
    seq += 1;
  }
  tx.update(ladders).set({ eventCount: seq, updatedAt: now }).where(eq(ladders.id, loaded.row.id)).run();
}

/**
 * Validates events with the engine against the current state and appends them in one
 * transaction; a refused event writes nothing.
 */
export function appendLadderEvents(
  ctx: ServiceContext,
  ladderId: string,
  build: (loaded: LoadedLadder, at: string) => readonly LadderEvent[],
): void {
  ctx.db.transaction((tx) => {
    const loaded = loadLadder(tx, ladderId);
    const now = ctx.now();
    writeLadderEvents(tx, loaded, build(loaded, new Date(now).toISOString()), now);
  });
}
