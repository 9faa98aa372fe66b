import { afterEach, describe, expect, it } from 'vitest';
import { mount, type VueWrapper } from '@vue/test-utils';
import { createPinia } from 'pinia';
import { Table } from '../../../../src-shared/rules/orders-omens/battle/testing/fixtures';
import { tableDetail } from './table-detail';
import ActingBrigade from './ActingBrigade.vue';

let panel: VueWrapper | null = null;
afterEach(() => {
  panel?.unmount();
  panel = null;
});

const shown = (t: Table, brigadeId: string) => (panel = mount(ActingBrigade, { props: { battle: tableDetail(t), brigadeId, current: true }, global: { plugins: [createPinia()] }, attachTo: document.body }));

describe('a Brigade that has already charged this turn', () => {
  it('is offered a move into contact, not a second charge, and is told why (seed 002 L400: "only be performed once per turn by each Brigade")', async () => {
    const t = Table.activating().order('B/d1.b3');
    expect(shown(t, 'B/d1.b3').findAll('.action-buttons button').map((b) => b.text())).toContain('Charge…');
    panel!.unmount();

    // The charge fell short: no melee, but the Brigade has used its charge for the turn.
    t.do({ type: 'charge-declared', brigadeId: 'B/d1.b3', targetBrigadeId: 'A/d1.b1', approach: 'charge', reaction: 'none', contact: false });
    const acting = shown(t, 'B/d1.b3');
    const labels = acting.findAll('.action-buttons button').map((b) => b.text());
    expect(labels).not.toContain('Charge…');
    await acting.findAll('.action-buttons button').find((b) => b.text() === 'Move into contact…')!.trigger('click');

    const name = t.state.roster.brigades['B/d1.b3']!.name;
    expect(acting.text()).toContain(`${name} already charged this turn, and a Brigade charges only once a turn. It may still move into contact with a normal move.`);
    const how = acting.findAll('select').find((s) => s.findAll('option').some((o) => o.attributes('value') === 'move-into-contact'))!;
    expect((how.element as HTMLSelectElement).value).toBe('move-into-contact');
    expect(how.get('option[value="charge"]').attributes('disabled')).toBeDefined();
  });
});
