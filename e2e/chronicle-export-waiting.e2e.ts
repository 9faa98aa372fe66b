import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Download } from 'playwright-core';
import { largeCampaignFile } from '../bench/browser/campaign-file';
import { openTempStore } from '../src-main/testing/temp-store';
import { launchChromium } from './support/chromium';
import { startHost, tempDataDir, type RunningHost } from './support/host';
import { readableSnapshot } from './support/readable-screen';
import { newWatchedPage } from './support/watched-page';

/** Large enough that, on a loaded machine, its battles' accounts are still being written when the player clicks Export straight after the import. */
const BATTLES = 600;
const EVENTS = 150;

let browser: Browser;
let host: RunningHost;
const data = tempDataDir();
let file: string;

beforeAll(async () => {
  const temp = openTempStore();
  try {
    const made = await largeCampaignFile(temp.ctx, BATTLES, EVENTS);
    file = join(data.dir, 'thousand-battles.warchronicle.json');
    writeFileSync(file, made.text);
  } finally {
    temp.dispose();
  }
  browser = await launchChromium();
  host = await startHost(join(data.dir, 'data'));
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await host?.stop();
  data.remove();
});

describe('exporting the chronicle straight after importing a large campaign', () => {
  it('shows how far the accounts are written, can be cancelled, and hands over the file once they are — never an error', async () => {
    const page = await newWatchedPage(browser, { viewport: { width: 1280, height: 800 }, acceptDownloads: true });
    await page.goto(host.url);
    await page.getByRole('heading', { name: 'No campaigns yet' }).waitFor();
    await page.locator('#campaign-file-input').setInputFiles(file);
    await page.getByRole('heading', { level: 1, name: 'The Thousand Battles' }).waitFor({ timeout: 120_000 });
    const campaignId = /#\/campaigns\/([^/?]+)/.exec(page.url())![1]!;
    await page.goto(`${host.url}#/campaigns/${campaignId}/chronicle?tab=export`);

    // How far the background has got by the time the player clicks depends on the machine: on an
    // idle one the accounts may all be written already. Either way there is never an error, and the
    // file comes from the click; where the accounts are still being written, the wait is shown and
    // can be cancelled.
    const markdownButton = page.getByRole('button', { name: 'Markdown (.md)' });
    const writing = page.getByRole('status').filter({ hasText: 'Writing the chronicle:' });
    const clickExport = async () => {
      const downloaded = page.waitForEvent('download', { timeout: 180_000 });
      await markdownButton.click();
      const first = await Promise.race([writing.waitFor({ timeout: 180_000 }).then(() => 'waiting' as const), downloaded.then(() => 'file' as const)]);
      return { first, downloaded };
    };
    const checkFile = async (download: Download) => {
      const saved = join(data.dir, download.suggestedFilename());
      await download.saveAs(saved);
      const markdown = readFileSync(saved, 'utf8');
      expect(markdown).toContain('The Battle of the bridge 0');
      expect(markdown).toContain(`The Battle of the forest ${BATTLES - 1}`);
    };

    const once = await clickExport();
    if (once.first === 'waiting') {
      // Cancelled, the wait stops without an error and nothing is saved.
      await writing.getByRole('button', { name: 'Cancel' }).click();
      await writing.waitFor({ state: 'detached' });
      expect(await page.getByRole('alert').count()).toBe(0);
      expect(await markdownButton.isEnabled()).toBe(true);
      once.downloaded.catch(() => undefined);

      // Asked again: progress while the accounts are written, then the file, from the same click.
      const again = await clickExport();
      if (again.first === 'waiting') {
        expect(await writing.innerText()).toMatch(/Writing the chronicle: [\d,]+ of 60\d battles/);
        expect(await page.getByRole('alert').count()).toBe(0);
        await readableSnapshot(page, 'export-waiting-01-desktop');
        await page.setViewportSize({ width: 390, height: 844 });
        await readableSnapshot(page, 'export-waiting-02-phone');
        await page.emulateMedia({ colorScheme: 'dark' });
        await readableSnapshot(page, 'export-waiting-03-phone-dark');
        await page.emulateMedia({ colorScheme: 'light' });
        await page.setViewportSize({ width: 1280, height: 800 });
      }
      await checkFile(await again.downloaded);
    } else {
      await checkFile(await once.downloaded);
    }
    await writing.waitFor({ state: 'detached' });
    expect(await page.getByRole('alert').count()).toBe(0);

    // The campaign book binds from the same export: imported again (a copy) and opened at once, it says how far the accounts are, then binds.
    await page.locator('#campaign-file-input').setInputFiles(file);
    const ask = page.getByRole('dialog', { name: 'This campaign is already here' });
    await ask.waitFor({ timeout: 120_000 });
    await ask.getByRole('button', { name: 'Keep both' }).click();
    await page.getByRole('link', { name: 'Open it' }).click({ timeout: 120_000 });
    await page.getByRole('heading', { level: 1, name: 'The Thousand Battles (copy)' }).waitFor();
    const copyId = /#\/campaigns\/([^/?]+)/.exec(page.url())![1]!;
    expect(copyId).not.toBe(campaignId);
    await page.goto(`${host.url}#/campaigns/${copyId}/chronicle/book`);
    const bookWaiting = page.getByRole('status').filter({ hasText: 'Writing the chronicle of the battles' });
    const bound = page.locator('.book-page h1').first();
    const first = await Promise.race([bookWaiting.waitFor({ timeout: 180_000 }).then(() => 'waiting' as const), bound.waitFor({ timeout: 180_000 }).then(() => 'bound' as const)]);
    if (first === 'waiting') {
      expect(await bookWaiting.innerText()).toMatch(/of 60\d/);
      await readableSnapshot(page, 'export-waiting-04-book-desktop');
    }
    await bound.waitFor({ timeout: 180_000 });
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await page.locator('body').innerText()).toContain(`The Battle of the forest ${BATTLES - 1}`);
    expect(page.problems).toEqual([]);
    // The built host wrote the accounts on its indexer threads, not between requests.
    expect(host.output()).not.toContain('chronicle indexer threads unavailable');
    await page.close();
  }, 400_000);
});
