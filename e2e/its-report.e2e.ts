import { beforeAll, describe, expect, it } from 'vitest';
import { apiCaller } from './support/api';
import { useBrowserHost } from './support/browser-host';
import { readableAtEverySize } from './support/readable-screen';
import { SCREEN_SIZES } from './support/screenshots';
import { newWatchedPage, type WatchedPage } from './support/watched-page';

/**
 * The ITS end-of-game report (Infinity N3, seed 003): a game ended by Retreat! asks whose Active
 * Turn ended it (L734/L918) and a completed round scores; Annihilation takes each trooper never
 * deployed, who counts as killed by the adversary (L432).
 */
const env = useBrowserHost();
let page: WatchedPage;
const TYPED = ['ITS night', 'Alice', 'Ben', 'Retreat at the Armory', 'Cold Annihilation', 'Hidden sniper'];
let campaignId: string;

beforeAll(async () => {
  const call = apiCaller(env.host.url);
  campaignId = (await call('campaigns.create', { name: 'ITS night' })).id;
  for (const [name, colour] of [['Alice', '#1f5f8b'], ['Ben', '#8e2a22']] as const) await call('players.create', { campaignId, name, colour });
  page = await newWatchedPage(env.browser);
}, 120_000);

async function newItsGame(name: string, scenario: string): Promise<ReturnType<WatchedPage['getByRole']>> {
  await page.setViewportSize(SCREEN_SIZES.desktop);
  await page.goto(`${env.host.url}#/campaigns/${campaignId}/battles/new`);
  await page.getByRole('radio', { name: /Infinity N3 \(ITS\)/ }).check();
  await page.getByLabel('Battle name').fill(name);
  await page.getByRole('region', { name: 'First side' }).locator('select').selectOption({ label: 'Alice' });
  await page.getByRole('region', { name: 'Second side' }).locator('select').selectOption({ label: 'Ben' });
  await page.locator('select[name=scenario]').selectOption({ label: scenario });
  await page.getByRole('button', { name: 'Set up the battle' }).click();
  await page.getByRole('heading', { level: 1, name }).waitFor();
  return page.getByRole('form', { name: 'End-of-game report' });
}

const everySize = (name: string) => readableAtEverySize(page, name, { sizes: SCREEN_SIZES, checks: { typed: TYPED } });

describe('the ITS end-of-game report', () => {
  it("asks whose Turn Retreat! ended the game in, and scores the round the second player's Turn completed", async () => {
    const report = await newItsGame('Retreat at the Armory', 'The Armory');
    await report.getByLabel('By Retreat!').check();
    await report.getByLabel('Game Round the game ended in').selectOption('2');
    await report.getByLabel('Armory Dominated in Game Round 1').selectOption({ label: 'Alice' });
    await report.getByLabel('Armory Dominated in Game Round 2').selectOption({ label: 'Ben' });
    await report.getByLabel('Army Points surviving for Alice').fill('120');
    await report.getByLabel('Army Points surviving for Ben').fill('210');
    await report.getByRole('alert').filter({ hasText: "Say whose Active Turn the game ended in: the first or the second player's." }).waitFor();
    expect(await report.getByRole('button', { name: 'Score the game' }).isDisabled()).toBe(true);
    await everySize('its-report-01-retreat-turn');

    await report.getByLabel("The second player's Turn (the round is complete and scores)").check();
    await report.getByRole('button', { name: 'Score the game' }).click();
    const table = page.getByRole('table', { name: 'Tournament result' });
    // Ben: 1 for Game Round 2 (complete) + 3 for the Armory at the end; Alice: 1 for Game Round 1.
    const round2 = table.getByRole('row').filter({ hasText: 'Dominating the Armory in Game Round 2' });
    await round2.waitFor();
    expect((await round2.locator('td').allTextContents()).map((text) => text.replace(/\s+/g, ' ').trim())).toEqual(['0 OP Ben Dominated it.', '1 OP Dominated.']);
    expect(await page.getByRole('status').filter({ hasText: 'Tournament Points' }).first().textContent()).toBe(
      'Ben won The Armory against Alice, 4–1 on Objective Points: 4 Tournament Points to 0.',
    );
    // The report counts Army Points, never troopers (L394–L408): no column of troopers lost reading 0.
    const result = page.getByRole('region', { name: 'Victory for Ben' });
    expect(await result.getByRole('columnheader').allTextContents()).toEqual(['Player', 'Objective Points', 'Army Points lost']);
    await everySize('its-report-02-retreat-result');
  });

  it('takes each trooper never deployed, counted as killed by the adversary in Annihilation', async () => {
    const report = await newItsGame('Cold Annihilation', 'Annihilation');
    await report.getByLabel('Enemy Army Points killed on the table by Alice').fill('130');
    await report.getByLabel('Enemy Army Points killed on the table by Ben').fill('40');
    await report.getByRole('button', { name: 'Add a trooper of Ben never deployed' }).click();
    await report.getByRole('alert').filter({ hasText: "Give the name and Army Points of Ben's trooper 1 never deployed." }).waitFor();
    await report.getByLabel("Name of Ben's trooper 1 never deployed").fill('Hidden sniper');
    await report.getByLabel("Army Points of Ben's trooper 1 never deployed").fill('28');
    await report.getByLabel('Army Points surviving for Alice').fill('260');
    await report.getByLabel('Army Points surviving for Ben').fill('142');
    expect(await report.getByRole('alert').count()).toBe(0);
    await everySize('its-report-03-never-deployed');

    await report.getByRole('button', { name: 'Score the game' }).click();
    const table = page.getByRole('table', { name: 'Tournament result' });
    // 130 on the table + 28 never deployed = 158: the 151–250 band, 2 Objective Points (L396).
    const kills = table.getByRole('row').filter({ hasText: 'Killing enemy Army Points' });
    await kills.waitFor();
    expect((await kills.locator('td').allTextContents()).map((text) => text.replace(/\s+/g, ' ').trim())).toEqual([
      '2 OP 158 Army Points: 151–250. 130 killed on the table and 28 never deployed: Hidden sniper (28).',
      '0 OP 40 Army Points: below 75.',
    ]);
  });
});
