import { afterEach, describe, expect, it } from 'vitest';
import { mount, type VueWrapper } from '@vue/test-utils';
import { createPinia } from 'pinia';
import { nextTick } from 'vue';
import { dice, setupOf, Table } from '../../../../src-shared/rules/orders-omens/battle/testing/fixtures';
import { tableDetail } from './table-detail';
import ReconPanel from './ReconPanel.vue';

let panel: VueWrapper | null = null;
afterEach(() => {
  panel?.unmount();
  panel = null;
});

/**
 * Seed 002_cff186ffe79098a6.txt L175: "each player chooses a single point on any board edge ...
 * Each player's starting point must be at least 25" away from another player's starting point."
 * The app checks the 25" from the inches the players type, measured along the bottom and top
 * edges from their left ends and along the left and right edges from their bottom ends: a player
 * who measured from the other end would be told a wrong distance, or refused for nothing.
 */
describe('choosing an entry point', () => {
  it('says which end of the edge the inches are measured from, and how long the edge is', async () => {
    const table = new Table(setupOf()).do({ type: 'initiative-rolled', rolls: { A: dice(6, 5), B: dice(2, 1) }, winnerTakes: 'attacker' });
    const battle = { ...tableDetail(table), prebattle: { entryPoints: {} } } as unknown as ReturnType<typeof tableDetail>;
    panel = mount(ReconPanel, { props: { battle }, global: { plugins: [createPinia()] }, attachTo: document.body });
    const label = () => panel!.findAll('.field-label').map((l) => l.text()).find((t) => t.startsWith('Inches'));
    const width = battle.setup.table.widthFeet * 12;
    const depth = battle.setup.table.depthFeet * 12;
    expect(label()).toBe(`Inches along the edge from its left end (0–${width}″)`);
    await panel.get('select').setValue('left');
    await nextTick();
    expect(label()).toBe(`Inches along the edge from its bottom end (0–${depth}″)`);
  });
});
