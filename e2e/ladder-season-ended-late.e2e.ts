import { beforeAll, describe, expect, it } from 'vitest';
import { apiCaller } from './support/api';
import { useBrowserHost } from './support/browser-host';
import { readableAtEverySize } from './support/readable-screen';
import { SCREEN_SIZES } from './support/screenshots';
import { newWatchedPage, type WatchedPage } from './support/watched-page';

/**
 * The season is the rulebook's time limit "to determine the ultimate 1999™ Champion"
 * (001_666c0140e8c1627f.txt 681). Ann holds 1st Rank when the season's end date passes; Bob takes it
 * from her in a game played after it, before anyone presses End season. The season crowns Ann, and
 * the confirmation says so before it is ended.
 */
const env = useBrowserHost();
let page: WatchedPage;
let path: string;
const TYPED = ['Late club', 'Ann', 'Bob', 'Late Title', 'Short season'];

beforeAll(async () => {
  const call = apiCaller(env.host.url);
  const campaign = await call('campaigns.create', { name: 'Late club' });
  let view = await call('ladders.create', { campaignId: campaign.id, name: 'Late Title', system: '1999', players: ['Ann', 'Bob'], rulings: {} });
  const id = (name: string) => view.players.find((player) => player.name === name)!.id;
  const play = async (challenger: string, challenged: string, winner: string) => {
    view = await call('ladders.challenge', { ladderId: view.ladder.id, challenger: id(challenger), challenged: id(challenged), scheduledAt: new Date(Date.now() + 60_000).toISOString(), place: 'Club hall' });
    view = await call('ladders.recordGame', { ladderId: view.ladder.id, challengeId: view.challenges.at(-1)!.id, winner: id(winner) });
  };
  // Seed 001 L671–L677: the two climb from Unranked until Ann takes 1st Rank.
  for (let step = 0; step < 9; step++) await (step % 2 === 0 ? play('Ann', 'Bob', 'Ann') : play('Bob', 'Ann', 'Bob'));
  await call('ladders.startSeason', { ladderId: view.ladder.id, name: 'Short season', endsOn: new Date(Date.now() + 1_500).toISOString() });
  await new Promise((resolve) => setTimeout(resolve, 2_500));
  await play('Bob', 'Ann', 'Bob'); // after the end date: 1st Rank full, so they switch (L677)
  path = `#/campaigns/${campaign.id}/ladder/${view.ladder.id}`;
  page = await newWatchedPage(env.browser);
}, 120_000);

describe('ending a season after its end date', () => {
  it('crowns the player who held 1st Rank on the end date, and says so before it is ended', async () => {
    await page.goto(`${env.host.url}${path}`);
    const firstRank = page.getByRole('table', { name: 'Rank Table' }).getByRole('row').filter({ has: page.getByRole('rowheader', { name: '1st Rank' }) });
    await firstRank.locator('.chip').first().waitFor();
    expect(await firstRank.locator('.chip').allTextContents()).toEqual(['Bob']);
    await page.getByRole('button', { name: 'End season' }).click();
    const confirm = page.getByRole('dialog', { name: 'End this season?' });
    await confirm.waitFor();
    const words = (await confirm.textContent())!;
    expect(words).toMatch(/Short season was to end on .+: Ann held 1st Rank then and will be named champion\. Games played since count for the ladder, not for this season\./);
    expect(words).not.toContain('Bob');
    await readableAtEverySize(page, 'ladder-season-ended-late', { sizes: SCREEN_SIZES, checks: { typed: TYPED } });
    await confirm.getByRole('button', { name: 'End season' }).click();
    await page.getByRole('list', { name: 'Past seasons' }).getByText('Champion: Ann').waitFor();
    expect(page.problems).toEqual([]);
  });
});
