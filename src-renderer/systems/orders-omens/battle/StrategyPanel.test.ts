import { describe, expect, it } from 'vitest';
import { mount } from '@vue/test-utils';
import { createPinia } from 'pinia';
import { tableDetail } from './table-detail';
import { dice, meleeRolls as rolls, Table } from '../../../../src-shared/rules/orders-omens/battle/testing/fixtures';
import StrategyPanel from './StrategyPanel.vue';

/** Turn 1: the first army's Marshal fights with its Brigade 1, which loses; he rolls 1+1 on the Fate table (slain). Turn 2 opens. */
function marshalSlain(): Table {
  const t = Table.activating().order('A/d1.b1');
  t.do({ type: 'charge-declared', brigadeId: 'A/d1.b1', targetBrigadeId: 'B/d1.b1', approach: 'charge', reaction: 'none', contact: true });
  t.do({ type: 'melee-round', engagementId: 'melee-1', attacker: { ...rolls(['A/d1.b1.r1', [1, 1, 1, 1]]), generals: [{ generalId: 'A/marshal', regimentId: 'A/d1.b1.r1' }] }, defender: rolls(['B/d1.b1.r1', [6, 6, 6, 6]]) });
  t.do({ type: 'generals-fate-rolled', generalId: 'A/marshal', roll: dice(1, 1) }).do({ type: 'morale-tested', brigadeId: 'A/d1.b1', roll: dice(6, 6) }).do({ type: 'morale-tested', brigadeId: 'A/d1.b1', roll: dice(6, 6) });
  return t.finishTurn();
}


describe('the Strategic Orders panel', () => {
  it('seed 002 L315: sends no messenger for an army whose Marshal is slain, and says why; the other army still can', async () => {
    const t = marshalSlain();
    expect(t.state.generals['A/marshal']!.status).toBe('slain');
    const panel = mount(StrategyPanel, { props: { battle: tableDetail(t) }, global: { plugins: [createPinia()] } });
    const send = () => panel.get('button[type=submit]');
    expect(panel.text()).toContain('its Marshal is slain');
    expect(send().attributes('disabled')).toBeDefined();
    await panel.get('select').setValue('B');
    expect(panel.text()).not.toContain('its Marshal is slain');
    expect(send().attributes('disabled')).toBeUndefined();
  });
});
