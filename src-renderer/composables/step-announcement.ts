import { ref, watch, type Ref } from 'vue';

/** A battle's log as the undo bar shows it: which battle, how many steps, the last one in words. */
export interface StepLog {
  readonly battleId: string;
  readonly count: number;
  readonly last: string | null;
}

/**
 * What to tell a player who cannot see the screen after the log changed: the step just recorded,
 * or the step just taken back. Nothing when another battle opened or nothing changed.
 */
export function stepAnnouncement(before: StepLog | undefined, after: StepLog): string {
  if (!before || before.battleId !== after.battleId || before.count === after.count) return '';
  if (after.count > before.count) return after.last ? `Recorded: ${after.last}` : '';
  return before.last ? `Taken back: ${before.last}` : '';
}

/** The words for a polite live region (role="status") beside the undo bar; they change with each step. */
export function useStepAnnouncement(log: () => StepLog): Ref<string> {
  const said = ref('');
  watch(log, (after, before) => {
    const words = stepAnnouncement(before, after);
    if (words) said.value = words;
  });
  return said;
}
