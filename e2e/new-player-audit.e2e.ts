import { beforeAll, describe, expect, it } from 'vitest';
import { apiCaller } from './support/api';
import { useBrowserHost } from './support/browser-host';
import { BRIEF_SIZES, readableAtEverySize } from './support/readable-screen';
import { overflowOf } from './support/select-fit';
import { newWatchedPage, type WatchedPage } from './support/watched-page';
import { legalHumanRoster } from '../src-main/testing/army-fixtures';

/** What a new player's audit found outside the battle screens, as that player meets it. */
const env = useBrowserHost();
let page: WatchedPage;
let call: ReturnType<typeof apiCaller>;

const START = 'Spring, in the 412th year of the Crown';

beforeAll(async () => {
  call = apiCaller(env.host.url);
  page = await newWatchedPage(env.browser, { viewport: BRIEF_SIZES.desktop });
});

describe('a new campaign, its armies and its first battle', () => {
  let campaignId = '';

  it('clears “Campaign name is required” once a name is typed, and the card names the world chosen', async () => {
    await page.goto(env.host.url);
    await page.getByRole('button', { name: /Start your first campaign|New campaign/ }).click();
    const dialog = page.getByRole('dialog', { name: 'New campaign' });
    await dialog.getByRole('button', { name: 'Create campaign' }).click();
    const required = dialog.getByRole('alert').filter({ hasText: 'Campaign name is required' });
    await required.waitFor();
    await dialog.getByLabel('Name').fill('The Drowned Crown');
    await required.waitFor({ state: 'detached' });
    expect(await dialog.getByLabel('Name').getAttribute('aria-invalid')).toBe('false');
    await dialog.getByText('The shared realm of Orders & Omens').click();
    await dialog.getByLabel('In-world start date').fill(START);
    await readableAtEverySize(page, 'new-player-audit-01-new-campaign');
    await dialog.getByRole('button', { name: 'Create campaign' }).click();
    await page.getByRole('heading', { level: 1, name: 'The Drowned Crown' }).waitFor();
    campaignId = /campaigns\/([^/?#]+)/.exec(page.url())![1]!;

    await page.getByRole('navigation').getByRole('link', { name: 'Campaigns' }).click();
    const card = page.locator('.card', { hasText: 'The Drowned Crown' });
    await card.waitFor();
    expect(await card.locator('.card-meta').textContent()).toBe('The shared realm of Orders & Omens');
    await readableAtEverySize(page, 'new-player-audit-02-campaigns-list');
  });

  it('shows the New army dialog’s faction choice whole for a player with no faction', async () => {
    const alice = await call('players.create', { campaignId, name: 'Alice', colour: '#1565c0' });
    await page.goto(`${env.host.url}#/campaigns/${campaignId}/armies`);
    await page.getByRole('button', { name: 'New army' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New army' });
    await dialog.locator('select[name="factionId"]').waitFor();
    for (const [size, viewport] of Object.entries(BRIEF_SIZES)) {
      await page.setViewportSize(viewport);
      expect(await overflowOf(page, 'select[name="factionId"]'), `the faction select at ${size}`).toBeLessThanOrEqual(0);
    }
    await page.setViewportSize(BRIEF_SIZES.desktop);
    await readableAtEverySize(page, 'new-player-audit-03-new-army');
    await page.keyboard.press('Escape');

    // The army builder's weapon choice on a phone: "Hand Weapons", whole.
    const army = await call('armies.create', { campaignId, playerId: alice.id, roster: legalHumanRoster() });
    await page.goto(`${env.host.url}#/campaigns/${campaignId}/armies/${army.id}`);
    const weapon = page.locator('select[id$="-weapon"]').first();
    await weapon.waitFor();
    expect(await weapon.locator('option:checked').textContent()).toBe('Hand Weapons');
    for (const [size, viewport] of Object.entries(BRIEF_SIZES)) {
      await page.setViewportSize(viewport);
      const id = await weapon.getAttribute('id');
      expect(await overflowOf(page, `[id="${id}"]`), `the weapon select at ${size}`).toBeLessThanOrEqual(0);
    }
    await page.setViewportSize(BRIEF_SIZES.desktop);
    await weapon.scrollIntoViewIfNeeded();
    await readableAtEverySize(page, 'new-player-audit-04-army-builder');
  });

  it('dates the campaign’s first battle on its Day 1, the start date, not “Undated”', async () => {
    const [alice] = await call('players.list', { campaignId });
    const ben = await call('players.create', { campaignId, name: 'Ben', colour: '#2e7d32' });
    await call('battles.create', {
      system: 'infinity-its',
      campaignId,
      name: 'Night at the Quadrants',
      sides: [
        { playerId: alice!.id, armyIds: [] },
        { playerId: ben.id, armyIds: [] },
      ],
      setup: { scenario: 'nimbus-zone', armyPoints: 300 },
    } as never);
    await page.goto(`${env.host.url}#/campaigns/${campaignId}/chronicle`);
    const timeline = page.getByRole('region', { name: 'Timeline' });
    const entry = timeline.getByRole('listitem').filter({ hasText: 'Night at the Quadrants' });
    await entry.waitFor();
    expect(await entry.textContent()).toContain(`Day 1 · ${START}`);
    expect(await timeline.textContent()).not.toContain('Undated');
    await readableAtEverySize(page, 'new-player-audit-05-timeline');
    expect(page.problems).toEqual([]);
  });
});
