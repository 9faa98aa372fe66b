import { describe, expect, it } from 'vitest';
import type { VueWrapper } from '@vue/test-utils';
import type { State1999 } from '../../../../src-shared/rules/1999';
import { army, Battle, setupOf, sides, squad, unit } from '../../../../src-shared/rules/1999/testing/fixtures';
import { mountPanel1999 } from '../../../testing/panel-1999';

/** Throwing with deviation through the panel (seed 001 L567–L601), on a battle the real engine plays. */
function runnerThrows(): VueWrapper {
  const ann = army('Scavengers', [unit('runner', 'Scrap Runner')]);
  const bob = army('Harrow line', [squad('rifles', 'Harrow Riflemen', 3)]);
  const b = new Battle(setupOf({ size: { kind: 'small' }, victory: { decidedBy: 'agreed', condition: 'surrender' }, terrain: [] }, sides({ player: 'Ann', roster: ann }, { player: 'Bob', roster: bob })));
  b.deployAll('p1');
  b.step({ type: 'unit-nominated', unitId: 'p1/runner' });
  return mountPanel1999(b);
}

const click = (w: VueWrapper, text: string) => w.findAll('button').find((b) => b.text() === text)!.trigger('click');

describe('1999 throwing in the battle panel', () => {
  it('throws up to 20 cm + STR, lands on a 6, and rolls against every model under the Area of Effect', async () => {
    const w = runnerThrows();
    await w.get('select[name="action"]').setValue('indirect');
    await click(w, 'Declare');
    // Scrap Runner STR 2: a throw reaches 22 cm (L583)
    expect(w.text()).toContain('Guessed range (cm, up to 22)');
    // The chooser names the weapon; the line beside it says what it does, its reach the thrower's (L583).
    expect(w.get('.weapon-line').text()).toBe('Scrap charges: thrown up to 22 cm, AP 1, Wounding 6, Area of Effect 4 cm.');
    expect(w.text()).toContain('Lands on the Guessed range 17%');
    await w.get('input[name="guessed-range"]').setValue(20);
    await w.get('input[aria-label="Deviation"]').setValue(6);
    expect(w.text()).toContain('On target: it lands at the Guessed range.');
    // A guess beyond 20 cm + STR (L583) is told as soon as it is entered, before the deviation die (L591), which is not asked for.
    await w.get('input[name="guessed-range"]').setValue(25);
    expect(w.get('[data-guess-problem]').text()).toBe('Scrap Runner may declare up to 22 cm (20 cm + STR); 25 cm declared');
    expect(w.get('input[name="guessed-range"]').attributes('aria-invalid')).toBe('true');
    expect(w.find('input[aria-label="Deviation"]').exists()).toBe(false);
    expect(w.text()).toContain('Enter a Guessed range of 22 cm or less.');
    expect(w.text()).not.toContain('On target');
    await w.get('input[name="guessed-range"]').setValue(20);
    expect(w.find('[data-guess-problem]').exists()).toBe(false);
    expect(w.get<HTMLInputElement>('input[aria-label="Deviation"]').element.value).toBe('');
    await w.get('input[aria-label="Deviation"]').setValue(6);
    expect(w.text()).toContain('On target: it lands at the Guessed range.');
    const option = w.findAll('.hits select option').find((o) => o.text() === 'Bob’s Harrow Riflemen 1')!;
    await w.get('.hits select').setValue(option.attributes('value')!);
    await click(w, 'Add');
    await w.get('input[aria-label="Penetration roll: D6 + 1 against Armour 4"]').setValue(5);
    await w.get('input[aria-label="Harrow Riflemen 1 rolls to avoid wound 1: D6 + CON against 6"]').setValue(2);
    await w.get('input[aria-label="MEN roll 1 against Confusion (7+)"]').setValue(1);
    await click(w, 'Record the shot');
    const state = (w.props() as { state: unknown }).state as State1999;
    expect(state.cards['p2/rifles']!.models[0]!.casualty).toBe(true);
    // A natural 1 on the MEN roll: the Riflemen are Confused (L505–L509)
    expect(state.units['p2/rifles']!.confusion).toBe(1);
    expect(w.get('.forces-board').text()).toContain('Confused (1)');
  });
});
