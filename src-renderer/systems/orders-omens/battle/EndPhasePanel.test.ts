import { afterEach, describe, expect, it } from 'vitest';
import { mount, type VueWrapper } from '@vue/test-utils';
import { createPinia } from 'pinia';
import { Table } from '../../../../src-shared/rules/orders-omens/battle/testing/fixtures';
import { tableDetail } from './table-detail';
import EndPhasePanel from './EndPhasePanel.vue';

let panel: VueWrapper | null = null;
afterEach(() => {
  panel?.unmount();
  panel = null;
});

/** Plays the rest of the turn's chips, leaving the battle at its End Phase. */
function atEndPhase(t: Table): Table {
  for (const side of ['A', 'B'] as const) while (t.state.bag.drawn[side] < t.state.bag.filled[side]) t.do({ type: 'chip-drawn', side }).do({ type: 'chip-passed' });
  return t;
}
const shown = (t: Table) => (panel = mount(EndPhasePanel, { props: { battle: { ...tableDetail(t), thirds: { left: '', centre: '', right: '' } } }, global: { plugins: [createPinia()] }, attachTo: document.body }));

describe('the End Phase preview', () => {
  it('says why a capture order scores nothing when the side already held the objective at the last End Phase (seed 002 L321), in player words with the objective\'s name', () => {
    // Turn 1: Blue's first Brigade stands alone by the bridge (objective 1), with no order: Blue holds it.
    const t = Table.activating().finishTurn({ objectives: [{ objective: 1, within6: ['A/d1.b1'] }] });
    t.do({ type: 'strategic-order-issued', side: 'A', divisionId: 'A/d1', order: 'capture', objective: 1 }).do({ type: 'messenger-arrived', orderId: 'order-1' }).do({ type: 'activation-started' });
    const view = shown(atEndPhase(t));
    // The report starts from last turn's, so the Brigade is still ticked by the bridge.
    expect(view.get('.capture-misses').text()).toBe(
      'The bridge: Blue already held it at the last End Phase, so the capture order of Blue’s 1st Division scores nothing there; a capture scores only an objective that was uncontested or the enemy’s.',
    );
    expect(view.text()).not.toMatch(/L\d{3}/);
  });

  it('lists the break point of each army in one sentence, with no stray semicolon at its end', () => {
    const view = shown(atEndPhase(Table.activating()));
    const line = view.findAll('.checklist li')[0]!.text().replace(/\s+/g, ' ');
    expect(line).toMatch(/Blue 0 of 3; Red 0 of 3\.$/);
  });

  it('shows no reasons when every capture order there scores', () => {
    const t = Table.deployed();
    t.do({ type: 'strategic-order-issued', side: 'A', divisionId: 'A/d1', order: 'capture', objective: 1 }).do({ type: 'messenger-arrived', orderId: 'order-1' }).do({ type: 'activation-started' });
    const view = shown(atEndPhase(t));
    expect(view.find('.capture-misses').exists()).toBe(false);
  });
});
