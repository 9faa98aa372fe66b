import { afterEach, describe, expect, it } from 'vitest';
import { mount, type VueWrapper } from '@vue/test-utils';
import { createPinia } from 'pinia';
import { armyA, dice, setupOf, Table } from '../../../../src-shared/rules/orders-omens/battle/testing/fixtures';
import { tableDetail } from './table-detail';
import DeploymentPanel from './DeploymentPanel.vue';

let panel: VueWrapper | null = null;
afterEach(() => {
  panel?.unmount();
  panel = null;
});

/**
 * Seed 002_cff186ffe79098a6.txt L203: "each player may have up to 3 dummy regiment markers
 * representing one Brigade per Division in their army". The panel places dummy Brigades ("0 dummy
 * Brigades placed", "Place a dummy Brigade"), so its allowance is told in Brigades: "Dummy markers
 * allowed: Blue 3" read as three dummy Brigades to a one-Division army.
 */
describe('the deployment panel', () => {
  it('tells the dummy allowance in Brigades, one per Division, each of 1 to 3 blank markers', async () => {
    const twoDivisions = armyA({ divisions: [...armyA().divisions, { ...armyA().divisions[0]!, name: '2nd Division' }] });
    const table = new Table(setupOf({ A: twoDivisions })).do({ type: 'initiative-rolled', rolls: { A: dice(6, 5), B: dice(2, 1) }, winnerTakes: 'attacker' });
    const battle = { ...tableDetail(table), prebattle: { entryPoints: {}, dummyBrigades: { A: [], B: [] } } } as unknown as ReturnType<typeof tableDetail>;
    panel = mount(DeploymentPanel, { props: { battle }, global: { plugins: [createPinia()] }, attachTo: document.body });
    const text = panel.get('p.muted').text().replace(/\s+/g, ' ');
    expect(text).toContain('Dummy Brigades allowed (each 1 to 3 blank markers): Blue 2 · Red 1.');
  });
});
