import { ref, watch, type WatchSource } from 'vue';
import type { LoggedStep } from '../../../../src-shared/rules/orders-omens/walkthrough/walkthrough';
import { useBattlesStore } from '../stores/battles';

/** Sends steps for one control and keeps its refusal (the engine's reason) beside it. */
export function useStep() {
  const store = useBattlesStore();
  const refusal = ref<string | null>(null);
  async function send(step: LoggedStep): Promise<boolean> {
    // A second click or key while the last step is being recorded is dropped, not refused aloud.
    if (store.busy) return false;
    refusal.value = await store.append(step);
    return refusal.value === null;
  }
  /** A refusal about what was entered ("Enter or roll …'s Combat Dice") is out of date once the entry changes. */
  function clearOnChange(source: WatchSource): void {
    watch(source, () => (refusal.value = null), { deep: true });
  }
  return { refusal, send, store, clearOnChange };
}
