import { beforeAll, describe, expect, it } from 'vitest';
import { apiCaller } from './support/api';
import { useBrowserHost } from './support/browser-host';
import { readableSnapshot as snapshot } from './support/readable-screen';
import { newWatchedPage, type WatchedPage } from './support/watched-page';

/**
 * The end-of-game report on a phone: a question column and one column per player made a table
 * wider than the screen, so the second player's answers were off to the right, found only by
 * swiping the table sideways. Each question now stands above both players' answers.
 */
const env = useBrowserHost();
let page: WatchedPage;
const sessions: Record<string, string> = {};
let campaignId: string;

beforeAll(async () => {
  const call = apiCaller(env.host.url);
  campaignId = (await call('campaigns.create', { name: 'Thursday club' })).id;
  for (const scenario of ['annihilation', 'the-armory', 'supremacy', 'nimbus-zone'] as const) {
    sessions[scenario] = (await call('objectives.createSession', { campaignId, name: `${scenario} night`, scenario, playerA: 'Annabelle', playerB: 'Bartholomew', rulings: {} })).session.id;
  }
  page = await newWatchedPage(env.browser, { viewport: { width: 390, height: 844 } });
});

const FIRST_ANSWER_OF_BARTHOLOMEW = {
  annihilation: 'Enemy Army Points killed by Bartholomew',
  'the-armory': 'Panoply weapons of Bartholomew',
  supremacy: 'Quadrants of Bartholomew in Game Round 1',
  'nimbus-zone': 'Data Packs downloaded by Bartholomew',
} as const;

describe('the end-of-game report on a phone', () => {
  for (const [scenario, label] of Object.entries(FIRST_ANSWER_OF_BARTHOLOMEW)) {
    it(`fits the screen, both players' answers in sight (${scenario})`, async () => {
      await page.goto(`${env.host.url}#/campaigns/${campaignId}/objectives/${sessions[scenario]}`);
      const report = page.getByRole('form', { name: 'End-of-game report' });
      await report.waitFor();
      const table = report.locator('table');
      const sizes = await table.evaluate((node) => ({ table: node.scrollWidth, box: node.parentElement!.clientWidth }));
      expect(sizes.table).toBeLessThanOrEqual(sizes.box);
      const input = report.getByLabel(label, { exact: true });
      await input.scrollIntoViewIfNeeded();
      const box = (await input.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      await snapshot(page, `objectives-report-phone-${scenario}`, { typed: ['Annabelle', 'Bartholomew', `${scenario} night`] });
    });
  }
  it('raised no page errors', () => expect(page.problems).toEqual([]));
});
