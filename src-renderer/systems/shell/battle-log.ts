import type { AnyGameSystem, TypedOutcome } from '../../../src-shared/systems/game-system';
import type { ShellStep } from './model';

/** One step of the event log in words. */
export interface LogEntry {
  readonly seq: number;
  /** 1-based position in the log, as players count steps. */
  readonly number: number;
  readonly what: string;
  /** What came of it in words; null for an older step the battle was opened without (see older-outcomes.ts). */
  readonly outcomes: readonly string[] | null;
}

export interface LogTurn {
  /** 0: before the first turn (set-up steps). */
  readonly turn: number;
  readonly title: string;
  readonly entries: readonly LogEntry[];
}

/** Every step in the system's own words, grouped by turn, oldest first. */
export function describeLog(system: AnyGameSystem, setup: unknown, steps: readonly ShellStep[]): readonly LogTurn[] {
  const turns: { turn: number; title: string; entries: LogEntry[] }[] = [];
  steps.forEach((step, index) => {
    let group = turns[turns.length - 1];
    if (!group || group.turn !== step.turn) {
      group = { turn: step.turn, title: step.turn > 0 ? `Turn ${step.turn}` : 'Before the first turn', entries: [] };
      turns.push(group);
    }
    group.entries.push({
      seq: step.seq,
      number: index + 1,
      what: describeStep(system, setup, step),
      outcomes: step.outcomes ? describeOutcomes(system, setup, step.outcomes) : null,
    });
  });
  return turns;
}

/** The last step in words, for the undo bar; null when nothing was done yet. */
export function describeLastStep(system: AnyGameSystem, setup: unknown, steps: readonly ShellStep[]): string | null {
  const last = steps[steps.length - 1];
  return last ? describeStep(system, setup, last) : null;
}

// A narrator that throws on one old step must not take the whole battle screen down with it.
function describeStep(system: AnyGameSystem, setup: unknown, step: ShellStep): string {
  try {
    return system.narrator.describeEvent(step.event, setup);
  } catch {
    return 'A step this version of the app cannot put into words';
  }
}

/** A step's typed outcomes in the narrator's words. */
export function describeOutcomes(system: AnyGameSystem, setup: unknown, outcomes: readonly TypedOutcome[]): string[] {
  return outcomes.map((outcome) => describeOutcome(system, setup, outcome));
}

function describeOutcome(system: AnyGameSystem, setup: unknown, outcome: TypedOutcome): string {
  try {
    return system.narrator.describeOutcome(outcome, setup);
  } catch {
    return 'Something this version of the app cannot put into words';
  }
}
