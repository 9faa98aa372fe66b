import { afterEach, describe, expect, it } from 'vitest';
import { mount, type VueWrapper } from '@vue/test-utils';
import { defineComponent, h, nextTick, ref } from 'vue';
import type { DiceRoll } from '../../../../src-shared/rules/dice';
import { validateDice } from '../../../../src-shared/rules/dice';
import DiceInput from './DiceInput.vue';

/** Two rolls in one form, as the shooting and melee forms hold them, and a button that records. */
const TwoRolls = defineComponent({
  setup() {
    const first = ref<DiceRoll | null>(null);
    const second = ref<DiceRoll | null>(null);
    const submitted = ref(0);
    return () =>
      h('form', { onSubmit: (e: Event) => (e.preventDefault(), submitted.value++) }, [
        h(DiceInput, { label: 'Archers 1 dice', count: 4, modelValue: first.value, 'onUpdate:modelValue': (v: DiceRoll | null) => (first.value = v) }),
        h(DiceInput, { label: 'Archers 2 dice', count: 3, modelValue: second.value, 'onUpdate:modelValue': (v: DiceRoll | null) => (second.value = v) }),
        h('button', { type: 'submit' }, 'Record'),
        h('output', { class: 'state' }, JSON.stringify({ first: first.value, second: second.value, submitted: submitted.value })),
      ]);
  },
});

let wrapper: VueWrapper | null = null;
afterEach(() => {
  wrapper?.unmount();
  wrapper = null;
});

const mountForm = () => (wrapper = mount(TwoRolls, { attachTo: document.body }));
const box = (label: string) => wrapper!.get(`input[aria-label="${label}"]`);
const state = () => JSON.parse(wrapper!.get('output.state').text()) as { first: DiceRoll | null; second: DiceRoll | null; submitted: number };

async function typeInto(label: string, text: string): Promise<void> {
  const input = box(label);
  (input.element as HTMLInputElement).focus();
  await input.setValue(text);
  await nextTick();
}

describe('a dice box as the table uses it', () => {
  it('takes "5 6 2 4" in one box, fills the boxes in turn, and moves the focus on to the next roll', async () => {
    mountForm();
    await typeInto('Archers 1 dice die 1', '5 6 2 4');
    expect(['1', '2', '3', '4'].map((n) => (box(`Archers 1 dice die ${n}`).element as HTMLInputElement).value)).toEqual(['5', '6', '2', '4']);
    expect(state().first).toEqual({ source: 'entered', sides: 6, faces: [5, 6, 2, 4] });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Archers 2 dice die 1');
  });

  it('refuses a face a D6 cannot show, naming it, and gives no roll for a preview to count', async () => {
    mountForm();
    await typeInto('Archers 2 dice die 1', '5 7 2');
    expect(wrapper!.get('[role="alert"]').text()).toBe('7 is not on a D6; type 1 to 6');
    expect(state().second).toBeNull();
    await typeInto('Archers 2 dice die 2', '0');
    expect(wrapper!.get('[role="alert"]').text()).toBe('0 is not on a D6; type 1 to 6');
    expect(state().second).toBeNull();
  });

  it('R lets the app roll once (seeded, auditable), then the focus goes on; Roll cannot fish for another result', async () => {
    mountForm();
    const first = box('Archers 1 dice die 1');
    (first.element as HTMLInputElement).focus();
    await first.trigger('keydown', { key: 'r' });
    await nextTick();
    await nextTick();
    const rolled = state().first!;
    expect(rolled.source).toBe('rolled');
    expect(rolled.faces).toHaveLength(4);
    expect(validateDice(rolled, 4)).toBeNull();
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Archers 2 dice die 1');
    const again = wrapper!.findAll('button').find((b) => b.text() === 'Rolled')!;
    expect(again.attributes('disabled')).toBeDefined();
    await again.trigger('click');
    expect(state().first).toEqual(rolled);
    // The last roll rolled by R leaves the focus on the form's button: Enter records.
    const second = box('Archers 2 dice die 1');
    (second.element as HTMLInputElement).focus();
    await second.trigger('keydown', { key: 'R' });
    await nextTick();
    await nextTick();
    expect(state().second?.source).toBe('rolled');
    expect((document.activeElement as HTMLElement | null)?.textContent).toBe('Record');
  });
});
