import { describe, expect, it } from 'vitest';
import { defineComponent, h, ref } from 'vue';
import { mount } from '@vue/test-utils';
import BattleFrame from './BattleFrame.vue';

const TABS = [
  { key: 'walkthrough', label: 'Walkthrough' },
  { key: 'log', label: 'Event log (3)' },
  { key: 'status', label: 'Status board' },
];

/** A system's screen as Orders & Omens writes it: its own parts in the frame's slots, its own third tab. */
const Screen = defineComponent({
  setup() {
    const tab = ref('walkthrough');
    return () =>
      h(
        BattleFrame,
        { campaignId: 'c1', battleId: 'b1', notes: 'Fog until turn 3', tabs: TABS, tab: tab.value, 'onUpdate:tab': (value: string) => (tab.value = value) },
        {
          header: () => h('header', { class: 'battle-header' }, 'The Mill'),
          stepper: () => h('ol', { class: 'stepper' }, 'phases'),
          undo: () => h('div', { class: 'undo' }, 'Undo / Redo'),
          default: () => h('div', { class: 'body' }, `showing ${tab.value}`),
          after: () => h('div', { class: 'delete' }, 'Delete this battle'),
        },
      );
  },
});

describe('BattleFrame', () => {
  it('puts a system’s header, stepper, undo, body and delete in the shared places, with the notes between', () => {
    const screen = mount(Screen, { global: { stubs: { RouterLink: { template: '<a><slot /></a>' }, BattleLadderGames: true, BattleMapLink: true } } });
    const order = [...screen.element.querySelectorAll('.crumbs, .battle-header, .stepper, .toolbar, .undo, .scenario-notes, .body, .delete')].map((node) => node.className);
    expect(order).toEqual(['crumbs', 'battle-header', 'stepper', 'toolbar', 'undo', 'scenario-notes', 'body', 'delete']);
    expect(screen.get('.scenario-notes').text()).toBe('Scenario: Fog until turn 3');
    expect(screen.get('.toolbar .undo').text()).toBe('Undo / Redo');
  });

  it('shows the system’s tabs, marks the chosen one and switches the body when another is clicked', async () => {
    const screen = mount(Screen, { global: { stubs: { RouterLink: { template: '<a><slot /></a>' }, BattleLadderGames: true, BattleMapLink: true } } });
    const tabs = screen.findAll('[role="tab"]');
    expect(tabs.map((tab) => tab.text())).toEqual(['Walkthrough', 'Event log (3)', 'Status board']);
    expect(tabs.map((tab) => tab.attributes('aria-selected'))).toEqual(['true', 'false', 'false']);
    await tabs[2]!.trigger('click');
    expect(screen.get('.body').text()).toBe('showing status');
    expect(screen.findAll('[role="tab"]').map((tab) => tab.attributes('aria-selected'))).toEqual(['false', 'false', 'true']);
  });

  it('moves between its tabs with the arrow keys, Home and End, one Tab stop, the body labelled by the chosen tab', async () => {
    const screen = mount(Screen, { attachTo: document.body, global: { stubs: { RouterLink: { template: '<a><slot /></a>' }, BattleLadderGames: true, BattleMapLink: true } } });
    const tabs = () => screen.findAll('[role="tab"]');
    expect(tabs().map((tab) => tab.attributes('tabindex'))).toEqual(['0', '-1', '-1']);
    await tabs()[0]!.trigger('keydown', { key: 'ArrowRight' });
    expect(screen.get('.body').text()).toBe('showing log');
    expect(document.activeElement).toBe(tabs()[1]!.element);
    expect(tabs().map((tab) => tab.attributes('tabindex'))).toEqual(['-1', '0', '-1']);
    await tabs()[1]!.trigger('keydown', { key: 'End' });
    expect(screen.get('.body').text()).toBe('showing status');
    await tabs()[2]!.trigger('keydown', { key: 'ArrowRight' });
    expect(screen.get('.body').text()).toBe('showing walkthrough');
    const panel = screen.get('[role="tabpanel"]');
    expect(panel.find('.body').exists()).toBe(true);
    expect(screen.get(`#${panel.attributes('aria-labelledby')}`).text()).toBe('Walkthrough');
    expect(tabs()[0]!.attributes('aria-controls')).toBe(panel.attributes('id'));
    screen.unmount();
  });
});
