import { afterEach, describe, expect, it } from 'vitest';
import { mount, type VueWrapper } from '@vue/test-utils';
import { createPinia } from 'pinia';
import { nextTick } from 'vue';
import { Table } from '../../../../src-shared/rules/orders-omens/battle/testing/fixtures';
import { tableDetail } from './table-detail';
import MeleeForm from './MeleeForm.vue';

let form: VueWrapper | null = null;
afterEach(() => {
  form?.unmount();
  form = null;
});

function melee() {
  const t = Table.activating().order('A/d1.b1');
  t.do({ type: 'charge-declared', brigadeId: 'A/d1.b1', targetBrigadeId: 'B/d1.b1', approach: 'charge', reaction: 'none', contact: true });
  const battle = tableDetail(t);
  form = mount(MeleeForm, { props: { battle, engagement: t.state.engagements['melee-1']! }, global: { plugins: [createPinia()] }, attachTo: document.body });
  return { form, regiment: (id: string) => t.state.roster.regiments[id]!.name };
}

describe('the melee form', () => {
  it('a "roll the dice first" message goes once the dice it asked for are in: it is not left beside the button', async () => {
    const { form, regiment } = melee();
    await form.get('form').trigger('submit');
    const first = regiment('A/d1.b1.r1');
    expect(form.get('[role=alert]').text()).toBe(`Enter or roll ${first}'s Combat Dice`);

    const box = form.get(`input[aria-label="${first} dice die 1"]`);
    await box.setValue('4 4 2');
    await nextTick();
    expect(form.find('.panel-actions [role=alert]').exists()).toBe(false);
  });
});
