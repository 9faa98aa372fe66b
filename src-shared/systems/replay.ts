import type { AnyGameSystem, JudgedStep } from './game-system';
import type { RulingChoices } from '../rules/ruling';

/** A stored step as the log keeps it: its number, the event as recorded, and when. */
export interface LoggedSystemStep {
  readonly seq: number;
  readonly event: unknown;
  readonly recordedAt: number;
}

export interface JudgedSystemStep extends JudgedStep<unknown, unknown> {
  readonly recordedAt: number;
}

export interface Replayed {
  readonly state: unknown;
  readonly steps: readonly JudgedSystemStep[];
  /** The first stored step that no longer applies (a rules change between versions), and why; the state is the one before it. */
  readonly brokenAt: { readonly seq: number; readonly reason: string } | null;
}

/** The turn a step was played in: the turn it started in, or (for steps before the first turn, and a step that opens one) the one it began. */
export function turnOfStep(system: AnyGameSystem, before: unknown, after: unknown, rulings: RulingChoices, event: unknown): number {
  const turn = system.battle.summary(before, rulings).turn;
  return turn > 0 && !system.battle.opensTurn?.(event) ? turn : system.battle.summary(after, rulings).turn;
}

/**
 * Replays a stored log through the system's engine: each step parsed by its event schema and
 * judged by `battle.apply` with the battle's rulings. Stops at the first step that no longer
 * applies rather than guessing past it.
 */
export function replaySystemLog(system: AnyGameSystem, setup: unknown, rulings: RulingChoices, log: readonly LoggedSystemStep[]): Replayed {
  let state = system.battle.initialState(setup, rulings);
  const steps: JudgedSystemStep[] = [];
  for (const stored of log) {
    const parsed = system.battle.eventSchema.safeParse(stored.event);
    if (!parsed.success) return { state, steps, brokenAt: { seq: stored.seq, reason: parsed.error.issues[0]?.message ?? 'the step can no longer be read' } };
    const applied = system.battle.apply(state, parsed.data, rulings);
    if (!applied.ok) return { state, steps, brokenAt: { seq: stored.seq, reason: applied.reason } };
    steps.push({ seq: stored.seq, turn: turnOfStep(system, state, applied.state, rulings, parsed.data), event: parsed.data, outcomes: applied.outcomes, recordedAt: stored.recordedAt });
    state = applied.state;
  }
  return { state, steps, brokenAt: null };
}
