import { describe, expect, it } from 'vitest';
import { mount } from '@vue/test-utils';
import { createPinia } from 'pinia';
import type { BattleDetail } from '../../../../src-shared/contract/orders-omens/battles';
import { outcomeText } from '../../../../src-shared/rules/orders-omens/narrator';
import { Table } from '../../../../src-shared/rules/orders-omens/battle/testing/fixtures';
import { tableDetail } from './table-detail';
import UndoBar from './UndoBar.vue';

/** A battle as the screen gets it: the newest step carries what it did, in the event log's words. */
function withOutcomes(t: Table, lines: readonly string[]): BattleDetail {
  const detail = tableDetail(t);
  const steps = detail.steps.map((row, i) => (i === detail.steps.length - 1 ? { ...row, outcome: lines } : row));
  return { ...detail, steps } as BattleDetail;
}

describe('the last step, where play carries on', () => {
  it('says what the step did, not only what was entered: the players move the models by it', () => {
    const t = Table.activating().do({ type: 'chip-drawn', side: 'A' });
    const lines = t.outcomes.slice(-1).map((outcome) => outcomeText(outcome, t.state.roster));
    expect(lines).toEqual(['Blue’s chip was drawn.']);
    const bar = mount(UndoBar, { props: { battle: withOutcomes(t, lines) }, global: { plugins: [createPinia()] } });
    expect(bar.get('.last-outcome').text()).toBe('Blue’s chip was drawn.');
    expect(bar.get('.last-step').text()).toMatch(/^Last: /);
  });

  it('shows no outcome line for a step whose outcome has not come with it', () => {
    const bar = mount(UndoBar, { props: { battle: tableDetail(Table.activating().do({ type: 'chip-drawn', side: 'A' })) }, global: { plugins: [createPinia()] } });
    expect(bar.find('.last-outcome').exists()).toBe(false);
  });
});
