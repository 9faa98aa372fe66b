import { eq } from 'drizzle-orm';
import { ladders } from '../db/schema/index';
import { EMPTY_LADDER, LADDER_RULES, applyLadderEvent, type LadderEvent, type LadderRuleId, type LadderState } from '../../src-shared/rules';
import type { RulingChoices } from '../../src-shared/rules/ruling';
import type { ServiceContext } from './context';
import { createEventLog, goodEvents, type BrokenStep } from './event-log';
import { parseChoices } from './rule-choices';
import { ServiceError, notFound } from './service-error';

export type LadderRow = typeof ladders.$inferSelect;

export interface LoadedLadder {
  readonly row: LadderRow;
  /** The steps that replay (all of them unless `broken`), so views read what the state holds. */
  readonly events: readonly LadderEvent[];
  /** The fold of every step that replays (all of them unless `broken`). */
  readonly state: LadderState;
  readonly choices: RulingChoices;
  /** The first stored step the rules now refuse; new steps are refused until it is undone. */
  readonly broken: BrokenStep | null;
}

/** The refusal a player sees: the engine's reason, then the rulebook words of the rule broken. */
export function ladderRefusal(reason: string, rule: LadderRuleId, path?: string): ServiceError {
  const { section, quote } = LADDER_RULES[rule];
  const message = quote ? `${reason} Rule (${section}): “${quote}”` : reason;
  return new ServiceError('rejected', message, path);
}

/** A ladder's log in the event-log store: the Title Tournament engine folds it under the ladder's house rules. */
export const ladderLog = createEventLog({
  noun: 'Ladder',
  tables: { logs: 'ladders', events: 'ladder_events', logColumn: 'ladder_id' },
  header: (ctx: ServiceContext, id: string): RulingChoices => {
    const row = ctx.db.select({ rulingsJson: ladders.rulingsJson }).from(ladders).where(eq(ladders.id, id)).get();
    return parseChoices(row!.rulingsJson);
  },
  fold: {
    initial: () => EMPTY_LADDER,
    apply: (state: LadderState, event: LadderEvent, choices: RulingChoices) => applyLadderEvent(state, event, choices),
  },
  refusal: (reason, rule) => ladderRefusal(reason, rule as LadderRuleId),
});

function loadedOf(ctx: ServiceContext, id: string, view: ReturnType<typeof ladderLog.load>): LoadedLadder {
  const row = ctx.db.select().from(ladders).where(eq(ladders.id, id)).get();
  if (!row) throw notFound('Ladder', id);
  return { row, events: goodEvents(view), state: view.state, choices: view.header, broken: view.broken };
}

/** The ladder row and its events, folded through the engine. */
export function loadLadder(ctx: ServiceContext, id: string): LoadedLadder {
  return loadedOf(ctx, id, ladderLog.load(ctx, id));
}

/**
 * Builds events from the current ladder and appends them in one transaction; each is judged by
 * the engine first, and a refused one writes nothing.
 */
export function appendLadderEvents(ctx: ServiceContext, ladderId: string, build: (loaded: LoadedLadder, at: string) => readonly LadderEvent[]): void {
  ladderLog.append(ctx, ladderId, (view, now) => build(loadedOf(ctx, ladderId, view), new Date(now).toISOString()));
}
