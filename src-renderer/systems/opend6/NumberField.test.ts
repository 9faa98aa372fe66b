import { describe, expect, it } from 'vitest';
import { mount } from '@vue/test-utils';
import NumberField from './NumberField.vue';

describe('the squad builder’s number box', () => {
  const field = () =>
    mount(NumberField, {
      props: { modelValue: 2, what: 'the marksmanship training', name: 'training-marksmanship', min: '0', max: '3', class: 'od6-small-number' },
      slots: { default: '<span class="od6-code">4</span>' },
    });

  it('puts its attributes on the box and the slot between the box and the message', () => {
    const wrapper = field();
    const input = wrapper.get('input');
    expect([input.attributes('name'), input.attributes('max'), input.attributes('class'), input.attributes('type'), input.attributes('inputmode')]).toEqual(['training-marksmanship', '3', 'od6-small-number', 'number', 'numeric']);
    expect((input.element as HTMLInputElement).value).toBe('2');
    expect(input.element.nextElementSibling?.className).toBe('od6-code');
  });

  it('sends what is typed as typed, even over the cap, for the rules to judge', async () => {
    const wrapper = field();
    await wrapper.get('input').setValue('11');
    expect(wrapper.emitted('update:modelValue')).toEqual([[11]]);
    expect(wrapper.find('[role="alert"]').exists()).toBe(false);
  });

  it('holding no number changes nothing, goes back to the current value and says so; a number clears the message', async () => {
    const wrapper = field();
    const input = wrapper.get('input');
    await input.setValue('');
    expect(wrapper.emitted('update:modelValue')).toBeUndefined();
    expect((input.element as HTMLInputElement).value).toBe('2');
    expect(wrapper.get('[role="alert"]').text()).toBe('Enter the marksmanship training as a number; it stays at 2');
    await input.setValue('3');
    expect(wrapper.emitted('update:modelValue')).toEqual([[3]]);
    expect(wrapper.find('[role="alert"]').exists()).toBe(false);
  });
});
