import { afterEach, describe, expect, it } from 'vitest';
import { mount, type VueWrapper } from '@vue/test-utils';
import { createPinia } from 'pinia';
import { tableDetail } from './table-detail';
import { dice, Table } from '../../../../src-shared/rules/orders-omens/battle/testing/fixtures';
import PendingTestPanel from './PendingTestPanel.vue';

let shownNow: VueWrapper | null = null;
const shown = (t: Table) => (shownNow = mount(PendingTestPanel, { props: { battle: tableDetail(t) }, global: { plugins: [createPinia()] }, attachTo: document.body }));
afterEach(() => shownNow?.unmount());

/** How deep the brackets of a line go: 1 for "(a; b)", 2 for "(a (b))". */
function deepestBrackets(text: string): number {
  let depth = 0;
  let deepest = 0;
  for (const ch of text) {
    if (ch === '(') deepest = Math.max(deepest, ++depth);
    if (ch === ')') depth--;
  }
  return deepest;
}

describe('the Morale Test panel’s modifier line', () => {
  it('seed 002 L573: hits from shooting past the cap of -3 are said without brackets inside brackets', async () => {
    const t = Table.activating().order('A/d1.b2');
    t.do({ type: 'shot-fired', brigadeId: 'A/d1.b2', targetBrigadeId: 'B/d1.b1', volleys: [{ regimentId: 'A/d1.b2.r1', range: 'effective', dice: dice(6, 6, 6, 6) }, { regimentId: 'A/d1.b2.r2', range: 'effective', dice: dice(6, 6, 6, 6) }] });
    const pending = t.state.pending[0]!;
    expect(pending.kind === 'morale' && pending.modifiers[0]).toMatchObject({ kind: 'shot', value: -3 });
    const hits = pending.kind === 'morale' && pending.modifiers[0]!.kind === 'shot' ? pending.modifiers[0]!.hits : 0;
    expect(hits).toBeGreaterThan(3);
    const panel = shown(t);
    // L671: the nearest General or Marshal gives the target, so the line waits for one.
    await panel.get('.commander-picker select').setValue('B/marshal');
    const line = panel.get('p:has([data-test=morale-target])').text();
    expect(line).toContain(`2D6 − 3 (${hits} hits from shooting, capped at −3) must reach`);
    expect(deepestBrackets(line)).toBe(1);
  });
});
