import { describe, expect, it } from 'vitest';
import { addPlayer, startFirstCampaign } from './support/app-steps';
import { useBrowserHost } from './support/browser-host';
import { pictureAtEverySize } from './support/every-size';
import { SCREEN_SIZES } from './support/screenshots';
import { newWatchedPage } from './support/watched-page';

/**
 * A new group's first OpenD6 squad: the short bow has no cost or values, since the Weapons Chart is
 * missing from this copy of the rulebook (seed 004 L659 sends the reader to a "Weapons Chart" at the
 * end of the document, which this copy does not have), so the squad is not legal yet. The squad
 * page leads to the Equipment table, where the group sets them, and back there the squad is legal.
 * Before, the page said "set one" and nowhere said where.
 */
const env = useBrowserHost();
const TYPED = ['Mill Raid', 'Dana', 'Bog Archers'];

describe('OpenD6 squad with a weapon the Equipment table has no values for', () => {
  it('links from the squad to the Equipment table, where the values are set, and the squad becomes legal', async () => {
    const page = await newWatchedPage(env.browser, { viewport: SCREEN_SIZES.desktop });
    await page.goto(`${env.host.url}#/campaigns`);
    const campaignUrl = await startFirstCampaign(page, 'Mill Raid');
    await addPlayer(page, 'Dana');

    await page.goto(`${campaignUrl}/armies`);
    await page.getByRole('button', { name: 'New army' }).click();
    const dialog = page.getByRole('dialog', { name: 'New army' });
    await dialog.getByRole('radio', { name: /^OpenD6/ }).check();
    await dialog.getByLabel('OpenD6 Fantasy Miniatures squad name').fill('Bog Archers');
    await dialog.getByRole('button', { name: 'Create the squad' }).click();
    await page.getByRole('heading', { level: 1, name: 'Bog Archers' }).waitFor();
    await page.locator('select[name="troop-type"]').selectOption({ label: 'Goblin soldiers (example)' });
    await page.locator('fieldset', { hasText: 'Every soldier carries' }).getByRole('checkbox', { name: /^Short bow/ }).check();
    await page.getByText('The Equipment table has no SGP cost for the short bow: set one before fielding it').first().waitFor();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();

    const libraries = page.locator('.force-libraries');
    expect((await libraries.innerText()).replace(/\s+/g, ' ')).toBe('Built from this campaign’s Equipment and Troop List, which your group may edit.');
    await pictureAtEverySize(page, 'opend6', 'squad-library-links', { typed: TYPED });

    await libraries.getByRole('link', { name: 'Equipment' }).click();
    await page.getByRole('heading', { level: 1, name: 'Equipment' }).waitFor();
    const set = (label: string, value: number) => page.locator(`input[aria-label="${label}"]`).fill(String(value));
    await set('Short bow SGPs', 5);
    await set('Short bow Damage Strength', 3);
    await set('Short bow short range', 10);
    await set('Short bow medium range', 20);
    await set('Short bow long range', 40);
    await page.getByRole('button', { name: 'Save the Equipment table' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();

    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Bog Archers' }).waitFor();
    await expect.poll(() => page.getByText('set one before fielding it').count()).toBe(0);
    await page.getByText('Legal', { exact: true }).first().waitFor();
    expect(page.problems).toEqual([]);
    await page.close();
  }, 120_000);
});
