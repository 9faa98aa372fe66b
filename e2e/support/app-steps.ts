import type { Locator, Page } from 'playwright-core';

/** Steps several specs take through the app the same way a player does. */

/** From the empty campaigns screen: starts a campaign by its name (Enter submits) and returns the campaign's address. */
export async function startFirstCampaign(page: Page, name: string): Promise<string> {
  await page.getByRole('button', { name: 'Start your first campaign' }).click();
  const dialog = page.getByRole('dialog', { name: 'New campaign' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Name').press('Enter');
  await page.getByRole('heading', { level: 1, name }).waitFor();
  return page.url();
}

/** Adds a player by name alone from the campaign overview. */
export async function addPlayer(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Add player' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add player' });
  await dialog.getByLabel('Player name').fill(name);
  await dialog.getByRole('button', { name: 'Add player' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** Picks, in a ladder dialog's `field` select, the option whose label starts with the player's name (labels carry the current Rank). */
export async function pickLadderPlayer(dialog: Locator, field: string, name: string): Promise<void> {
  const select = dialog.locator(`select[name=${field}]`);
  const value = await select.locator('option', { hasText: new RegExp(`^${name} \\(`) }).getAttribute('value');
  await select.selectOption(value!);
}
