import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seedBridgeCampaign } from '../src-shared/chronicle/testing/seed-campaign';
import { apiCaller } from './support/api';
import { useBrowserHost } from './support/browser-host';
import { readableSnapshot } from './support/readable-screen';
import { snapshot } from './support/screenshots';

const env = useBrowserHost();

// Script, image and link payloads typed where players type: they must stay text everywhere.
const IMG = '<img src=x onerror="window.__pwned=\'img\'">';
const SCRIPT = '<script>window.__pwned="script"</script>';
const LINK = '[a friendly link](javascript:window.__pwned=%22link%22)';
const REMOTE = '![map](http://198.51.100.7/map.png)';
/** Typed on purpose: the screens show them as text, and they are no token of the app's. */
const TYPED = [IMG, SCRIPT, LINK, REMOTE];

interface Watched {
  readonly page: Page;
  readonly dialogs: string[];
  readonly offsite: string[];
  readonly problems: string[];
}

async function openApp(path: string): Promise<Watched> {
  const page = await env.browser.newPage({ viewport: { width: 1280, height: 860 }, acceptDownloads: true });
  const watched: Watched = { page, dialogs: [], offsite: [], problems: [] };
  page.on('dialog', (dialog) => {
    watched.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('request', (request) => {
    // The page's own navigations (the app, the exported file) are ours; anything else off the host is a leak.
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) return;
    if (!request.url().startsWith(env.host.url) && !request.url().startsWith('blob:') && !request.url().startsWith('data:')) watched.offsite.push(request.url());
  });
  page.on('pageerror', (error) => watched.problems.push(error.message));
  await page.goto(`${env.host.url}#${path}`);
  return watched;
}

async function inert(watched: Watched): Promise<void> {
  expect(watched.dialogs).toEqual([]);
  expect(watched.offsite).toEqual([]);
  expect(await watched.page.evaluate(() => (globalThis as unknown as { __pwned?: string }).__pwned)).toBeUndefined();
  expect(await watched.page.locator('.markdown script, .markdown img, a[href^="javascript:"]').count()).toBe(0);
}

describe('the chronicle in the browser host, as a player would use it', () => {
  it('reads a played battle as history, takes the players’ own words, finds them, and exports a safe web page', async () => {
    const call = apiCaller(env.host.url);
    const seeded = await seedBridgeCampaign(call, `The War of the Sundered Crown ${IMG}`);
    await call('players.update', { id: seeded.players[0]!.id, name: `Ann ${SCRIPT}` }).catch(() => undefined);

    const app = await openApp(`/campaigns/${seeded.campaignId}/chronicle`);
    const { page } = app;
    await page.getByRole('heading', { level: 1, name: 'The Chronicle' }).waitFor();
    await page.getByRole('link', { name: /The Battle of the Sundered Bridge/ }).waitFor();
    await readableSnapshot(page, 'chronicle-01-timeline', { typed: TYPED });

    // The battle's chronicle: the generated account with real names, the clock, the toll and the result.
    await page.getByRole('link', { name: /The Battle of the Sundered Bridge/ }).click();
    await page.getByRole('heading', { level: 1, name: 'The Battle of the Sundered Bridge' }).waitFor();
    // Read as history: a heading per hour of battle time, paragraphs of prose, no per-turn ledger.
    const prose = page.getByRole('article', { name: 'The account of the battle' });
    await prose.getByRole('heading', { name: 'The first hour, 10:00 to 11:00' }).waitFor();
    expect(await prose.getByRole('heading').allInnerTexts()).toEqual(['Before the battle', 'The first hour, 10:00 to 11:00', 'The reckoning']);
    expect(await prose.locator('p.account-paragraph').count()).toBeGreaterThanOrEqual(4);
    const text = (await prose.innerText()).replace(/\s+/g, ' ');
    expect(text).toContain('At 10:00, ');
    expect(text).toContain('The 1st Brigade of the Iron Hold (Dwarven warriors)');
    expect(text).not.toContain('Turn 1, 10:00 —');
    expect(text).toMatch(/the Elves of the Greenwood[^.]{0,40}Tactical Victory[^.]{0,6}4 VP to 3\./i);
    expect(text).toMatch(/175 soldiers/);
    expect(text).toContain('the General of the 1st Division of the Iron Hold was slain');
    await readableSnapshot(page, 'chronicle-02a-battle-prose', { typed: TYPED });
    await page.setViewportSize({ width: 390, height: 844 });
    await readableSnapshot(page, 'chronicle-02b-battle-prose-phone', { typed: TYPED });
    await page.setViewportSize({ width: 1280, height: 860 });

    // Line by line, players add their own account after the charge, with payloads in it; they stay text.
    await page.getByLabel('Edit line by line').check();
    const account = page.getByRole('list', { name: 'The account of the battle, line by line' });
    await expect.poll(() => account.locator('.account-line').count()).toBeGreaterThan(8);
    const chargeLine = account.locator('.account-line').filter({ hasText: 'Dwarven warriors)' });
    await chargeLine.getByRole('button', { name: /Add your account after/ }).click();
    await page.getByRole('textbox', { name: /^Your account/ }).fill(`Ann swears the **dice** were cursed at the ford.\n\n${IMG}\n${SCRIPT}\n${LINK}\n${REMOTE}`);
    await page.getByRole('button', { name: 'Save' }).click();
    const note = page.locator('.note').first();
    await note.getByText('Ann swears the').waitFor();
    expect(await note.locator('strong').innerText()).toBe('dice');
    expect(await note.innerText()).toContain('<img src=x onerror=');

    // Hiding a generated line: it disappears (and comes back with "show hidden").
    const volley = account.locator('.account-line').filter({ hasText: '(Elven crossbowmen)' });
    await volley.getByRole('button', { name: 'Hide' }).click();
    await expect.poll(() => account.locator('.account-line').filter({ hasText: '(Elven crossbowmen)' }).count()).toBe(0);
    await readableSnapshot(page, 'chronicle-02-battle-account', { typed: TYPED });
    // Back to reading: the players' words sit between the paragraphs; the hidden line is gone.
    await page.getByLabel('Edit line by line').uncheck();
    await prose.locator('.note').getByText('Ann swears the').waitFor();
    expect(await prose.innerText()).not.toContain('(Elven crossbowmen)');
    await readableSnapshot(page, 'chronicle-02c-battle-prose-with-note', { typed: TYPED });
    await inert(app);

    // A diary entry with a title and body full of payloads.
    await page.getByRole('link', { name: '← The Chronicle' }).click();
    await page.getByRole('button', { name: 'New diary entry' }).click();
    const dialog = page.getByRole('dialog', { name: 'New diary entry' });
    await dialog.getByRole('button', { name: 'Add to the chronicle' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Title is required' }).waitFor();
    await dialog.getByLabel('Title').fill(`The oath at Kharak ${SCRIPT}`);
    await dialog.getByLabel('In-world date').fill('6th of Frostmoon, 1204');
    await dialog.getByLabel('Campaign day').fill('2');
    await dialog.getByLabel(/^Entry/).fill(`Thorin swore *vengeance* on the Greenwood.\n\n${IMG}\n${LINK}`);
    await dialog.getByLabel('Places').fill('Kharak Gate');
    await dialog.getByText('The Battle of the Sundered Bridge').click();
    await readableSnapshot(page, 'chronicle-03-diary-form', { typed: TYPED });
    await dialog.getByRole('button', { name: 'Add to the chronicle' }).click();
    await page.getByRole('heading', { level: 1, name: `The oath at Kharak ${SCRIPT}` }).waitFor();
    expect(await page.locator('.entry-body em').innerText()).toBe('vengeance');
    await readableSnapshot(page, 'chronicle-04-diary-entry', { typed: TYPED });
    await inert(app);

    // The timeline previews the entry as words, not Markdown marks.
    await page.getByRole('link', { name: '← The Chronicle' }).click();
    const preview = page.getByRole('link', { name: /The oath at Kharak/ });
    await preview.waitFor();
    expect(await preview.innerText()).toContain('Thorin swore vengeance on the Greenwood.');
    expect(await preview.innerText()).not.toContain('*');

    // Search finds the entry and the players' note, with the matches marked.
    await page.getByRole('tab', { name: 'Search' }).click();
    await page.getByLabel('Search the chronicle').fill('vengeance');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const results = page.getByRole('list', { name: 'Search results' });
    await results.getByText('The oath at Kharak').waitFor();
    expect(await results.locator('mark').first().innerText()).toBe('vengeance');
    await page.getByLabel('Search the chronicle').fill('cursed ford');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await results.getByText('Players’ account').waitFor();
    await readableSnapshot(page, 'chronicle-05-search', { typed: TYPED });

    await page.getByRole('tab', { name: 'Standings & charts' }).click();
    await page.getByRole('table').filter({ hasText: 'By player' }).waitFor();
    expect(await page.getByRole('table').filter({ hasText: 'By player' }).innerText()).toContain('Bo');
    await page.locator('canvas').first().waitFor();
    await readableSnapshot(page, 'chronicle-06-standings', { typed: TYPED });
    await page.getByRole('tab', { name: 'Service records' }).click();
    await page.getByRole('heading', { name: 'Brigades' }).waitFor();
    await readableSnapshot(page, 'chronicle-07-records', { typed: TYPED });

    // Export the chronicle as a standalone web page and open it in Chromium.
    await page.getByRole('tab', { name: 'Export & exchange' }).click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Web page (.html)' }).click()]);
    const htmlPath = join(env.dataDir, download.suggestedFilename());
    await download.saveAs(htmlPath);
    const html = readFileSync(htmlPath, 'utf8');
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain("default-src 'none'");
    const exported = await openApp('/');
    await exported.page.goto(`file://${htmlPath}`);
    const body = await exported.page.locator('body').innerText();
    expect(body).toContain('The Battle of the Sundered Bridge');
    expect(body).toContain('Thorin swore vengeance on the Greenwood.');
    expect(body).toContain('Ann swears the dice were cursed at the ford.');
    expect(body).toContain('<img src=x onerror=');
    expect(await exported.page.locator('img, script, a[href^="javascript:"]').count()).toBe(0);
    await snapshot(exported.page, 'chronicle-08-exported-html');
    await inert(exported);
    await exported.page.close();

    // The print view (browser "Save as PDF").
    await page.getByRole('button', { name: 'Print or save as PDF' }).click();
    await page.locator('.book-page h1').waitFor();
    await readableSnapshot(page, 'chronicle-09-print-view', { typed: TYPED });
    await page.emulateMedia({ media: 'print' });
    await readableSnapshot(page, 'chronicle-10-print-media', { typed: TYPED });
    await page.emulateMedia({ media: 'screen' });
    await inert(app);
    expect(app.problems).toEqual([]);
    await page.close();
  });

  it('exports the campaign file and imports it back as a copy after asking', async () => {
    const call = apiCaller(env.host.url);
    const campaigns = await call('campaigns.list', {});
    const campaign = campaigns[0]!;
    const app = await openApp(`/campaigns/${campaign.id}/chronicle?tab=export`);
    const { page } = app;
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export campaign file' }).click()]);
    const filePath = join(env.dataDir, download.suggestedFilename());
    await download.saveAs(filePath);
    expect(download.suggestedFilename()).toMatch(/\.warchronicle\.json$/);

    // A truncated copy is refused with a message, and nothing is imported.
    const truncated = join(env.dataDir, 'truncated.json');
    const full = readFileSync(filePath, 'utf8');
    (await import('node:fs')).writeFileSync(truncated, full.slice(0, Math.floor(full.length / 2)));
    await page.locator('#campaign-file-input').setInputFiles(truncated);
    await page.getByRole('alert').filter({ hasText: 'looks truncated' }).waitFor();
    expect((await call('campaigns.list', {})).length).toBe(1);

    await page.locator('#campaign-file-input').setInputFiles(filePath);
    const ask = page.getByRole('dialog', { name: 'This campaign is already here' });
    await ask.waitFor();
    await readableSnapshot(page, 'chronicle-11-import-ask', { typed: TYPED });
    await ask.getByRole('button', { name: 'Keep both' }).click();
    await page.getByRole('status').filter({ hasText: 'Imported' }).waitFor();
    await readableSnapshot(page, 'chronicle-12-imported', { typed: TYPED });
    const after = await call('campaigns.list', {});
    expect(after.map((c) => c.name).sort()).toEqual([campaign.name, `${campaign.name} (copy)`].sort());
    await page.getByRole('link', { name: 'Open it' }).click();
    await page.getByRole('heading', { level: 1, name: `${campaign.name} (copy)` }).waitFor();
    await inert(app);
    await page.close();
  });
});
