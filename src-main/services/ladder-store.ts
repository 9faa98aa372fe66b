import { eq } from 'drizzle-orm';
import { ladders } from '../db/schema/index';
import { EMPTY_CORRECTED_LADDER, LADDER_RULES, applyCorrected, keptEvents, type CorrectedLadder, type LadderEvent, type LadderLogEvent, type LadderRuleId, type LadderState } from '../../src-shared/rules';
import type { RulingChoices } from '../../src-shared/rules/ruling';
import type { ServiceContext } from './context';
import { createEventLog, type BrokenStep, type StoredStep } from './event-log';
import { parseChoices } from './rule-choices';
import { ServiceError, notFound } from './service-error';

export type LadderRow = typeof ladders.$inferSelect;

export interface LoadedLadder {
  readonly row: LadderRow;
  /** The ladder events that still count (not voided; before any `broken` step), so views read what the state holds. */
  readonly events: readonly LadderEvent[];
  /** The fold of the events that still count. */
  readonly state: LadderState;
  /** The log with its corrections: every stored step that replays, which still count, and the voids. */
  readonly corrected: CorrectedLadder;
  /** When each stored step was recorded (ms), by step number. */
  readonly recordedAt: readonly number[];
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
    initial: () => EMPTY_CORRECTED_LADDER,
    apply: (state: CorrectedLadder, event: LadderLogEvent, choices: RulingChoices) => applyCorrected(state, event, choices),
  },
  refusal: (reason, rule) => ladderRefusal(reason, rule as LadderRuleId),
});

function loadedOf(ctx: ServiceContext, id: string, view: ReturnType<typeof ladderLog.load>): LoadedLadder {
  const row = ctx.db.select().from(ladders).where(eq(ladders.id, id)).get();
  if (!row) throw notFound('Ladder', id);
  const recordedAt = view.steps.map((step: StoredStep<LadderLogEvent, undefined>) => step.recordedAt);
  return { row, events: keptEvents(view.state), state: view.state.ladder, corrected: view.state, recordedAt, choices: view.header, broken: view.broken };
}

/** The ladder row and its events, folded through the engine. */
export function loadLadder(ctx: ServiceContext, id: string): LoadedLadder {
  return loadedOf(ctx, id, ladderLog.load(ctx, id));
}

/**
 * Builds events from the current ladder and appends them in one transaction; each is judged by
 * the engine first, and a refused one writes nothing.
 */
export function appendLadderEvents(ctx: ServiceContext, ladderId: string, build: (loaded: LoadedLadder, at: string) => readonly LadderLogEvent[]): void {
  ladderLog.append(ctx, ladderId, (view, now) => build(loadedOf(ctx, ladderId, view), new Date(now).toISOString()));
}
