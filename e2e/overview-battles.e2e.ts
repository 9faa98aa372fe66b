import { describe, expect, it } from 'vitest';
import { apiCaller } from './support/api';
import { useBrowserHost } from './support/browser-host';
import { pictureAtEverySize } from './support/every-size';
import { snapshot } from './support/screenshots';
import { newWatchedPage, type WatchedPage } from './support/watched-page';
import { everySystemWon } from './support/every-system-won';

/**
 * A campaign of every system (seedEveryRecord) on its Overview: each battle in the list is a link
 * to the battle, saying who won and how (a concession, a surrender) or that it is still being
 * fought, and the count of the fallen says soldiers and models, as the systems it adds up count them.
 */

const env = useBrowserHost();
let page: WatchedPage | null = null;

const TYPED = ['The War of the Sundered Crown', 'Ann', 'Bo', 'Cid', 'The Grey Square', 'The Ash Road', 'Skirmish at the Frost Ford', 'Night at the Quadrants'];

describe('the Overview’s battles', () => {
  it('links each battle to its page with its result in words, by mouse and by keyboard', async () => {
    try {
      const seeded = await everySystemWon(apiCaller(env.host.url));
      const { square, road } = seeded;

      const p = await newWatchedPage(env.browser, { viewport: { width: 1280, height: 800 } });
      page = p;
      await p.goto(`${env.host.url}#/campaigns/${seeded.campaignId}`);
      const list = p.getByRole('list', { name: 'Battles' });
      await list.getByRole('link', { name: 'The Grey Square' }).waitFor();
      const entry = async (name: string) => (await list.getByRole('listitem').filter({ has: p.getByRole('link', { name, exact: true }) }).innerText()).replace(/\s+/g, ' ');
      expect(await entry('The Grey Square')).toMatch(/^The Grey Square · Order 66 · Victory for Ann, by concession\b/);
      expect(await entry('The Ash Road')).toMatch(/^The Ash Road · 1999 · Victory for Ann, when every other player surrendered\b/);
      expect(await entry('Skirmish at the Frost Ford')).toMatch(/^Skirmish at the Frost Ford · OpenD6 Fantasy Miniatures · in progress · /);
      // The fallen of Orders & Omens and OpenD6 are soldiers, of Order 66 and 1999 models.
      expect((await p.getByRole('list', { name: 'Campaign at a glance' }).innerText()).replace(/\s+/g, ' ')).toMatch(/\d soldiers and models lost so far/);
      await pictureAtEverySize(p, 'overview-battles', 'overview', { typed: TYPED });

      await list.getByRole('link', { name: 'The Grey Square' }).click();
      await p.waitForURL(new RegExp(`#/campaigns/${seeded.campaignId}/battles/${square}$`));
      await p.getByRole('heading', { level: 1, name: 'The Grey Square' }).waitFor();

      await p.goBack();
      const roadLink = p.getByRole('list', { name: 'Battles' }).getByRole('link', { name: 'The Ash Road' });
      await roadLink.focus();
      await p.keyboard.press('Enter');
      await p.waitForURL(new RegExp(`#/campaigns/${seeded.campaignId}/battles/${road}$`));
      await p.getByRole('heading', { level: 1, name: 'The Ash Road' }).waitFor();
      expect(p.problems).toEqual([]);
    } catch (error) {
      if (page && !page.isClosed()) await snapshot(page, 'overview-battles/failure');
      throw error;
    } finally {
      await page?.close();
    }
  }, 180_000);
});
