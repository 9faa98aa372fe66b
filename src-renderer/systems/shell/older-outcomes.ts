import type { Ref } from 'vue';
import type { TypedOutcome } from '../../../src-shared/systems/game-system';
import { useOlderStepOutcomes } from '../../composables/older-step-outcomes';
import type { ShellStep } from './model';

/** The outcomes of every step of a system battle's event log, older ones fetched when first drawn (as the Orders & Omens log does its lines). */
export function useOlderSystemOutcomes(battle: Ref<{ readonly id: string; readonly steps: readonly ShellStep[] }>): {
  outcomesOf(seq: number): readonly TypedOutcome[] | undefined;
  failed: Ref<string | null>;
} {
  const { valueOf, failed } = useOlderStepOutcomes<ShellStep, readonly TypedOutcome[]>(
    battle,
    (step) => step.outcomes,
    (row) => ('outcomes' in row ? (row.outcomes as TypedOutcome[]) : undefined),
    'What came of older steps could not be read',
  );
  return {
    outcomesOf: (seq) => {
      const step = battle.value.steps[seq - 1];
      return step ? valueOf(step) : undefined;
    },
    failed,
  };
}
