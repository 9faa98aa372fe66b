import { afterEach, describe, expect, it } from 'vitest';
import { mount, type VueWrapper } from '@vue/test-utils';
import { createPinia } from 'pinia';
import { tableDetail } from './table-detail';
import { armyA, dice, fleeingAndOrdered, setupOf, Table } from '../../../../src-shared/rules/orders-omens/battle/testing/fixtures';
import ChipDraw from './ChipDraw.vue';


let shownNow: VueWrapper | null = null;
const shown = (t: Table) => (shownNow = mount(ChipDraw, { props: { battle: tableDetail(t) }, global: { plugins: [createPinia()] }, attachTo: document.body }));
afterEach(() => shownNow?.unmount());
const drawButtons = (panel: VueWrapper) => panel.findAll('button.draw').map((b) => ({ text: b.text(), disabled: b.attributes('disabled') !== undefined }));

describe('the chip draw buttons mid-activation', () => {
  it('seed 002 L519, L690: a fleeing Brigade that failed both rallies must flee first — both buttons off, the reason beside them, the key refused in words', async () => {
    const t = fleeingAndOrdered();
    t.do({ type: 'rally-attempted', brigadeId: 'A/d1.b1', roll: dice(1, 1) }).do({ type: 'rally-attempted', brigadeId: 'A/d1.b1', roll: dice(1, 2) });
    const panel = shown(t);
    expect(drawButtons(panel)).toEqual([
      { text: 'Blue chip drawn', disabled: true },
      { text: 'Red chip drawn', disabled: true },
    ]);
    const why = panel.get('[data-test=chip-draw-why]');
    expect(why.text()).toMatch(/^.+ failed both rally attempts and must use the remaining 3 actions to flee further before the next chip is drawn\.$/);
    expect(panel.get('button.draw').attributes('aria-describedby')).toBe(why.attributes('id'));
    // No "drawing ends its activation" note: drawing is not on offer at all.
    expect(panel.find('[data-test=draw-ends-activation]').exists()).toBe(false);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: '2' }));
    await panel.vm.$nextTick();
    expect(panel.get('[role=alert]').text()).toBe(why.text());
    // Once it has fled with them, the chip is the engine's to take again: the buttons come back and the old refusal goes.
    for (let i = 0; i < 3; i++) t.do({ type: 'action-taken', brigadeId: 'A/d1.b1', action: 'flee' });
    await panel.setProps({ battle: tableDetail(t) });
    expect(drawButtons(panel).map((b) => b.disabled)).toEqual([false, false]);
    expect(panel.find('[data-test=chip-draw-why]').exists()).toBe(false);
    expect(panel.find('[role=alert]').exists()).toBe(false);
  });

  it('seed 002 L393: with actions left the Brigade ordered may end its activation, so the buttons stay live and say the actions left are held as reactions', () => {
    const t = Table.activating().order('A/d1.b2').do({ type: 'action-taken', brigadeId: 'A/d1.b2', action: 'move' });
    const panel = shown(t);
    expect(drawButtons(panel).map((b) => b.disabled)).toEqual([false, false]);
    expect(panel.find('[data-test=chip-draw-why]').exists()).toBe(false);
    expect(panel.get('[data-test=draw-ends-activation]').text()).toBe(`5 actions left for ${t.state.roster.brigades['A/d1.b2']!.name}: drawing the next chip ends this activation and keeps them as reactions.`);
  });

  it('a Brigade named in the plural ("Archers") reads right: the count comes first, never "Archers has 5 actions left"', () => {
    const a = armyA();
    const division = a.divisions[0]!;
    const named = { ...a, divisions: [{ ...division, brigades: division.brigades.map((b, i) => (i === 1 ? { ...b, name: 'Archers' } : b)) }] };
    const t = Table.activating(setupOf({ A: named })).order('A/d1.b2').do({ type: 'action-taken', brigadeId: 'A/d1.b2', action: 'move' });
    const note = shown(t).get('[data-test=draw-ends-activation]').text();
    expect(note).toBe('5 actions left for Archers: drawing the next chip ends this activation and keeps them as reactions.');
    expect(note).not.toMatch(/Archers (has|is)\b/);
  });

  it('an army with no chip left in the bag: its button off with the reason, the other still live', () => {
    const t = Table.activating().do({ type: 'chip-drawn', side: 'B' }).do({ type: 'chip-passed' }).do({ type: 'chip-drawn', side: 'B' }).do({ type: 'chip-passed' });
    const panel = shown(t);
    expect(drawButtons(panel).map((b) => b.disabled)).toEqual([false, true]);
    expect(panel.get('[data-test=chip-draw-why]').text()).toBe('The bag holds no more chips for Red.');
    expect(panel.find('[data-test=draw-ends-activation]').exists()).toBe(false);
  });
});
