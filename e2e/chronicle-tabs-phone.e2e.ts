import { beforeAll, describe, expect, it } from 'vitest';
import { seedBridgeCampaign } from '../src-shared/chronicle/testing/seed-campaign';
import { apiCaller } from './support/api';
import { useBrowserHost } from './support/browser-host';
import { newWatchedPage, type WatchedPage } from './support/watched-page';

/**
 * The Chronicle's six tabs are wider than a phone; the strip scrolls. Opened on a later tab (a link,
 * Back), the strip showed Timeline, Standings and part of Service records, and not the tab the
 * player was on. The chosen tab is now scrolled into the strip.
 */
const env = useBrowserHost();
let page: WatchedPage;
let campaignId: string;

beforeAll(async () => {
  campaignId = (await seedBridgeCampaign(apiCaller(env.host.url))).campaignId;
  page = await newWatchedPage(env.browser, { viewport: { width: 390, height: 844 } });
});

describe('the Chronicle tabs on a phone', () => {
  for (const [key, label] of [['export', 'Export & exchange'], ['search', 'Search'], ['timeline', 'Timeline']] as const) {
    it(`show the chosen tab when the page opens on it (${label})`, async () => {
      await page.goto(`${env.host.url}#/campaigns/${campaignId}/chronicle?tab=${key}`);
      const chosen = page.getByRole('tab', { name: label, selected: true });
      await chosen.waitFor();
      await page.waitForTimeout(100);
      const strip = (await page.getByRole('tablist', { name: 'Chronicle' }).boundingBox())!;
      const box = (await chosen.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(strip.x - 1);
      expect(box.x + box.width).toBeLessThanOrEqual(strip.x + strip.width + 1);
    });
  }
  it('move from the keyboard: End to the last tab, Home to the first, the arrows on from there with wrap-around', async () => {
    await page.goto(`${env.host.url}#/campaigns/${campaignId}/chronicle?tab=timeline`);
    await page.getByRole('tab', { name: 'Timeline', selected: true }).focus();
    await page.keyboard.press('End');
    await page.getByRole('tab', { name: 'Export & exchange', selected: true }).waitFor();
    await page.keyboard.press('ArrowRight');
    await page.getByRole('tab', { name: 'Timeline', selected: true }).waitFor();
    await page.keyboard.press('ArrowLeft');
    await page.getByRole('tab', { name: 'Export & exchange', selected: true }).waitFor();
    expect(await page.locator('[role="tab"]:focus').textContent()).toContain('Export & exchange');
    await page.keyboard.press('Home');
    await page.getByRole('tab', { name: 'Timeline', selected: true }).waitFor();
  });
  it('raised no page errors', () => expect(page.problems).toEqual([]));
});
