import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowserHost } from './support/browser-host';
import { PREY_TYPED, preyBattleAtFire } from './support/prey-battle';
import { BRIEF_SIZES, readableAtEverySize } from './support/readable-screen';
import { optionOverflows } from './support/select-fit';
import { newWatchedPage } from './support/watched-page';

/**
 * The 1999 Shoot form (seed 001 L447–L509) and the indirect fire form (L567–L601) in Chromium:
 * every choice of shooter, weapon, target and model hit is read whole at desktop, tablet and phone
 * sizes, and what the chosen weapon does is a line of text beside its name. Ann's Harrow Riflemen
 * and Sergeant Move and Shoot, her Mortar Crew Shoots indirect (one Action per card, L391); the
 * battle up to there is played through the contract.
 */
const env = useBrowserHost();
let battleUrl: string;

beforeAll(async () => {
  battleUrl = await preyBattleAtFire(env.host.url);
}, 120_000);

/** Every option of these choosers that does not fit its select, with the size it was seen at. */
async function cutOff(page: Page, selectors: readonly string[], size: string): Promise<string[]> {
  const out: string[] = [];
  for (const selector of selectors) for (const option of await optionOverflows(page, selector)) if (option.over > 0) out.push(`${option.text} in ${selector} at ${size}: ${option.over.toFixed(1)} px too wide`);
  return out;
}

async function openTab(page: Page, name: string): Promise<void> {
  await page.goto(battleUrl);
  await page.getByRole('heading', { name: /Harrow Riflemen acts/ }).waitFor();
  await page.getByRole('tab', { name, exact: true }).click();
}

describe('1999: the Shoot and indirect fire forms at every size', () => {
  it('Shoot: every shooter, weapon and target whole; the weapon named, its range, AP and Wounding beside it', async () => {
    const page = await newWatchedPage(env.browser, { viewport: BRIEF_SIZES.desktop });
    await openTab(page, 'Shoot');
    const shooter = page.locator('select[name="shooter"]');
    const weapon = page.locator('select[name="shoot-weapon"]');
    await expect.poll(() => shooter.locator('option').allInnerTexts()).toEqual(['Harrow Riflemen 1', 'Harrow Riflemen 2', 'Harrow Riflemen 3', 'Sergeant Ilse Vane']);
    await expect.poll(() => weapon.locator('option').allInnerTexts()).toEqual(['Harrow rifle']);
    await page.getByText('Harrow rifle: range 60 cm, AP 1, Wounding 6.', { exact: true }).waitFor();
    const targets = await page.locator('select[name="shoot-target"] option').allInnerTexts();
    expect(targets).toContain('Cy’s Herald of the Seventh Choir');

    const selects = ['select[name="shooter"]', 'select[name="shoot-weapon"]', 'select[name="shoot-target"]'];
    const problems: string[] = [];
    for (const [size, viewport] of Object.entries(BRIEF_SIZES)) {
      await page.setViewportSize(viewport);
      problems.push(...(await cutOff(page, selects, size)));
      // The Sergeant carries another gun than the Riflemen: its choice is measured too.
      await shooter.selectOption({ label: 'Sergeant Ilse Vane' });
      await expect.poll(() => weapon.locator('option').allInnerTexts()).toEqual(['Service pistol']);
      await page.getByText('Service pistol: range 30 cm, AP 0, Wounding 6.', { exact: true }).waitFor();
      problems.push(...(await cutOff(page, selects, size)));
      await shooter.selectOption({ label: 'Harrow Riflemen 1' });
    }
    expect(problems).toEqual([]);
    await page.locator('select[name="shoot-target"]').selectOption({ label: 'Cy’s Herald of the Seventh Choir' });
    // L477: odds depend on the range, so they wait for it
    await page.getByText('Enter the range measured to see the odds.', { exact: true }).waitFor();
    await page.locator('input[name="shoot-range"]').fill('40');
    await page.locator('.odds').getByText(/^Hit \d+%$/).waitFor();
    await page.setViewportSize(BRIEF_SIZES.desktop);
    await readableAtEverySize(page, '1999/shoot-form', { checks: { typed: PREY_TYPED, touch: false } });
    expect(page.problems).toEqual([]);
    await page.close();
  }, 240_000);

  it('Indirect: the firing model, weapon and every model it may hit whole; the mortar named, its numbers beside it', async () => {
    const page = await newWatchedPage(env.browser, { viewport: BRIEF_SIZES.desktop });
    await openTab(page, 'Shoot indirect or throw');
    await expect.poll(() => page.locator('select[name="indirect-weapon"] option').allInnerTexts()).toEqual(['Light mortar']);
    // L583: declared up to the weapon's range; L589: the mortar's own modification to the deviation
    await page.getByText('Light mortar: range 90 cm, AP 1, Wounding 6, deviation +2 cm, Area of Effect 5 cm.', { exact: true }).waitFor();
    await page.locator('input[name="guessed-range"]').fill('40');
    // Doubles land on the Guessed range (L587): then the models under it are added.
    await page.locator('input[aria-label="Deviation die 1"]').fill('3');
    await page.locator('input[aria-label="Deviation die 2"]').fill('3');
    await page.getByText('On target: it lands at the Guessed range.').waitFor();
    const hit = page.locator('select[name="indirect-hit"]');
    await expect.poll(async () => (await hit.locator('option').allInnerTexts()).includes('Cy’s Herald of the Seventh Choir')).toBe(true);

    const selects = ['select[name="indirect-shooter"]', 'select[name="indirect-weapon"]', 'select[name="indirect-hit"]'];
    const problems: string[] = [];
    for (const [size, viewport] of Object.entries(BRIEF_SIZES)) {
      await page.setViewportSize(viewport);
      problems.push(...(await cutOff(page, selects, size)));
    }
    expect(problems).toEqual([]);
    await hit.selectOption({ label: 'Cy’s Herald of the Seventh Choir' });
    await page.setViewportSize(BRIEF_SIZES.desktop);
    await readableAtEverySize(page, '1999/indirect-form', { checks: { typed: PREY_TYPED, touch: false } });
    expect(page.problems).toEqual([]);
    await page.close();
  }, 240_000);
});
