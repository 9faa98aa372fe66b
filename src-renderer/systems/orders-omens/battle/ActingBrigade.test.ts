import { describe, expect, it } from 'vitest';
import { mount } from '@vue/test-utils';
import { createPinia } from 'pinia';
import { tableDetail } from './table-detail';
import { dice, fleeingAndOrdered, type Table } from '../../../../src-shared/rules/orders-omens/battle/testing/fixtures';
import ActingBrigade from './ActingBrigade.vue';


const shown = (t: Table) => mount(ActingBrigade, { props: { battle: tableDetail(t), brigadeId: 'A/d1.b1', current: true }, global: { plugins: [createPinia()] } });
const buttons = (panel: ReturnType<typeof shown>) => panel.findAll('.action-buttons button').map((b) => b.text());

describe('a fleeing Brigade acting', () => {
  it('seed 002 L519, L690: after both rallies fail it is offered no third, and is told to flee with the actions it has left', () => {
    const t = fleeingAndOrdered();
    expect(t.brigade('A/d1.b1').fleeing).toBe(true);
    t.do({ type: 'rally-attempted', brigadeId: 'A/d1.b1', roll: dice(1, 1) });
    const once = shown(t);
    expect(buttons(once)).toEqual(['Keep fleeing', 'Rally…']);
    expect(once.text()).not.toContain('Both rally attempts failed');

    t.do({ type: 'rally-attempted', brigadeId: 'A/d1.b1', roll: dice(1, 2) });
    const twice = shown(t);
    expect(buttons(twice)).toEqual(['Keep fleeing']);
    expect(twice.get('[role=status]').text()).toMatch(/^Both rally attempts failed this turn: .+ must use the remaining 3 actions to keep fleeing\.$/);
  });
});
