import { describe, expect, it } from 'vitest';
import { apiCaller } from './support/api';
import { useBrowserHost } from './support/browser-host';
import { readableAtEverySize } from './support/readable-screen';
import { snapshot } from './support/screenshots';
import { newWatchedPage, type WatchedPage } from './support/watched-page';
import { everySystemWon } from './support/every-system-won';

/**
 * A campaign of every system (seedEveryRecord: the Orders & Omens bridge, OpenD6, Order 66, 1999
 * and ITS battles, and a ladder) read on the Chronicle: the standings keep one table per system in
 * its own terms (the OpenD6 skirmish, still being fought, is told apart, not counted), and the 1999 battle, played until one side surrenders, says how its chance is
 * reckoned for that condition (seed 001_666c0140e8c1627f.txt L259), not for the Prey Mission (L265).
 */

const env = useBrowserHost();
let page: WatchedPage | null = null;

/** Each screen at the brief's sizes, light then dark, checked readable. */
const atEverySize = (p: WatchedPage, name: string) => readableAtEverySize(p, `standings-by-system/${name}`, { schemes: ['light', 'dark'] });

const headersOf = async (p: WatchedPage, caption: string) =>
  p.locator('table.standings-table').filter({ has: p.locator('caption', { hasText: caption }) }).locator('thead th').allInnerTexts();

describe('standings and odds in each system’s own terms', () => {
  it('shows one table per system with its own columns, and the 1999 surrender game’s own reckoning', async () => {
    try {
      // Bo leaves the Order 66 battle and surrenders the 1999 one: Ann wins both.
      const seeded = await everySystemWon(apiCaller(env.host.url));
      const { road } = seeded;

      const p = await newWatchedPage(env.browser, { viewport: { width: 1280, height: 800 } });
      page = p;
      await p.goto(`${env.host.url}#/campaigns/${seeded.campaignId}/chronicle`);
      await p.getByRole('tab', { name: 'Standings & charts' }).click();
      // One section per system, the first open; the others open on a click. Each counts its finished battles.
      const sections = p.locator('details.standings-system > summary');
      await sections.first().waitFor();
      expect(await sections.allInnerTexts()).toEqual(['Orders & Omens · 1 battle', '1999 · 1 battle', 'Infinity N3 (ITS) · 1 battle', 'OpenD6 Fantasy Miniatures · 1 battle in progress', 'Order 66 · 1 battle', 'Title Tournament ladder · 1 game']);
      for (const name of ['1999', 'Infinity N3 (ITS)', 'Order 66', 'OpenD6 Fantasy Miniatures']) await sections.filter({ hasText: name }).click();
      await p.locator('caption', { hasText: 'By player — Order 66' }).waitFor();
      // Nobody recorded a faction for these armies: no faction table that only repeats the totals.
      expect(await p.locator('caption', { hasText: 'By faction — Order 66' }).count()).toBe(0);
      expect(await headersOf(p, 'By player — Orders & Omens')).toEqual(['Name', 'Battles', 'Tactical', 'Strategic', 'Draws', 'Defeats', 'VP', 'Soldiers lost']);
      expect(await headersOf(p, 'By player — 1999')).toEqual(['Name', 'Battles', 'Wins', 'Draws', 'Defeats', 'Army Points left', 'Army Points lost']);
      // ITS ranks by Tournament Points (the app's ruling its.tournament-points), and says so above its table.
      expect(await headersOf(p, 'By player — Infinity N3 (ITS)')).toEqual(['Name', 'Battles', 'Wins', 'Draws', 'Defeats', 'Tournament Points', 'Objective Points', 'Army Points lost']);
      expect(await headersOf(p, 'By player — Order 66')).toEqual(['Name', 'Battles', 'Wins', 'Draws', 'Defeats', 'Wounds dealt', 'Wounds lost']);
      // The OpenD6 skirmish is still being fought (two steps in): told, not counted as a battle with no result.
      const openD6 = p.locator('details.standings-system').filter({ hasText: 'OpenD6' });
      expect(await openD6.getByRole('note').innerText()).toBe('One battle still being fought is not counted yet; it joins the standings when it ends.');
      expect(await openD6.locator('table').count()).toBe(0);
      const o66Ann = p.locator('table.standings-table').filter({ has: p.locator('caption', { hasText: 'By player — Order 66' }) }).getByRole('row').filter({ hasText: 'Ann' });
      expect((await o66Ann.locator('td').allInnerTexts()).slice(0, 4)).toEqual(['1', '1', '0', '0']);
      await atEverySize(p, 'standings');

      await p.goto(`${env.host.url}#/campaigns/${seeded.campaignId}/chronicle/battles/${road}`);
      const note = p.locator('.odds-method');
      await note.waitFor();
      expect(await note.innerText()).toMatch(/^How the chance is reckoned: Until one side surrenders: the Army Points each side has left on the Battlefield/);
      expect(await note.innerText()).not.toMatch(/Prey|Bounty/);
      await note.scrollIntoViewIfNeeded();
      await atEverySize(p, '1999-surrender-odds');
      expect(p.problems).toEqual([]);
    } catch (error) {
      if (page && !page.isClosed()) await snapshot(page, 'standings-by-system/failure');
      throw error;
    } finally {
      if (page && !page.isClosed()) await page.close();
    }
  }, 180_000);
});
