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
});
