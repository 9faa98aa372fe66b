import { beforeAll, describe, expect, it } from 'vitest';
import { apiCaller } from './support/api';
import { useBrowserHost } from './support/browser-host';
import { readableSnapshot as snapshot } from './support/readable-screen';
import { newWatchedPage, type WatchedPage } from './support/watched-page';

/**
 * The ladder's Rank history on a phone: five columns, the last a sentence (the rule applied), made
 * a table wider than the screen whose rows stood tall with the rule out of sight. Each change is a
 * card instead, every cell on its own line.
 */
const env = useBrowserHost();
let page: WatchedPage;
let path: string;

beforeAll(async () => {
  const call = apiCaller(env.host.url);
  const campaign = await call('campaigns.create', { name: 'Thursday club' });
  const created = await call('ladders.create', { campaignId: campaign.id, name: 'Thursday Title', system: '1999', players: ['Ann', 'Bob', 'Cid'], rulings: {} });
  const [ann, bob] = created.players.map((player) => player.id);
  const challenged = await call('ladders.challenge', { ladderId: created.ladder.id, challenger: ann!, challenged: bob!, scheduledAt: '2099-01-10T19:00', place: 'Club hall' });
  await call('ladders.recordGame', { ladderId: created.ladder.id, challengeId: challenged.challenges[0]!.id, winner: ann! });
  path = `#/campaigns/${campaign.id}/ladder/${created.ladder.id}`;
  page = await newWatchedPage(env.browser, { viewport: { width: 390, height: 844 } });
});

describe('the Rank history on a phone', () => {
  it('shows each change as a card, the rule applied within the screen', async () => {
    await page.goto(`${env.host.url}${path}`);
    const history = page.getByRole('table', { name: 'Rank history' });
    await history.waitFor();
    const sizes = await history.evaluate((table) => ({ table: table.scrollWidth, box: table.parentElement!.clientWidth }));
    expect(sizes.table).toBeLessThanOrEqual(sizes.box);
    const rule = history.getByText('Ann beat a player of the same Rank with room in 5th Rank: advances one Rank.');
    await rule.scrollIntoViewIfNeeded();
    const box = (await rule.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    // A card: the cells stand one under another, not side by side.
    const when = (await history.getByRole('row').filter({ hasText: 'Unranked → 5th Rank' }).getByRole('cell').first().boundingBox())!;
    expect(box.y).toBeGreaterThan(when.y + when.height);
    await snapshot(page, 'ladder-rank-history-phone');
    expect(page.problems).toEqual([]);
  });
});
