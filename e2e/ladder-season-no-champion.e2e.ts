import { beforeAll, describe, expect, it } from 'vitest';
import { apiCaller } from './support/api';
import { useBrowserHost } from './support/browser-host';
import { readableSnapshot as snapshot } from './support/readable-screen';
import { newWatchedPage, type WatchedPage } from './support/watched-page';

/**
 * A season ended before anyone reached 1st Rank (the rulebook's time limit, 001_666c0140e8c1627f.txt
 * 681: "to determine the ultimate 1999™ Champion"): the confirmation said "Nobody holds 1st Rank and
 * will be named champion", as if a player called Nobody would be.
 */
const env = useBrowserHost();
let page: WatchedPage;
let path: string;

beforeAll(async () => {
  const call = apiCaller(env.host.url);
  const campaign = await call('campaigns.create', { name: 'Thursday club' });
  const created = await call('ladders.create', { campaignId: campaign.id, name: 'Thursday Title', system: '1999', players: ['Ann', 'Bob'], rulings: {} });
  await call('ladders.startSeason', { ladderId: created.ladder.id, name: 'Spring season', endsOn: '2099-06-30' });
  path = `#/campaigns/${campaign.id}/ladder/${created.ladder.id}`;
  page = await newWatchedPage(env.browser);
});

describe('ending a season with 1st Rank empty', () => {
  it('says the season ends with no champion, and lists it so', async () => {
    await page.goto(`${env.host.url}${path}`);
    await page.getByRole('button', { name: 'End season' }).click();
    const confirm = page.getByRole('dialog', { name: 'End this season?' });
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain('Nobody holds 1st Rank yet, so Spring season ends with no champion.');
    expect(await confirm.textContent()).not.toContain('will be named champion');
    await snapshot(page, 'ladder-season-no-champion');
    await confirm.getByRole('button', { name: 'End season' }).click();
    await page.getByRole('list', { name: 'Past seasons' }).getByText('no champion — 1st Rank was empty').waitFor();
    expect(page.problems).toEqual([]);
  });
});
