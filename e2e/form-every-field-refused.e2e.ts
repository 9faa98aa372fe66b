import { beforeAll, describe, expect, it } from 'vitest';
import { apiCaller } from './support/api';
import { useBrowserHost } from './support/browser-host';
import { readableAtEverySize } from './support/readable-screen';
import { newWatchedPage, type WatchedPage } from './support/watched-page';

/**
 * A form sent with several fields left empty marks every one of them at once: the contract names
 * each wrong field, not only the first, so a player is not told one field per press.
 */
const env = useBrowserHost();
let page: WatchedPage;
let campaignId: string;

beforeAll(async () => {
  const call = apiCaller(env.host.url);
  campaignId = (await call('campaigns.create', { name: 'Thursday club' })).id;
  page = await newWatchedPage(env.browser);
});

describe('a refused form marks every wrong field', () => {
  it('a new Classified Objectives game with nothing filled in names the game and both players, and opens once they are given', async () => {
    await page.goto(`${env.host.url}#/campaigns/${campaignId}/objectives`);
    await page.getByRole('button', { name: 'Open the first game' }).click();
    const form = page.locator('form').filter({ has: page.locator('input[name="playerA"]') });
    await form.getByRole('button', { name: 'Open the draws' }).click();
    const alerts = form.locator('.field-error[role="alert"]');
    await expect.poll(() => alerts.count()).toBe(3);
    expect(await form.locator('[aria-invalid="true"]').evaluateAll((inputs) => inputs.map((input) => input.getAttribute('name')))).toEqual(['name', 'playerA', 'playerB']);
    await readableAtEverySize(page, 'objectives-new-game-every-field-refused');

    await form.locator('input[name="name"]').fill('Friday at the club');
    await form.locator('input[name="playerA"]').fill('Ann');
    await form.locator('input[name="playerB"]').fill('Bob');
    await form.getByRole('button', { name: 'Open the draws' }).click();
    await page.waitForURL(/#\/campaigns\/[^/]+\/objectives\/[^/]+$/);
    expect(await page.getByRole('heading', { name: 'Friday at the club' }).count()).toBe(1);
  });
});
