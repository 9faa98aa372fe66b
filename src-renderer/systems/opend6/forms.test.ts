import { describe, expect, it } from 'vitest';
import { mount } from '@vue/test-utils';
import { OPEND6_SYSTEM } from '../../../src-shared/rules/opend6/system';
import type { OpenRoll } from '../../../src-shared/rules/opend6/dice/open-roll';
import { validateDice } from '../../../src-shared/rules/dice';
import OpenRollInput from './OpenRollInput.vue';
import PlainDiceInput from './PlainDiceInput.vue';
import SetupForm from './SetupForm.vue';
import { emptyOd6Setup } from './setup';

describe('one OpenD6 roll (seed 004 L120–L122)', () => {
  const last = (wrapper: ReturnType<typeof mount>) => (wrapper.emitted('update:modelValue') ?? []).at(-1)?.[0] as OpenRoll | null | undefined;

  it('opens a field for the re-roll after each 6 and gives the whole chain', async () => {
    const wrapper = mount(OpenRollInput, { props: { label: 'Shot', modelValue: null } });
    await wrapper.get('input[aria-label="Shot die"]').setValue('6');
    expect(last(wrapper) ?? null).toBeNull();
    await wrapper.get('input[aria-label="Shot re-roll 1"]').setValue('6');
    await wrapper.get('input[aria-label="Shot re-roll 2"]').setValue('2');
    expect(last(wrapper)).toEqual({ source: 'entered', sides: 6, faces: [6, 6, 2] });
  });

  it('refuses a face a die cannot show, says so tied to the box, and gives no roll', async () => {
    const wrapper = mount(OpenRollInput, { props: { label: 'Shot', modelValue: null } });
    const box = wrapper.get('input[aria-label="Shot die"]');
    await box.setValue('7');
    expect(last(wrapper) ?? null).toBeNull();
    expect(box.attributes('aria-invalid')).toBe('true');
    expect(wrapper.get(`#${box.attributes('aria-describedby')}`).text()).toBe('A D6 shows 1 to 6.');
    await box.setValue('3');
    expect(box.attributes('aria-invalid')).toBeUndefined();
    expect(wrapper.find('[role="alert"]').exists()).toBe(false);
  });

  it('says so beside a plain die read off the table (a deviation roll, L309–L315) too', async () => {
    const wrapper = mount(PlainDiceInput, { props: { label: 'Deviation', count: 2, modelValue: null } });
    const second = wrapper.get('input[aria-label="Deviation die 2"]');
    await wrapper.get('input[aria-label="Deviation die 1"]').setValue('4');
    await second.setValue('0');
    expect(last(wrapper) ?? null).toBeNull();
    expect(second.attributes('aria-invalid')).toBe('true');
    expect(wrapper.get('input[aria-label="Deviation die 1"]').attributes('aria-invalid')).toBeUndefined();
    expect(wrapper.get(`#${second.attributes('aria-describedby')}`).text()).toBe('A D6 shows 1 to 6.');
  });

  it('rolls from a recorded seed whose faces anyone can check', async () => {
    const wrapper = mount(OpenRollInput, { props: { label: 'Shot', modelValue: null } });
    await wrapper.get('input[value="rolled"]').setValue(true);
    await wrapper.get('button').trigger('click');
    const roll = last(wrapper)!;
    expect(roll.source).toBe('rolled');
    expect(validateDice(roll)).toBeNull();
    expect(roll.faces.at(-1)).not.toBe(6);
  });
});

describe('the OpenD6 set-up form', () => {
  const sides = [
    { side: 'A', playerName: 'Astrid', forceNames: ['Ice Rangers'] },
    { side: 'B', playerName: 'Borg', forceNames: ['Goblin Archers'] },
  ];

  it('asks each player’s SGPs by name (sides may differ, seed 004 L43) and a turn limit, in the contract’s shape', async () => {
    const wrapper = mount(SetupForm, { props: { modelValue: emptyOd6Setup(sides), sides, rulings: {}, 'onUpdate:modelValue': (value: unknown) => void wrapper.setProps({ modelValue: value as never }) } });
    expect(wrapper.findAll('.field-label').map((label) => label.text())).toEqual(['Astrid’s SGPs', 'Borg’s SGPs', 'Turns (optional)']);
    await wrapper.get('input[name="budget-2"]').setValue('500');
    await wrapper.get('input[name="turn-limit"]').setValue('4');
    const value = (wrapper.props() as { modelValue: unknown }).modelValue;
    expect(value).toEqual({ budgets: { A: 1000, B: 500 }, turnLimit: 4, notes: '' });
    expect(OPEND6_SYSTEM.battle.setupSchema.safeParse(value).success).toBe(true);
    expect(wrapper.text()).not.toMatch(/\b[AB]\b/);
  });

  it('keeps a turn limit or budget that is not a whole number as typed, for the set-up to refuse with its reason instead of cutting it down', async () => {
    const wrapper = mount(SetupForm, { props: { modelValue: emptyOd6Setup(sides), sides, rulings: {}, 'onUpdate:modelValue': (value: unknown) => void wrapper.setProps({ modelValue: value as never }) } });
    await wrapper.get('input[name="turn-limit"]').setValue('1.5');
    let value = (wrapper.props() as { modelValue: unknown }).modelValue;
    expect(value).toMatchObject({ turnLimit: 1.5 });
    expect(OPEND6_SYSTEM.battle.setupSchema.safeParse(value).error?.issues[0]?.message).toBe('The turn limit is a whole number');
    await wrapper.get('input[name="turn-limit"]').setValue('2');
    await wrapper.get('input[name="budget-1"]').setValue('1000.5');
    value = (wrapper.props() as { modelValue: unknown }).modelValue;
    expect(value).toMatchObject({ budgets: { A: 1000.5 } });
    expect(OPEND6_SYSTEM.battle.setupSchema.safeParse(value).success).toBe(false);
  });
});
