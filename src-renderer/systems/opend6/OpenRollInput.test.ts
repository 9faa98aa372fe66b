import { describe, expect, it } from 'vitest';
import { mount } from '@vue/test-utils';
import type { OpenRoll } from '../../../src-shared/rules/opend6/dice/open-roll';
import OpenRollInput from './OpenRollInput.vue';

describe('OpenD6 open roll entry', () => {
  it('keeps the first die when the re-rolled one is cleared to be typed again, and empties them when the form clears the roll (seed 004 L122)', async () => {
    const input = mount(OpenRollInput, { props: { label: 'Volley', modelValue: null, 'onUpdate:modelValue': (roll: OpenRoll | null) => input.setProps({ modelValue: roll }) } });
    const boxes = () => input.findAll('input.od6-die');
    const shown = () => boxes().map((box) => (box.element as HTMLInputElement).value);
    await boxes()[0]!.setValue(6);
    // A 6 is rolled again and added: a second box opens.
    expect(shown()).toEqual(['6', '']);
    await boxes()[1]!.setValue(3);
    expect(input.props('modelValue')).toMatchObject({ source: 'entered', faces: [6, 3] });
    await boxes()[1]!.setValue('');
    expect(shown()).toEqual(['6', '']);
    expect(input.props('modelValue')).toBeNull();
    await boxes()[1]!.setValue(2);
    expect(input.props('modelValue')).toMatchObject({ source: 'entered', faces: [6, 2] });
    await input.setProps({ modelValue: null });
    expect(shown()).toEqual(['']);
  });
});
