import { beforeAll, describe, expect, it } from 'vitest';
import { apiCaller } from './support/api';
import { useBrowserHost } from './support/browser-host';
import { readableSnapshot } from './support/readable-screen';
import { newWatchedPage, type WatchedPage } from './support/watched-page';
import { blueRoster } from '../src-shared/rules/orders-omens/walkthrough/testing/sample-armies';
import { requireSystem } from '../src-shared/systems/registry';

/**
 * The shared Armies page with forces of two systems for one player: Orders & Omens' own army
 * card (list, points, soldiers) beside Order 66's generic card, each opening its own builder,
 * and the "New army" dialog offering each system once. Photographed at the three sizes the
 * product is looked at: laptop 1280x800, tablet 800x1000, phone 390x844.
 */

const SIZES = { laptop: { width: 1280, height: 800 }, tablet: { width: 800, height: 1000 }, phone: { width: 390, height: 844 } } as const;

const env = useBrowserHost();
let page: WatchedPage;
let campaignId = '';
const TYPED = ['The Border Wars', 'Alice', 'Bram', "Meg's Order", 'Blue Host', 'Red Host'];

beforeAll(async () => {
  page = await newWatchedPage(env.browser);
  const api = apiCaller(env.host.url);
  campaignId = (await api('campaigns.create', { name: 'The Border Wars' })).id;
  const alice = await api('players.create', { campaignId, name: 'Alice', colour: '#2f5d8a' });
  await api('players.create', { campaignId, name: 'Bram', colour: '#8e2a22' });
  await api('armies.create', { campaignId, playerId: alice.id, roster: { ...blueRoster(), name: 'Blue Host' } as never }); // the sample roster is readonly; the contract's input type is not
  await api('forces.create', { campaignId, playerId: alice.id, system: 'order-66', roster: requireSystem('order-66').rosters!.empty("Meg's Order") });
});

describe('the shared Armies page', () => {
  it('lists each system’s forces with its own card, and opens each in its own builder', async () => {
    await page.goto(`${env.host.url}#/campaigns/${campaignId}/armies`);
    await page.getByRole('heading', { level: 1, name: 'Armies' }).waitFor();
    const alices = page.getByRole('region', { name: "Alice's forces" });
    const army = alices.getByRole('link', { name: /Blue Host/ });
    const force = alices.getByRole('link', { name: /Meg's Order/ });
    await army.waitFor();
    for (const [size, viewport] of Object.entries(SIZES)) {
      await page.setViewportSize(viewport);
      await readableSnapshot(page, `forces-page-01-list-${size}`, { typed: TYPED });
    }
    await page.setViewportSize(SIZES.laptop);

    // Orders & Omens' card: its system, its list and its figures; Order 66's: its system and one line.
    await expect(army.textContent()).resolves.toMatch(/Orders & Omens.*pts.*soldiers/s);
    await expect(force.textContent()).resolves.toMatch(/Order 66/);
    await expect(page.getByRole('region', { name: "Bram's forces" }).getByText('No force yet.').isVisible()).resolves.toBe(true);
    expect(await army.getAttribute('href')).toMatch(/#\/campaigns\/[^/]+\/armies\/[^/]+$/);
    expect(await force.getAttribute('href')).toMatch(/#\/campaigns\/[^/]+\/forces\/[^/]+$/);

    // Orders & Omens' extra ways in sit beside the shared button.
    const actions = page.locator('.page-header .actions');
    const labels = await actions.getByRole('button').or(actions.getByRole('link')).allTextContents();
    expect(labels.map((label) => label.trim())).toEqual(['Import army', 'Randomise army', 'New army']);
  });

  it('offers every system with forces once in the new-army dialog, with Orders & Omens’ own form', async () => {
    await page.getByRole('button', { name: 'New army' }).click();
    const dialog = page.getByRole('dialog', { name: 'New army' });
    await dialog.waitFor();
    for (const [size, viewport] of Object.entries(SIZES)) {
      await page.setViewportSize(viewport);
      await readableSnapshot(page, `forces-page-02-new-${size}`, { typed: TYPED });
    }
    await page.setViewportSize(SIZES.laptop);
    const names = await dialog.getByRole('radio').evaluateAll((radios) => radios.map((radio) => radio.getAttribute('value')));
    expect(names.length).toBeGreaterThan(1);
    expect(new Set(names).size).toBe(names.length);
    await expect(dialog.getByRole('radio', { name: 'Orders & Omens' }).isChecked()).resolves.toBe(true);
    await expect(dialog.getByText('Armies of Brigades from the Orders & Omens army lists.').isVisible()).resolves.toBe(true);

    await dialog.getByLabel('Army name').fill('Red Host');
    await dialog.getByRole('button', { name: 'Create army' }).click();
    await page.waitForURL(/#\/campaigns\/[^/]+\/armies\/(?!randomise)[^/]+$/);
    await page.getByRole('heading', { level: 1, name: 'Red Host' }).waitFor();
  });

  it('counts and lists every system’s forces on the campaign overview, not only the Orders & Omens armies', async () => {
    await page.goto(`${env.host.url}#/campaigns/${campaignId}`);
    await page.getByRole('heading', { level: 1, name: 'The Border Wars' }).waitFor();
    const others = page.getByRole('table', { name: 'Forces of the other game systems' });
    const megs = others.getByRole('link', { name: "Meg's Order" });
    await megs.waitFor();
    expect((await others.innerText()).replace(/\s+/g, ' ')).toMatch(/Meg's Order Alice Order 66/);
    expect(await megs.getAttribute('href')).toMatch(/#\/campaigns\/[^/]+\/forces\/[^/]+$/);
    // Alice brings Blue Host, Meg's Order and the Red Host the dialog made (it picks the first player): three forces in all.
    const players = page.getByRole('list', { name: 'Players' });
    // The counts follow the forces store, which may still be reading the new army when the table shows.
    await expect.poll(async () => (await players.innerText()).replace(/\s+/g, ' ')).toMatch(/Alice .*3 armies.*Bram .*0 armies/);
    expect((await page.getByRole('list', { name: 'Campaign at a glance' }).innerText()).replace(/\s+/g, ' ')).toContain('3 armies of every system');
    for (const [size, viewport] of Object.entries(SIZES)) {
      await page.setViewportSize(viewport);
      await readableSnapshot(page, `forces-page-03-overview-${size}`, { typed: TYPED });
    }
    await page.setViewportSize(SIZES.laptop);
  });
});
