import { describe, expect, it } from 'vitest';
import { mount } from '@vue/test-utils';
import { createPinia } from 'pinia';
import { tableDetail } from './table-detail';
import { dice, meleeRolls as rolls, Table } from '../../../../src-shared/rules/orders-omens/battle/testing/fixtures';
import ActingBrigade from './ActingBrigade.vue';

/** Turn 1: the first army's Brigade 1 loses a melee and breaks; turn 2: it is ordered, fleeing, and tries to rally. */
function fleeingAndOrdered(): Table {
  const t = Table.activating().order('A/d1.b1');
  t.do({ type: 'charge-declared', brigadeId: 'A/d1.b1', targetBrigadeId: 'B/d1.b1', approach: 'charge', reaction: 'none', contact: true });
  t.do({ type: 'melee-round', engagementId: 'melee-1', attacker: rolls(['A/d1.b1.r1', [1, 1, 1]]), defender: rolls(['B/d1.b1.r1', [6, 6, 6, 6]]) });
  t.do({ type: 'morale-tested', brigadeId: 'A/d1.b1', roll: dice(1, 2) }).finishTurn();
  return t.do({ type: 'activation-started' }).order('A/d1.b1', [5, 4]);
}

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
    expect(twice.get('[role=status]').text()).toMatch(/^Both rally attempts failed this turn: .+ must use its remaining 3 actions to keep fleeing\.$/);
  });
});
