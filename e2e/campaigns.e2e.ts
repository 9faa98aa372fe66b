import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowserHost } from './support/browser-host';
import { readableSnapshot as snapshot } from './support/readable-screen';
import { newWatchedPage, type WatchedPage } from './support/watched-page';

const env = useBrowserHost();

async function openApp(): Promise<WatchedPage> {
  const page = await newWatchedPage(env.browser, { viewport: { width: 1280, height: 800 } });
  await page.goto(env.host.url);
  return page;
}

const campaignNames = (page: Page) => page.locator('.card-title').allTextContents();

describe('campaigns in the browser host, as a new user would', () => {
  it('creates a campaign that survives a host restart, and refuses bad names without changing anything', async () => {
    let page = await openApp();

    await page.getByRole('heading', { name: 'No campaigns yet' }).waitFor();
    await snapshot(page, '01-campaigns-empty');

    await page.getByRole('button', { name: 'Start your first campaign' }).click();
    const dialog = page.getByRole('dialog', { name: 'New campaign' });
    await dialog.getByLabel('Name').fill('The War of the Sundered Crown');
    await dialog.getByLabel('Setting').fill('The shared realm');
    await dialog.getByLabel('Description').fill('Dwarves of the Iron Hold against the Orc hordes.');
    await snapshot(page, '02-campaign-create-dialog');
    await dialog.getByLabel('Name').press('Enter');

    await page.getByRole('heading', { level: 1, name: 'The War of the Sundered Crown' }).waitFor();
    await snapshot(page, '03-campaign-detail');

    // Invalid input: an empty name, then one of 201 characters. The error shows; nothing is written.
    await page.getByRole('navigation').getByRole('link', { name: 'Campaigns' }).click();
    await page.getByRole('button', { name: 'New campaign' }).click();
    const again = page.getByRole('dialog', { name: 'New campaign' });
    await again.getByRole('button', { name: 'Create campaign' }).click();
    await again.getByRole('alert').filter({ hasText: 'Campaign name is required' }).waitFor();
    await again.getByLabel('Name').fill('x'.repeat(201));
    await again.getByRole('button', { name: 'Create campaign' }).click();
    await again.getByRole('alert').filter({ hasText: 'Campaign name must be 200 characters or fewer' }).waitFor();
    await snapshot(page, '04-campaign-invalid-name');
    // On a phone the dialog is a sheet across the whole screen, not a box pushed against the left edge.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => again.boundingBox().then((box) => box && [Math.round(box.x), Math.round(box.x + box.width)])).toEqual([0, 390]);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.keyboard.press('Escape');
    await again.waitFor({ state: 'detached' });
    expect(await campaignNames(page)).toEqual(['The War of the Sundered Crown']);
    expect(page.problems).toEqual([]);
    await page.close();

    await env.restartHost();
    page = await openApp();
    await page.locator('.card-title').first().waitFor();
    expect(await campaignNames(page)).toEqual(['The War of the Sundered Crown']);
    await snapshot(page, '05-campaigns-after-restart');
    await page.close();
  });

  it('renames and deletes a campaign with confirmation', async () => {
    const page = await openApp();
    await page.getByRole('link', { name: /The War of the Sundered Crown/ }).click();
    await page.getByRole('button', { name: 'Rename or edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Rename or edit campaign' });
    await edit.getByLabel('Name').fill('The Broken Crown');
    await edit.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { level: 1, name: 'The Broken Crown' }).waitFor();

    await page.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this campaign?' });
    await snapshot(page, '06-campaign-delete-confirm');
    await confirm.getByRole('button', { name: 'Keep it' }).click();
    await page.getByRole('heading', { level: 1, name: 'The Broken Crown' }).waitFor();

    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete this campaign?' }).getByRole('button', { name: 'Delete campaign' }).click();
    await page.getByRole('heading', { name: 'No campaigns yet' }).waitFor();
    await page.close();
  });

  it('serves the API listing and refuses API calls without the token in LAN mode', async () => {
    const host = await env.restartHost({ args: ['--lan'] });
    const listing = (await (await fetch(`${host.url}api`)).json()) as { error: { code: string } };
    expect(listing.error.code).toBe('unauthorized');
    const token = /Access token \(needed for every API request\): (\S+)/.exec(host.output())![1];
    const authorised = await fetch(`${host.url}api/campaigns.list`, { method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', Origin: new URL(host.url).origin }, body: '{}' });
    expect(authorised.status).toBe(200);

    const local = await env.restartHost();
    const api = (await (await fetch(`${local.url}api`)).json()) as { calls: { name: string; input: { type: string } }[] };
    expect(api.calls.map((call) => call.name)).toContain('campaigns.create');
    expect(api.calls.find((call) => call.name === 'campaigns.create')?.input.type).toBe('object');
  });
});
