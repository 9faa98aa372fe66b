import { describe, expect, it } from 'vitest';
import { mount } from '@vue/test-utils';
import DiceEntry from './DiceEntry.vue';

describe('Order 66 dice entry', () => {
  it('says beside a box, tied to it, when a typed face is not one its die shows, and passes no roll on', async () => {
    // A Mystic's stats are rolled on a D3 (seed 000 L60): a 4 is not a face it has.
    const entry = mount(DiceEntry, { props: { label: 'Strength', count: 1, sides: 3, modelValue: null } });
    const box = entry.get('input[aria-label="Strength"]');
    await box.setValue(4);
    expect(box.attributes('aria-invalid')).toBe('true');
    const said = entry.get(`#${box.attributes('aria-describedby')}`);
    expect(said.text()).toBe('A D3 shows 1 to 3.');
    expect(said.attributes('role')).toBe('alert');
    await box.setValue(3);
    expect(box.attributes('aria-invalid')).toBeUndefined();
    expect(entry.find('.field-error').exists()).toBe(false);
    expect(entry.emitted('update:modelValue')!.at(-1)).toEqual([{ source: 'entered', sides: 3, faces: [3] }]);
  });

  it('marks only the box that is wrong among several D6s', async () => {
    const entry = mount(DiceEntry, { props: { label: 'Shooting', count: 2, modelValue: null } });
    await entry.get('input[aria-label="Shooting die 1"]').setValue(7);
    await entry.get('input[aria-label="Shooting die 2"]').setValue(2);
    expect(entry.get('input[aria-label="Shooting die 1"]').attributes('aria-invalid')).toBe('true');
    expect(entry.get('input[aria-label="Shooting die 2"]').attributes('aria-invalid')).toBeUndefined();
    expect(entry.get('.field-error').text()).toBe('A D6 shows 1 to 6.');
  });
});
