import { describe, expect, it } from 'vitest';
import { mount } from '@vue/test-utils';
import { validateDice, type DiceRoll } from '../../../../src-shared/rules/dice';
import DieInput from './DieInput.vue';

describe('1999 dice entry', () => {
  it('takes physical dice as typed, and only once every die is entered', async () => {
    const input = mount(DieInput, { props: { label: 'Instability table', count: 2, modelValue: null } });
    await input.get('input[aria-label="Instability table die 1"]').setValue(5);
    expect(input.emitted('update:modelValue')).toBeUndefined();
    await input.get('input[aria-label="Instability table die 2"]').setValue(6);
    expect(input.emitted('update:modelValue')!.at(-1)).toEqual([{ source: 'entered', sides: 6, faces: [5, 6] }]);
  });

  it('rolls in the app from a recorded seed that anyone can check against the faces', async () => {
    const input = mount(DieInput, { props: { label: 'Deviation', count: 2, modelValue: null } });
    await input.get('input[type="radio"][value="rolled"]').setValue(true);
    await input.get('button').trigger('click');
    const roll = input.emitted('update:modelValue')!.at(-1)![0] as DiceRoll;
    expect(roll).toMatchObject({ source: 'rolled', sides: 6 });
    expect(roll.faces).toHaveLength(2);
    expect(validateDice(roll, 2)).toBeNull();
    expect(validateDice({ ...roll, faces: roll.faces.map((f) => (f % 6) + 1) }, 2)?.message).toMatch(/is not what the app rolled/);
  });

  it('says beside the box, tied to it, when a typed face is not one a D6 shows, and passes no roll on', async () => {
    const input = mount(DieInput, { props: { label: 'Ann', count: 1, modelValue: null } });
    const box = input.get('input[aria-label="Ann"]');
    await box.setValue(7);
    expect(box.attributes('aria-invalid')).toBe('true');
    const said = input.get(`#${box.attributes('aria-describedby')}`);
    expect(said.text()).toBe('A D6 shows 1 to 6.');
    expect(said.attributes('role')).toBe('alert');
    await box.setValue(4);
    expect(box.attributes('aria-invalid')).toBeUndefined();
    expect(input.find('.field-error').exists()).toBe(false);
    expect(input.emitted('update:modelValue')!.at(-1)).toEqual([{ source: 'entered', sides: 6, faces: [4] }]);
  });

  it('shows a roll it is handed as it was, and a roll the parent makes in the app', async () => {
    const input = mount(DieInput, { props: { label: 'Shot', count: 2, modelValue: { source: 'entered', sides: 6, faces: [3, 5] } } });
    expect((input.get('input[aria-label="Shot die 1"]').element as HTMLInputElement).value).toBe('3');
    expect((input.get('input[aria-label="Shot die 2"]').element as HTMLInputElement).value).toBe('5');
    await input.setProps({ modelValue: { source: 'rolled', sides: 6, faces: [1, 4], seed: 7 } });
    expect(input.get('input[type="radio"][value="rolled"]').element).toHaveProperty('checked', true);
    expect(input.get('[aria-label="Shot rolled"]').text()).toBe('14');
  });

  it('offers to roll again once the app has rolled', async () => {
    const input = mount(DieInput, { props: { label: 'Deviation', count: 2, modelValue: null, 'onUpdate:modelValue': (roll: DiceRoll | null) => input.setProps({ modelValue: roll }) } });
    await input.get('input[type="radio"][value="rolled"]').setValue(true);
    expect(input.get('button').text()).toBe('Roll 2D6');
    await input.get('button').trigger('click');
    expect(input.get('button').text()).toBe('Roll again');
    expect(input.get('[aria-label="Deviation rolled"]').text()).toMatch(/^[1-6]{2}$/);
  });

  it('keeps the other dice when one is cleared to be typed again, and empties them all when the owner clears the roll', async () => {
    const input = mount(DieInput, { props: { label: 'Shot', count: 3, modelValue: null, 'onUpdate:modelValue': (roll: DiceRoll | null) => input.setProps({ modelValue: roll }) } });
    const box = (n: number) => input.get(`input[aria-label="Shot die ${n}"]`);
    const shown = () => [1, 2, 3].map((n) => (box(n).element as HTMLInputElement).value);
    await box(1).setValue(2);
    await box(2).setValue(5);
    await box(3).setValue(6);
    await box(2).setValue('');
    expect(shown()).toEqual(['2', '', '6']);
    expect(input.props('modelValue')).toBeNull();
    await box(2).setValue(4);
    expect(input.props('modelValue')).toEqual({ source: 'entered', sides: 6, faces: [2, 4, 6] });
    // The step was recorded: the form clears the roll, and the boxes with it.
    await input.setProps({ modelValue: null });
    expect(shown()).toEqual(['', '', '']);
  });
});
