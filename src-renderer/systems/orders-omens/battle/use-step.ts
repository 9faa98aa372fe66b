import { ref } from 'vue';
import type { LoggedStep } from '../../../../src-shared/rules/orders-omens/walkthrough/walkthrough';
import { useBattlesStore } from '../stores/battles';

/** Sends steps for one control and keeps its refusal (the engine's reason) beside it. */
export function useStep() {
  const store = useBattlesStore();
  const refusal = ref<string | null>(null);
  async function send(step: LoggedStep): Promise<boolean> {
    refusal.value = await store.append(step);
    return refusal.value === null;
  }
  return { refusal, send, store };
}
