import { describe, expect, it } from 'vitest';
import type { VueWrapper } from '@vue/test-utils';
import { combat } from '../../../../src-shared/rules/1999/testing/combat';
import { mountPanel1999 } from '../../../testing/panel-1999';

/**
 * The Shoot form's odds wait for the range (seed 001 L475–L487): out of range the shot misses
 * without a roll (L477), in range it hits on D6 + BAL 7+ (L479–L487). The Gunner has BAL 4 and a
 * Rifle of range 60 cm; the Victim is its target.
 */
const odds = (w: VueWrapper) => w.find('.attack-form .odds');

async function shootTab(): Promise<VueWrapper> {
  const w = mountPanel1999(combat('move-and-shoot'));
  await w.findAll('[role="tab"]').find((b) => b.text() === 'Shoot')!.trigger('click');
  return w;
}

describe('1999 Shoot form: the odds wait for the range', () => {
  it('says what it still needs, and shows no numbers, until the target and the range are entered', async () => {
    const w = await shootTab();
    expect(odds(w).text()).toBe('Choose the target and enter the range measured to see the odds.');
    await w.get('select[name="shoot-target"]').setValue('p2/victim#0');
    expect(odds(w).text()).toBe('Enter the range measured to see the odds.');
    expect(odds(w).text()).not.toMatch(/%/);
    await w.get('select[name="shoot-target"]').setValue('');
    await w.get('input[name="shoot-range"]').setValue(25);
    expect(odds(w).text()).toBe('Choose the target to see the odds.');
  });

  it('shows the odds once the range is within the weapon’s, and none beyond it (L477)', async () => {
    const w = await shootTab();
    await w.get('select[name="shoot-target"]').setValue('p2/victim#0');
    await w.get('input[name="shoot-range"]').setValue(25);
    // L485–L487: D6 + BAL 4 makes 7 on a 3 or more, four faces of six
    expect(odds(w).text()).toContain('Hit 67%');
    // L485: −1 for Line of Sight to less than half the target, so 4 or more: half
    await w.get('input[name="partial-los"]').setValue(true);
    expect(odds(w).text()).toContain('Hit 50%');
    // L477: beyond the Rifle's 60 cm the shot misses automatically: no odds, the miss said instead
    await w.get('input[name="shoot-range"]').setValue(61);
    expect(odds(w).exists()).toBe(false);
    expect(w.text()).toContain('Beyond the weapon’s range: the shot misses without a roll.');
  });
});
