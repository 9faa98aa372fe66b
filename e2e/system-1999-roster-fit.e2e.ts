import { describe, expect, it } from 'vitest';
import { addPlayer, startFirstCampaign } from './support/app-steps';
import { useBrowserHost } from './support/browser-host';
import { BRIEF_SIZES } from './support/readable-screen';
import { snapshot } from './support/screenshots';
import { everySelectCutOff, sidewaysOverflow } from './support/select-fit';
import { newWatchedPage } from './support/watched-page';

/**
 * The 1999 army builder with two Units from the starter cards (seed 001 L37–L111, Unit
 * Construction): every Rules Card option reads whole, with its Army Point cost, at desktop,
 * tablet and phone, and each Remove button is only as wide as its word.
 */
const env = useBrowserHost();

describe('1999 army builder: the Rules Card chooser at every size', () => {
  it('every option fits whole, and Remove does not stretch', async () => {
    const page = await newWatchedPage(env.browser, { viewport: BRIEF_SIZES.desktop });
    await page.goto(`${env.host.url}#/campaigns`);
    const campaignUrl = await startFirstCampaign(page, 'The Ash Wars');
    await addPlayer(page, 'Ann');
    await page.goto(`${campaignUrl}/armies`);
    await page.getByRole('button', { name: 'New army' }).click();
    const dialog = page.getByRole('dialog', { name: 'New army' });
    await dialog.getByRole('radio', { name: /^1999/ }).check();
    await dialog.getByLabel('1999 army name').fill('Nordic Ravens');
    await dialog.locator('select[name="playerId"]').selectOption({ label: 'Ann' });
    await dialog.getByRole('button', { name: 'Create the army' }).click();
    await page.getByRole('heading', { level: 1, name: 'Nordic Ravens' }).waitFor();
    for (const [index, card] of ['Ashen Hounds', 'Harrow Riflemen'].entries()) {
      await page.getByRole('button', { name: 'Add a Unit' }).click();
      await page.locator(`select[name="unit-${index}-card"]`).selectOption({ value: card });
    }
    expect(await page.locator('select[name="unit-1-card"] option').allInnerTexts()).toContainEqual(expect.stringMatching(/^Harrow Riflemen — \d+ pts$/));
    for (const [size, viewport] of Object.entries(BRIEF_SIZES)) {
      await page.setViewportSize(viewport);
      expect(await everySelectCutOff(page, size)).toEqual([]);
      expect((await sidewaysOverflow(page)).by).toBe(0);
      const removes = await page.getByRole('button', { name: /^Remove Unit/ }).evaluateAll((buttons) => buttons.map((b) => b.getBoundingClientRect().width));
      expect(removes).toHaveLength(2);
      for (const width of removes) expect(width).toBeLessThan(130);
      await snapshot(page, `1999/roster-two-units-${size}`);
    }
  });
});
