import { describe, expect, it } from 'vitest';
import { preyRosters } from '../src-main/testing/system-fixtures';
import { apiCaller } from './support/api';
import { useBrowserHost } from './support/browser-host';
import { everySystemWon } from './support/every-system-won';
import { BRIEF_SIZES } from './support/readable-screen';
import { snapshot } from './support/screenshots';
import { everySelectCutOff, sidewaysOverflow } from './support/select-fit';
import { newWatchedPage, type WatchedPage } from './support/watched-page';

/**
 * Setting up a battle of every game system at desktop, tablet and phone: the page never scrolls
 * sideways and every choice of every box reads whole (1999's sizes, seed 001 L245–L267), also
 * before anyone has built a force (OpenD6's "Build an OpenD6 Fantasy Miniatures squad" button
 * pushed a phone 9 px sideways). Then the shared result table of the 1999, Order 66 and
 * OpenD6 battles: no sideways scroll, every column on screen, and no column heading runs into the
 * next (OpenD6's "SGPs destroyed", "Soldiers lost" and "Squads lost" touched on a phone).
 */
const env = useBrowserHost();

/** Pairs of neighbouring column headings of each result table whose words are nearer than `gap` px. */
const HEADINGS_TOUCHING = `((gap) => {
  const out = [];
  for (const row of document.querySelectorAll('.shell-result-table thead tr')) {
    const cells = Array.from(row.children);
    for (let i = 1; i < cells.length; i++) {
      const words = (cell) => { const range = document.createRange(); range.selectNodeContents(cell); return range.getBoundingClientRect(); };
      const left = words(cells[i - 1]), right = words(cells[i]);
      if (right.left - left.right < gap) out.push(cells[i - 1].innerText + ' | ' + cells[i].innerText + ': ' + (right.left - left.right).toFixed(1) + ' px apart');
    }
  }
  return out;
})(8)`;

/**
 * Opens a campaign's battle set-up, picks each game system offered in turn and, at each of the
 * three sizes, runs `check` on it: the systems picked, by id.
 */
async function eachSystemAtEverySize(page: WatchedPage, campaignId: string, check: (id: string, size: string) => Promise<void>): Promise<string[]> {
  await page.goto(`${env.host.url}#/campaigns/${campaignId}/battles/new`);
  const systems = page.locator('.shell-system-picker input[type="radio"]');
  await systems.first().waitFor();
  const ids = await systems.evaluateAll((radios) => radios.map((radio) => radio.getAttribute('value') ?? ''));
  for (const id of ids) {
    await page.setViewportSize(BRIEF_SIZES.desktop);
    await page.locator(`.shell-system-picker input[value="${id}"]`).check();
    await page.locator('form.setup-form, .empty').last().waitFor();
    for (const [size, viewport] of Object.entries(BRIEF_SIZES)) {
      await page.setViewportSize(viewport);
      await check(id, size);
    }
  }
  return ids;
}

describe('battle set-up and result at every size', () => {
  it('1999 fits the phone: no sideways scroll, no cut-off size or condition', async () => {
    const campaignId = (await env.api<{ id: string }>('campaigns.create', { name: 'The Ash Wars' })).id;
    for (const [i, [name, colour]] of ([['Ann', '#1f5f8b'], ['Bob', '#8e2a22']] as const).entries()) {
      const playerId = (await env.api<{ id: string }>('players.create', { campaignId, name, colour })).id;
      await env.api('forces.create', { campaignId, playerId, system: '1999', roster: preyRosters()[i] });
    }
    const page = await newWatchedPage(env.browser, { viewport: BRIEF_SIZES.desktop });
    await page.goto(`${env.host.url}#/campaigns/${campaignId}/battles/new`);
    await page.getByRole('radio', { name: /^1999/ }).check();
    await page.locator('select[name="setup-size"]').waitFor();
    expect(await page.locator('select[name="setup-size"] option').allInnerTexts()).toContain('Large territory — 200 Army Points');
    for (const [size, viewport] of Object.entries(BRIEF_SIZES)) {
      await page.setViewportSize(viewport);
      expect((await sidewaysOverflow(page)).by, size).toBe(0);
      expect(await everySelectCutOff(page, size)).toEqual([]);
      await snapshot(page, `1999/battle-setup-${size}`);
    }
    expect(page.problems).toEqual([]);
    await page.close();
  }, 120_000);

  it('with no force built yet, every system’s set-up still fits every size', async () => {
    const campaignId = (await env.api<{ id: string }>('campaigns.create', { name: 'Nothing built' })).id;
    for (const [name, colour] of [['Ann', '#1f5f8b'], ['Bob', '#8e2a22']] as const) await env.api('players.create', { campaignId, name, colour });
    const page = await newWatchedPage(env.browser, { viewport: BRIEF_SIZES.desktop });
    await eachSystemAtEverySize(page, campaignId, async (id, size) => {
      const sideways = await sidewaysOverflow(page);
      expect(sideways.by, `${id} set-up with no force at ${size}: ${sideways.widest}`).toBe(0);
      await snapshot(page, `battle-setup-fit/${id}-nothing-built-${size}`);
      if (id === 'opend6') expect(await page.getByRole('link', { name: 'Build an OpenD6 Fantasy Miniatures squad' }).isVisible()).toBe(true);
    });
    expect(page.problems).toEqual([]);
    await page.close();
  }, 120_000);

  it('every system’s set-up fits every size, and the result table’s headings keep apart on a phone', async () => {
    const call = apiCaller(env.host.url);
    const seeded = await everySystemWon(call);
    await call('battles.append', { battleId: seeded.systemBattleId, system: 'opend6', event: { type: 'conceded', side: 'B' }, expectedCount: 2 });
    const page = await newWatchedPage(env.browser, { viewport: BRIEF_SIZES.desktop });
    const ids = await eachSystemAtEverySize(page, seeded.campaignId, async (id, size) => {
      const sideways = await sidewaysOverflow(page);
      expect(sideways.by, `${id} set-up at ${size}: ${sideways.widest}`).toBe(0);
      expect(await everySelectCutOff(page, `${id} ${size}`)).toEqual([]);
      await snapshot(page, `battle-setup-fit/${id}-setup-${size}`);
    });
    expect(ids).toEqual(expect.arrayContaining(['orders-omens', 'order-66', 'opend6', '1999']));

    for (const [system, battleId] of [['1999', seeded.road], ['order-66', seeded.square], ['opend6', seeded.systemBattleId]] as const) {
      await page.setViewportSize(BRIEF_SIZES.desktop);
      await page.goto(`${env.host.url}#/campaigns/${seeded.campaignId}/battles/${battleId}`);
      await page.locator('.shell-result-table').waitFor();
      for (const [size, viewport] of Object.entries(BRIEF_SIZES)) {
        await page.setViewportSize(viewport);
        expect((await sidewaysOverflow(page)).by, `${system} result at ${size}`).toBe(0);
        expect(await page.evaluate(HEADINGS_TOUCHING), `${system} result at ${size}`).toEqual([]);
        // Every column on screen: the table needs no swipe inside its own box either.
        expect(await page.locator('.shell-result .table-scroll').evaluate((box) => box.scrollWidth - box.clientWidth), `${system} result at ${size}`).toBeLessThanOrEqual(0);
        await page.locator('.shell-result').screenshot({ path: `${__dirname}/screenshots/battle-setup-fit/${system}-result-${size}.png` });
      }
    }
    expect(page.problems).toEqual([]);
    await page.close();
  }, 240_000);
});
