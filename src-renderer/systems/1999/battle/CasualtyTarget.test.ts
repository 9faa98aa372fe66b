import { describe, expect, it } from 'vitest';
import type { VueWrapper } from '@vue/test-utils';
import { combat } from '../../../../src-shared/rules/1999/testing/combat';
import { mountPanel1999 } from '../../../testing/panel-1999';

/**
 * A target made a Casualty is removed from the Battlefield (seed 001 L503): the next roll of the
 * same Action must not still aim at it, nor show odds against it.
 */
const tab = (w: VueWrapper, name: string) => w.findAll('[role="tab"]').find((b) => b.text() === name)!.trigger('click');
const click = (w: VueWrapper, text: string) => w.findAll('button').find((b) => b.text() === text)!.trigger('click');
const die = (w: VueWrapper, label: string, face: number) => w.get(`input[aria-label="${label}"]`).setValue(face);
const pick = async (w: VueWrapper, select: string, label: string) => {
  const option = w.findAll(`select[name="${select}"] option`).find((o) => o.text() === label);
  if (!option) throw new Error(`no “${label}” in ${select}: ${w.text().slice(0, 400)}`);
  await w.get(`select[name="${select}"]`).setValue(option.attributes('value')!);
};

describe('1999: a target made a Casualty', () => {
  it('is cleared from the Shoot form: the second roll of a x2 weapon starts with no target and no odds', async () => {
    const w = mountPanel1999(combat('move-and-shoot'));
    await tab(w, 'Shoot');
    await pick(w, 'shoot-weapon', 'Burst gun');
    // The chooser names the weapon; what it does is the line beside it (x2: two rolls to hit, L159).
    expect(w.get('.weapon-line').text()).toBe('Burst gun: range 30 cm, AP 0, Wounding 5, 2 rolls to hit.');
    await pick(w, 'shoot-target', 'Bob’s Victim');
    await w.get('input[name="shoot-range"]').setValue(20);
    expect(w.text()).toContain('Hit 67%');
    await die(w, 'Roll to hit: D6 + BAL 4, 7+', 6);
    await die(w, 'Penetration roll: D6 + 0 against Armour 4', 5);
    await die(w, 'Victim rolls to avoid wound 1: D6 + CON against 5', 1);
    await click(w, 'Record the shot');
    // The Victim is a Casualty (one Wound, L503); the Burst gun's second roll is still to take (L159).
    expect(w.get('.forces-board').text()).toContain('Victim: Casualty');
    expect(w.findAll('select[name="shoot-target"] option').map((o) => o.text())).not.toContain('Bob’s Victim');
    expect((w.get('select[name="shoot-target"]').element as HTMLSelectElement).value).toBe('');
    expect(w.text()).not.toContain('Hit 67%');
    expect(w.find('input[aria-label="Roll to hit: D6 + BAL 4, 7+"]').exists()).toBe(false);
    expect(w.text()).toContain('Choose the shooter, the target and the range.');
  });
});
