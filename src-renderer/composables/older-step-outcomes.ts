import { shallowRef, watch, type Ref } from 'vue';
import type { AnyStepOutcomesRow } from '../../src-shared/contract/battles';
import { call } from '../api';

interface LoggedStep {
  readonly seq: number;
  readonly recordedAt?: number | string | null;
}

/**
 * What came of every step of an event log, where an opened battle carries it for its newest steps
 * only: the first time an older step is drawn, all older steps are asked for in one
 * `battles.stepOutcomes` call (the server answers from the battle it has just folded). `sent`
 * reads a step's own (undefined when left out), `answered` a row of the answer (undefined when it
 * is another system's shape).
 */
export function useOlderStepOutcomes<Step extends LoggedStep, Value>(
  battle: Ref<{ readonly id: string; readonly steps: readonly Step[] }>,
  sent: (step: Step) => Value | undefined,
  answered: (row: AnyStepOutcomesRow) => Value | undefined,
  failure: string,
): { valueOf(step: Step): Value | undefined; failed: Ref<string | null> } {
  // Keyed by step number and time, so what came of a step since undone never stands for the one recorded in its place.
  const fetched = shallowRef(new Map<string, Value>());
  const failed = shallowRef<string | null>(null);
  let asking = false;
  const keyOf = (step: Step) => `${step.seq}@${step.recordedAt ?? ''}`;

  watch(
    () => battle.value.id,
    () => {
      fetched.value = new Map();
      failed.value = null;
    },
  );

  async function askOlder(): Promise<void> {
    const { id, steps } = battle.value;
    const firstSent = steps.find((step) => sent(step) !== undefined)?.seq ?? steps.length + 1;
    try {
      if (firstSent <= 1) return;
      const answer = await call('battles.stepOutcomes', { battleId: id, fromSeq: 1, toSeq: firstSent - 1 });
      if (battle.value.id !== id) return;
      const next = new Map(fetched.value);
      for (const row of answer) {
        const step = battle.value.steps[row.seq - 1];
        const value = answered(row);
        if (value !== undefined && step?.seq === row.seq) next.set(keyOf(step), value);
      }
      fetched.value = next;
    } catch (error) {
      failed.value = `${failure}: ${(error as Error).message}`;
    } finally {
      asking = false;
    }
  }

  /** As sent, as fetched, or undefined while it is being asked for. */
  function valueOf(step: Step): Value | undefined {
    const own = sent(step);
    if (own !== undefined) return own;
    const value = fetched.value.get(keyOf(step));
    if (value !== undefined) return value;
    // Drawn before it is here: ask once (after this render); the step fills in when it comes.
    if (!asking && failed.value === null) {
      asking = true;
      queueMicrotask(() => void askOlder());
    }
    return undefined;
  }

  return { valueOf, failed };
}
