import { describe, expect, it } from 'vitest';
import { createPinia, setActivePinia } from 'pinia';
import { useStep } from './use-step';
import { SAMPLE_BATTLE } from '../../../../src-shared/rules/orders-omens/walkthrough/testing/sample-battle';

describe('a control sending a step', () => {
  it('drops a second click or key while the last step is being recorded, saying nothing (the step it repeats is about to show)', async () => {
    setActivePinia(createPinia());
    const { send, refusal, store } = useStep();
    store.busy = true;
    expect(await send(SAMPLE_BATTLE[0]!)).toBe(false);
    expect(refusal.value).toBeNull();
  });

  it('shows the store’s refusal once nothing is in flight', async () => {
    setActivePinia(createPinia());
    const { send, refusal } = useStep();
    expect(await send(SAMPLE_BATTLE[0]!)).toBe(false);
    expect(refusal.value).toBe('No battle is open');
  });
});
