import { shallowRef, watch, type Ref } from 'vue';
import type { BattleDetail, LoggedStepRow } from '../../../../src-shared/contract/battles';
import { call } from '../../../api';

/**
 * The outcome lines of every row of the event log. An opened battle carries them for its newest
 * steps only; the first time an older row is drawn, the lines of all older steps are asked for in
 * one `battles.stepOutcomes` call (the server answers from the battle it has just folded).
 */
export function useOlderOutcomes(battle: Ref<BattleDetail>): { linesOf(row: LoggedStepRow): readonly string[]; failed: Ref<string | null> } {
  // Keyed by step number and time, so lines of a step since undone never stand for the one recorded in its place.
  const fetched = shallowRef(new Map<string, readonly string[]>());
  const failed = shallowRef<string | null>(null);
  let asking = false;
  const keyOf = (row: LoggedStepRow) => `${row.seq}@${row.recordedAt}`;

  watch(
    () => battle.value.id,
    () => {
      fetched.value = new Map();
      failed.value = null;
    },
  );

  async function askOlder(): Promise<void> {
    const { id, steps } = battle.value;
    const firstSent = steps.find((row) => row.outcome !== undefined)?.seq ?? steps.length + 1;
    try {
      if (firstSent <= 1) return;
      const answer = await call('battles.stepOutcomes', { battleId: id, fromSeq: 1, toSeq: firstSent - 1 });
      if (battle.value.id !== id) return;
      const next = new Map(fetched.value);
      for (const answered of answer) {
        const row = battle.value.steps[answered.seq - 1];
        if ('outcome' in answered && row?.seq === answered.seq) next.set(keyOf(row), answered.outcome);
      }
      fetched.value = next;
    } catch (error) {
      failed.value = `The outcome lines of older steps could not be read: ${(error as Error).message}`;
    } finally {
      asking = false;
    }
  }

  function linesOf(row: LoggedStepRow): readonly string[] {
    if (row.outcome) return row.outcome;
    const lines = fetched.value.get(keyOf(row));
    if (lines) return lines;
    // Drawn before its lines are here: ask once (after this render), the row fills in when they come.
    if (!asking && failed.value === null) {
      asking = true;
      queueMicrotask(() => void askOlder());
    }
    return [];
  }

  return { linesOf, failed };
}
