import { afterEach, describe, expect, it } from 'vitest';
import { mount, type VueWrapper } from '@vue/test-utils';
import { createPinia } from 'pinia';
import { nextTick } from 'vue';
import { setupOf, Table } from '../../../../src-shared/rules/orders-omens/battle/testing/fixtures';
import { tableDetail } from './table-detail';
import InitiativePanel from './InitiativePanel.vue';

let panel: VueWrapper | null = null;
afterEach(() => {
  panel?.unmount();
  panel = null;
});

async function type(label: string, text: string): Promise<void> {
  await panel!.get(`input[aria-label="${label}"]`).setValue(text);
  await nextTick();
}
const record = () => panel!.findAll('button').find((b) => b.text() === 'Record initiative')!;

describe('the initiative roll-off', () => {
  it('a tie cannot be recorded: the button waits with the reason, and the rolls can be cleared to roll again (seed 002 L161)', async () => {
    panel = mount(InitiativePanel, { props: { battle: tableDetail(new Table(setupOf())) }, global: { plugins: [createPinia()] }, attachTo: document.body });
    await type('Blue initiative die 1', '3 3');
    await type('Red initiative die 1', '4 2');
    expect(panel.get('#initiative-outcome').text()).toBe('Tied at 6: re-roll until one side wins.');
    expect(record().attributes('disabled')).toBeDefined();
    expect(record().attributes('aria-describedby')).toBe('initiative-outcome');

    await panel.findAll('button').find((b) => b.text() === 'Clear both rolls to roll again')!.trigger('click');
    expect((panel.get('input[aria-label="Blue initiative die 1"]').element as HTMLInputElement).value).toBe('');
    expect(panel.find('#initiative-outcome').exists()).toBe(false);

    await type('Blue initiative die 1', '6 5');
    await type('Red initiative die 1', '2 1');
    expect(record().attributes('disabled')).toBeUndefined();
    expect(panel.get('#initiative-outcome').text()).toBe('Blue won the initiative (11 to 3) and may choose a role.');
  });
});
