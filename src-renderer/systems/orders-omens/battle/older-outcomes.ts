import type { Ref } from 'vue';
import type { BattleDetail, LoggedStepRow } from '../../../../src-shared/contract/orders-omens/battles';
import { useOlderStepOutcomes } from '../../../composables/older-step-outcomes';

/** The outcome lines of every row of the event log, older ones fetched when first drawn. */
export function useOlderOutcomes(battle: Ref<BattleDetail>): { linesOf(row: LoggedStepRow): readonly string[]; failed: Ref<string | null> } {
  const { valueOf, failed } = useOlderStepOutcomes<LoggedStepRow, readonly string[]>(
    battle,
    (row) => row.outcome,
    (answered) => ('outcome' in answered ? answered.outcome : undefined),
    'The outcome lines of older steps could not be read',
  );
  return { linesOf: (row) => valueOf(row) ?? [], failed };
}
