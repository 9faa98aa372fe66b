import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { seedEveryRecord } from '../src-main/testing/seed-every-record';
import { everyTableRow } from '../src-main/testing/table-rows';
import { launchChromium } from './support/chromium';
import { apiCaller } from './support/api';
import { startHost, tempDataDir } from './support/host';
import { snapshot } from './support/screenshots';
import { newWatchedPage } from './support/watched-page';

let browser: Browser;
const source = tempDataDir();
const fresh = tempDataDir();

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  source.remove();
  fresh.remove();
});

function rowsOf(dataDir: string): Record<string, unknown[][]> {
  const sqlite = new Database(join(dataDir, 'warchronicle.db'), { readonly: true });
  try {
    return everyTableRow(sqlite);
  } finally {
    sqlite.close();
  }
}

describe('the campaign file is a backup that restores', () => {
  it('exports a campaign holding every kind of record and imports it from the campaign list of an empty install, every table identical', async () => {
    const first = await startHost(source.dir);
    const seeded = await seedEveryRecord(apiCaller(first.url));
    // Chronicling a battle gives it its in-world date row; the restored install chronicles every
    // battle in the background after the import, so the source is chronicled first, as a group's would be.
    for (let tries = 0; (await apiCaller(first.url)('chronicle.search', { campaignId: seeded.campaignId, query: 'battle' })).pending > 0; tries++) {
      if (tries > 100) throw new Error('the source campaign never finished chronicling');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const exported = await apiCaller(first.url)('exchange.export', { campaignId: seeded.campaignId });
    await first.stop();
    const file = join(fresh.dir, exported.fileName);
    writeFileSync(file, exported.content);

    const second = await startHost(join(fresh.dir, 'data'));
    const page = await newWatchedPage(browser, { viewport: { width: 1400, height: 900 } });
    await page.goto(second.url);
    await page.getByRole('heading', { name: 'No campaigns yet' }).waitFor();
    await snapshot(page, 'campaign-file-01-empty-install');
    await page.locator('#campaign-file-input').setInputFiles(file);
    await page.getByRole('heading', { level: 1, name: 'The War of the Sundered Crown' }).waitFor();
    await snapshot(page, 'campaign-file-02-imported');
    expect(page.problems).toEqual([]);
    await page.close();
    await second.stop();

    const original = rowsOf(source.dir);
    const restored = rowsOf(join(fresh.dir, 'data'));
    expect(Object.keys(restored)).toEqual(Object.keys(original));
    for (const table of Object.keys(original)) expect(restored[table], table).toEqual(original[table]);
    for (const table of ['battle_events', 'ladder_events', 'objective_events', 'diary_entries', 'battle_chronicle_notes']) expect(original[table]!.length, table).toBeGreaterThan(0);
  });
});
