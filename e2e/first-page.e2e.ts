import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { useBrowserHost } from './support/browser-host';
import { newWatchedPage } from './support/watched-page';

/**
 * The browser host sends the campaigns page already drawn (src-main/host/first-page.ts), so a
 * group sees its campaigns before the app's script has loaded; the app then mounts over it. Each
 * check below holds the app's script back (or switches scripts off) to look at the page as sent.
 */

const env = useBrowserHost();
let campaignId = '';

beforeAll(async () => {
  campaignId = (await env.api<{ id: string }>('campaigns.create', { name: 'The Autumn War', setting: 'The Marches', description: '' })).id;
  await env.api('campaigns.create', { name: 'Shield Wall', setting: '', description: '' });
});

/** A page whose app script never arrives: what the player sees while it is on its way. */
async function withoutTheAppScript(options: BrowserContextOptions = {}): Promise<Page> {
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
  await context.route(/\/assets\/index-[^/]+\.js$/, (route) => route.abort());
  return context.newPage();
}

describe('the campaigns page as the browser host sends it', () => {
  it('lists every campaign with scripts switched off, its cards linking where the app would open them', async () => {
    const context = await env.browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(env.host.url);
    await expect(page.getByRole('heading', { level: 1, name: 'Campaigns' }).isVisible()).resolves.toBe(true);
    expect(await page.locator('.card-title').allTextContents()).toEqual(['Shield Wall', 'The Autumn War']);
    expect(await page.getByRole('link', { name: /The Autumn War/ }).getAttribute('href')).toBe(`#/campaigns/${campaignId}`);
    await context.close();
  });

  it('is drawn in the theme chosen on this computer before the app starts', async () => {
    const page = await withoutTheAppScript({ colorScheme: 'light' });
    await page.addInitScript("localStorage.setItem('warchronicle.theme', 'dark')");
    await page.goto(env.host.url);
    await page.locator('.card-list li').first().waitFor();
    expect(await page.evaluate('document.documentElement.dataset.theme')).toBe('dark');
    await page.context().close();
  });

  it('stays hidden when the address asks for another page, so the list never flashes up before it', async () => {
    const page = await withoutTheAppScript();
    await page.goto(`${env.host.url}#/campaigns/${campaignId}/battles`);
    await page.locator('.card-list').waitFor({ state: 'attached' });
    expect(await page.locator('.card-list').isVisible()).toBe(false);
    await page.goto(`${env.host.url}#/campaigns`);
    await page.reload();
    expect(await page.locator('.card-list').isVisible()).toBe(true);
    await page.context().close();
  });

  it('gives way to the app, which opens the battles page asked for and the campaign a card is clicked on', async () => {
    const page = await newWatchedPage(env.browser, { viewport: { width: 1280, height: 800 } });
    await page.goto(`${env.host.url}#/campaigns/${campaignId}/battles`);
    await page.getByRole('heading', { level: 1, name: 'Battles' }).waitFor();
    expect(await page.locator('.card-list[aria-label="Campaigns"]').count()).toBe(0);

    await page.goto(env.host.url);
    // Clicked as soon as it shows: the pre-rendered card takes no clicks, so this lands on the app's own.
    await page.getByRole('link', { name: /The Autumn War/ }).click();
    await page.getByRole('heading', { level: 1, name: 'The Autumn War' }).waitFor();
    expect(page.url()).toBe(`${env.host.url}#/campaigns/${campaignId}`);
    expect(page.problems).toEqual([]);
    await page.close();
  });
});
