import { shallowRef, watch, type Ref } from 'vue';
import type { TypedOutcome } from '../../../src-shared/systems/game-system';
import { call } from '../../api';
import type { ShellStep } from './model';

/**
 * The outcomes of every step of a system battle's event log. An opened battle carries them for
 * its newest steps only; the first time an older step is drawn, the outcomes of all older steps
 * are asked for in one `battles.stepOutcomes` call (the server answers from the battle it has
 * just folded). The Orders & Omens log does the same with its outcome lines.
 */
export function useOlderSystemOutcomes(battle: Ref<{ readonly id: string; readonly steps: readonly ShellStep[] }>): {
  outcomesOf(seq: number): readonly TypedOutcome[] | undefined;
  failed: Ref<string | null>;
} {
  // Keyed by step number and time, so outcomes of a step since undone never stand for the one recorded in its place.
  const fetched = shallowRef(new Map<string, readonly TypedOutcome[]>());
  const failed = shallowRef<string | null>(null);
  let asking = false;
  const keyOf = (step: ShellStep) => `${step.seq}@${step.recordedAt ?? ''}`;

  watch(
    () => battle.value.id,
    () => {
      fetched.value = new Map();
      failed.value = null;
    },
  );

  async function askOlder(): Promise<void> {
    const { id, steps } = battle.value;
    const firstSent = steps.find((step) => step.outcomes !== undefined)?.seq ?? steps.length + 1;
    try {
      if (firstSent <= 1) return;
      const answer = await call('battles.stepOutcomes', { battleId: id, fromSeq: 1, toSeq: firstSent - 1 });
      if (battle.value.id !== id) return;
      const next = new Map(fetched.value);
      for (const row of answer) {
        const step = battle.value.steps[row.seq - 1];
        if ('outcomes' in row && step?.seq === row.seq) next.set(keyOf(step), row.outcomes as TypedOutcome[]);
      }
      fetched.value = next;
    } catch (error) {
      failed.value = `What came of older steps could not be read: ${(error as Error).message}`;
    } finally {
      asking = false;
    }
  }

  /** The step's outcomes: as sent, as fetched, or undefined while they are being asked for. */
  function outcomesOf(seq: number): readonly TypedOutcome[] | undefined {
    const step = battle.value.steps[seq - 1];
    if (!step) return undefined;
    if (step.outcomes) return step.outcomes;
    const outcomes = fetched.value.get(keyOf(step));
    if (outcomes) return outcomes;
    // Drawn before its outcomes are here: ask once (after this render), the step fills in when they come.
    if (!asking && failed.value === null) {
      asking = true;
      queueMicrotask(() => void askOlder());
    }
    return undefined;
  }

  return { outcomesOf, failed };
}
