import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { everyTableRow } from '../src-main/testing/table-rows';
import { apiCaller } from './support/api';
import { pickLadderPlayer } from './support/app-steps';
import { useBrowserHost } from './support/browser-host';
import { tempDataDir } from './support/host';
import { readableSnapshot } from './support/readable-screen';
import { SCREEN_SIZES } from './support/screenshots';
import { newWatchedPage, type WatchedPage } from './support/watched-page';

/**
 * One campaign, one story (issue 19): a wrong ladder result is voided (ranks restored, the log
 * keeps both), a back-dated challenge is entered, an ITS Supremacy game is played to Tournament
 * Points, and both the ladder games and the Infinity game are found in the timeline, search,
 * standings and players' records — and survive the campaign file into a fresh install.
 */
const env = useBrowserHost();
let page: WatchedPage;
const fresh = tempDataDir();
const TYPED = ['The Club Year', 'Alice', 'Ben', 'Cara', 'Club ladder', 'Club Hall', 'Night at the Quadrants'];
let campaignId: string;
let ladderId: string;

const DAY = 86_400_000;
/** A `datetime-local` value `days` ago at seven in the evening, local time. */
function daysAgo(days: number): string {
  const date = new Date(Date.now() - days * DAY);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T19:00`;
}

beforeAll(async () => {
  const call = apiCaller(env.host.url);
  campaignId = (await call('campaigns.create', { name: 'The Club Year' })).id;
  for (const [name, colour] of [['Alice', '#1f5f8b'], ['Ben', '#8e2a22'], ['Cara', '#2e7d32']] as const) await call('players.create', { campaignId, name, colour });
  ladderId = (await call('ladders.create', { campaignId, name: 'Club ladder', system: '1999', players: ['Alice', 'Ben', 'Cara'], rulings: {} })).ladder.id;
  page = await newWatchedPage(env.browser);
}, 120_000);
afterAll(async () => {
  fresh.remove();
});

const rankRow = (label: string) => page.getByRole('table', { name: 'Rank Table' }).getByRole('row').filter({ has: page.getByRole('rowheader', { name: label }) });

async function challenge(challenger: string, challenged: string, backDated?: { madeOn: string; playedOn: string }): Promise<void> {
  await page.getByRole('button', { name: 'Issue challenge' }).click();
  const dialog = page.getByRole('dialog', { name: 'Issue a challenge' });
  await pickLadderPlayer(dialog, 'challenger', challenger);
  await pickLadderPlayer(dialog, 'challenged', challenged);
  await dialog.getByRole('status', { name: 'Eligibility' }).filter({ hasText: 'Eligible' }).waitFor();
  await dialog.getByLabel('Place').fill('Club Hall');
  if (backDated) {
    await dialog.getByLabel('Entering a challenge made earlier').check();
    await dialog.getByLabel('Challenge made on').fill(backDated.madeOn);
    await dialog.getByLabel('Time of the game').fill(backDated.playedOn);
  }
  await dialog.getByRole('button', { name: 'Issue challenge' }).click();
  await dialog.waitFor({ state: 'detached' });
}

async function recordResult(challenger: string, challenged: string, winner: string, playedOn?: string): Promise<void> {
  await page.getByRole('table', { name: 'Open challenges' }).getByRole('row').filter({ hasText: `${challenger} challenges ${challenged}` }).getByRole('button', { name: 'Record result' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record the result' });
  await dialog.getByLabel(`${winner} won`).check();
  await dialog.getByRole('status', { name: 'What this result does' }).waitFor();
  if (playedOn) await dialog.getByLabel(/^Played on/).fill(playedOn);
  await dialog.getByRole('button', { name: 'Record result' }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('ladder games and an ITS game in one campaign history', () => {
  it('voids a wrong ladder result: ranks restored, the log shows the entry and the void', async () => {
    await page.goto(`${env.host.url}#/campaigns/${campaignId}/ladder/${ladderId}`);
    await page.getByRole('heading', { level: 1, name: 'Club ladder' }).waitFor();
    await challenge('Alice', 'Ben');
    await recordResult('Alice', 'Ben', 'Ben');
    expect(await rankRow('5th Rank').locator('.chip').allTextContents()).toEqual(['Ben']);

    await page.getByText(/^Ladder log/).click();
    await page.getByRole('button', { name: 'Undo last entry' }).click();
    const dialog = page.getByRole('dialog', { name: 'Void this entry?' });
    await dialog.getByRole('status', { name: 'What changes' }).filter({ hasText: 'Ben: 5th Rank → Unranked' }).waitFor();
    expect(await dialog.textContent()).toContain('Ben beat Alice.');
    for (const [size, viewport] of Object.entries(SCREEN_SIZES)) {
      await page.setViewportSize(viewport);
      await readableSnapshot(page, `campaign-history-01-void-${size}`, { typed: TYPED });
    }
    await page.setViewportSize(SCREEN_SIZES.desktop);
    await dialog.getByRole('button', { name: 'Void entry' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Say why the entry is void' }).waitFor();
    await dialog.getByLabel('Who is correcting it').fill('Cara');
    await dialog.getByLabel('Why').fill('Alice won, not Ben');
    await dialog.getByRole('button', { name: 'Void entry' }).click();
    await dialog.waitFor({ state: 'detached' });

    expect(await rankRow('5th Rank').locator('.chip').count()).toBe(0);
    expect((await rankRow('Unranked').locator('.chip').allTextContents()).sort()).toEqual(['Alice', 'Ben', 'Cara']);
    const log = page.locator('.log li');
    expect(await page.locator('.log li.void').textContent()).toContain('void: Alice won, not Ben (Cara,');
    expect(await log.last().textContent()).toContain('Cara voided entry');
    await readableSnapshot(page, 'campaign-history-02-log', { typed: TYPED });

    // The challenge is open again: the right result goes in.
    await recordResult('Alice', 'Ben', 'Alice');
    expect(await rankRow('5th Rank').locator('.chip').allTextContents()).toEqual(['Alice']);
  });

  it('enters a challenge made last week, and its game, with their own dates', async () => {
    await challenge('Cara', 'Alice', { madeOn: daysAgo(7), playedOn: daysAgo(5) });
    await recordResult('Cara', 'Alice', 'Cara', daysAgo(5));
    const view = await apiCaller(env.host.url)('ladders.get', { id: ladderId });
    const game = view.games.at(-1)!;
    expect(Date.now() - Date.parse(game.at)).toBeGreaterThan(4 * DAY);
    expect(view.challenges.at(-1)!.issuedAt < view.challenges.at(-1)!.scheduledAt).toBe(true);
    await readableSnapshot(page, 'campaign-history-03-back-dated', { typed: TYPED });
  });

  it('plays an ITS Supremacy game to Tournament Points, asking the Face to Face result of a doubly-hacked Console', async () => {
    await page.goto(`${env.host.url}#/campaigns/${campaignId}/battles/new`);
    await page.getByRole('radio', { name: /Infinity N3 \(ITS\)/ }).check();
    await page.getByLabel('Battle name').fill('Night at the Quadrants');
    await page.getByRole('region', { name: 'First side' }).locator('select').selectOption({ label: 'Alice' });
    await page.getByRole('region', { name: 'Second side' }).locator('select').selectOption({ label: 'Ben' });
    await page.locator('select[name=scenario]').selectOption({ label: 'Supremacy' });
    await page.getByRole('button', { name: 'Set up the battle' }).click();
    await page.getByRole('heading', { level: 1, name: 'Night at the Quadrants' }).waitFor();

    const report = page.getByRole('form', { name: 'End-of-game report' });
    for (const [round, a, b] of [[1, 2, 1], [2, 3, 1], [3, 1, 1]] as const) {
      await report.getByLabel(`Quadrants of Alice in Game Round ${round}`).fill(String(a));
      await report.getByLabel(`Quadrants of Ben in Game Round ${round}`).fill(String(b));
    }
    await report.getByLabel('Console 1 hacked by Alice').check();
    await report.getByLabel('Console 2 hacked by Ben').check();
    await report.getByLabel('Console 3 hacked by Alice').check();
    await report.getByLabel('Console 3 hacked by Ben').check();
    await report.getByLabel('Classified Objectives achieved by Alice').fill('1');
    await report.getByLabel('Classified Objectives achieved by Ben').fill('1');
    await report.getByLabel('Army Points surviving for Alice').fill('180');
    await report.getByLabel('Army Points surviving for Ben').fill('95');
    // Hacked by both: no silent "Neither" — the report waits for the Face to Face result.
    await report.getByRole('alert').filter({ hasText: 'Give the Face to Face result for Console 3 before scoring.' }).waitFor();
    expect(await report.getByRole('button', { name: 'Score the game' }).isDisabled()).toBe(true);
    for (const [size, viewport] of Object.entries(SCREEN_SIZES)) {
      await page.setViewportSize(viewport);
      await readableSnapshot(page, `campaign-history-04-its-report-${size}`, { typed: TYPED });
    }
    await page.setViewportSize(SCREEN_SIZES.desktop);
    await report.getByRole('group', { name: /Console 3 was hacked by both/ }).getByLabel('Alice').check();
    await report.getByRole('button', { name: 'Score the game' }).click();
    const result = page.getByRole('status').filter({ hasText: 'Tournament Points' });
    expect(await result.first().textContent()).toBe('Alice won Supremacy against Ben, 8–3 on Objective Points: 4 Tournament Points to 0.');
    const table = page.getByRole('table', { name: 'Tournament result' });
    expect(await table.getByRole('row').filter({ hasText: 'Tournament Points' }).textContent()).toMatch(/Tournament Points\s*4\s*0/);
    await page.emulateMedia({ colorScheme: 'dark' });
    await readableSnapshot(page, 'campaign-history-05-its-result-dark', { typed: TYPED });
    await page.emulateMedia({ colorScheme: 'light' });
  });

  it('finds the ladder games and the ITS game in the timeline, search, standings and players’ records', async () => {
    await page.goto(`${env.host.url}#/campaigns/${campaignId}/chronicle`);
    await page.getByRole('heading', { level: 1, name: 'The Chronicle' }).waitFor();
    const timeline = page.getByRole('region', { name: 'Timeline' });
    await timeline.getByRole('link', { name: /Night at the Quadrants/ }).waitFor();
    const ladderGames = timeline.getByRole('link', { name: /Club ladder/ });
    expect(await ladderGames.count()).toBe(2);
    expect(await ladderGames.filter({ hasText: 'Alice beat Ben at Club Hall and rose to the 5th Rank, their first meeting.' }).count()).toBe(1);
    expect(await timeline.textContent()).not.toContain('Ben beat Alice');
    for (const [size, viewport] of Object.entries(SCREEN_SIZES)) {
      await page.setViewportSize(viewport);
      await readableSnapshot(page, `campaign-history-06-timeline-${size}`, { typed: TYPED });
    }
    await page.setViewportSize(SCREEN_SIZES.desktop);

    await page.getByRole('tab', { name: 'Search' }).click();
    await page.getByRole('searchbox').fill('Club Hall');
    await page.getByRole('searchbox').press('Enter');
    const hits = page.getByRole('region', { name: 'Chronicle search' }).getByRole('link');
    await hits.filter({ hasText: 'Ladder game' }).first().waitFor();
    expect(await hits.filter({ hasText: 'Ladder game' }).count()).toBe(2);
    await page.getByRole('searchbox').fill('Tournament Points');
    await page.getByRole('searchbox').press('Enter');
    await hits.filter({ hasText: 'Night at the Quadrants' }).first().waitFor();
    await readableSnapshot(page, 'campaign-history-07-search', { typed: TYPED });

    await page.getByRole('tab', { name: 'Standings & charts' }).click();
    const records = page.getByRole('list', { name: 'Players’ records' });
    const alice = records.getByRole('listitem').filter({ hasText: 'Alice' });
    await alice.waitFor();
    expect(await alice.textContent()).toContain('Title Tournament ladder — 2 played: 1 won, 0 drawn, 1 lost');
    expect(await alice.textContent()).toContain('Infinity N3 (ITS) — 1 played: 1 won, 0 drawn, 0 lost');
    // Standings come one section per system: the ladder's games have their own, opened here.
    await page.locator('details.standings-system > summary', { hasText: 'Title Tournament ladder' }).click();
    const byPlayer = page.locator('table.standings-table').filter({ has: page.locator('caption', { hasText: 'By player — Title Tournament ladder' }) });
    expect(await byPlayer.getByRole('row').filter({ hasText: 'Cara' }).count()).toBe(1);
    await readableSnapshot(page, 'campaign-history-08-standings', { typed: TYPED });
    expect(page.problems).toEqual([]);
  });

  it('exports the campaign file and imports it into a fresh install identically', async () => {
    const call = apiCaller(env.host.url);
    const exported = await call('exchange.export', { campaignId });
    expect(exported.content).toContain('entry-voided');
    const reads = async (on: ReturnType<typeof apiCaller>) => ({
      ladder: await on('ladders.get', { id: ladderId }),
      timeline: await on('chronicle.timeline', { campaignId, offset: 0, limit: 100 }),
      overview: await on('campaigns.overview', { id: campaignId }),
      markdown: (await on('chronicle.export', { campaignId, format: 'markdown' })).content,
      csv: (await on('chronicle.export', { campaignId, format: 'csv' })).content,
    });
    const before = await reads(call);
    expect(before.csv).toContain('Club ladder,Title Tournament ladder,');
    expect(before.csv).toContain('Night at the Quadrants,Infinity N3 (ITS),');
    expect(before.markdown).toContain('Alice won Supremacy against Ben, 8–3 on Objective Points: 4 Tournament Points to 0.');
    await env.host.stop();

    const file = join(fresh.dir, exported.fileName);
    writeFileSync(file, exported.content);
    const second = await env.restartHost({ dataDir: join(fresh.dir, 'data') });
    const importer = await newWatchedPage(env.browser, { viewport: SCREEN_SIZES.desktop });
    await importer.goto(second.url);
    await importer.getByRole('heading', { name: 'No campaigns yet' }).waitFor();
    await importer.locator('#campaign-file-input').setInputFiles(file);
    await importer.getByRole('heading', { level: 1, name: 'The Club Year' }).waitFor();
    expect(importer.problems).toEqual([]);
    await importer.close();

    const after = await reads(apiCaller(second.url));
    expect({ ...after, markdown: undefined }).toEqual({ ...before, markdown: undefined });
    // The Markdown names the export date only in its header, if at all: the story itself is the same.
    expect(after.markdown).toBe(before.markdown);
    const rows = (dir: string) => {
      const sqlite = new Database(join(dir, 'warchronicle.db'), { readonly: true });
      try {
        return everyTableRow(sqlite);
      } finally {
        sqlite.close();
      }
    };
    await second.stop();
    const original = rows(env.dataDir);
    const restored = rows(join(fresh.dir, 'data'));
    for (const table of ['ladder_events', 'battle_events', 'battles', 'ladders', 'players']) expect(restored[table], table).toEqual(original[table]);
  });
});
