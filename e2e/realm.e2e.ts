import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium } from './support/chromium';
import { startHost, tempDataDir, type RunningHost } from './support/host';
import { apiCaller } from './support/api';
import { readableSnapshot } from './support/readable-screen';
import { snapshot } from './support/screenshots';
import { newWatchedPage, type WatchedPage } from './support/watched-page';
import { army, die, squad, unit } from '../src-shared/rules/1999/testing/fixtures';
import { PREY_SCRIPT } from '../src-main/testing/system-fixtures';
import { PGLITE } from '../src-realm/testing/backends';
import { startRealm, type RunningRealm } from '../src-realm/testing/harness';
import type { RealmChronicle } from '../src-shared/contract/realm-wire';

/**
 * Two groups, each with its own campaign in its own data folder and its own browser host,
 * publish their finished battles to one realm (embedded PostgreSQL) through the Shared Realm
 * screen; the realm's chronicle — in the app and on the realm's own pages — shows both.
 */
let browser: Browser;
let realm: RunningRealm;
const groups: { name: string; battle: string; players: string[]; data: ReturnType<typeof tempDataDir>; host?: RunningHost; page?: WatchedPage; key?: string; campaignId?: string }[] = [
  { name: 'Harrow Wargames Club', battle: 'The Ash Road', players: ['Ann', 'Bob', 'Cy'], data: tempDataDir() },
  { name: 'Ashen Vale Irregulars', battle: 'Ember Crossing', players: ['Dee', 'Eli', 'Fay'], data: tempDataDir() },
];

/** A campaign with three players and a 1999 Prey battle played to its end, through the contract. */
async function seedCampaign(url: string, battleName: string, playerNames: readonly string[]): Promise<string> {
  const api = apiCaller(url);
  const campaignId = (await api('campaigns.create', { name: `${battleName} campaign` })).id;
  const colours = ['#1f5f8b', '#8e2a22', '#3c7a3c'];
  const players = await Promise.all(playerNames.map(async (name, i) => (await api('players.create', { campaignId, name, colour: colours[i]! })).id));
  const rosters = [
    army('Harrow Line', [squad('line', 'Harrow Riflemen', 3, { attached: [{ key: 'vane', card: 'Sergeant Ilse Vane', type: 'leader', position: 0, dna: [] }, { key: 'mortar', card: 'Mortar Crew', type: 'support', position: 1, dna: [] }] }), unit('runner', 'Scrap Runner')]),
    army('Ash Pack', [squad('pack', 'Ashen Hounds', 4)]),
    army('Seventh Choir', [squad('wardens', 'Seraph Wardens', 2, { attached: [{ key: 'herald', card: 'Herald of the Seventh Choir', type: 'leader', position: 0, dna: [] }] }), unit('runner', 'Scrap Runner')]),
  ];
  const forces = [];
  for (const [i, roster] of rosters.entries()) forces.push(await api('forces.create', { campaignId, playerId: players[i]!, system: '1999', roster }));
  const battle = (await api('battles.create', {
    system: '1999',
    campaignId,
    name: battleName,
    sides: forces.map((force, i) => ({ playerId: players[i]!, armyIds: [force.id] })),
    setup: { size: { kind: 'small' }, victory: { decidedBy: 'rolled', roll: die(3) }, prey: { variant: 'designated', bounty: { p1: 'runner', p2: 'pack', p3: 'runner' } }, markers: { edgeDistanceCm: 15, spacingCm: 90 } },
  } as never)) as { id: string };
  for (const [count, event] of PREY_SCRIPT.entries()) await api('battles.append', { battleId: battle.id, system: '1999', event, expectedCount: count } as never);
  return campaignId;
}

beforeAll(async () => {
  realm = await startRealm(await PGLITE.open(), {}, { slug: 'ashlands', name: 'The Ashlands Realm' });
  browser = await launchChromium();
  for (const group of groups) {
    group.key = await realm.invite(group.name);
    group.host = await startHost(group.data.dir);
    group.campaignId = await seedCampaign(group.host.url, group.battle, group.players);
    group.page = await newWatchedPage(browser);
  }
}, 120_000);
afterAll(async () => {
  await browser?.close();
  for (const group of groups) {
    await group.host?.stop();
    group.data.remove();
  }
  await realm?.close();
});

describe('the Shared Realm, two groups in two data folders', () => {
  it('each group joins the realm and publishes its finished battles from the Shared Realm screen', async () => {
    for (const group of groups) {
      const page = group.page!;
      await page.goto(`${group.host!.url}#/campaigns/${group.campaignId}`);
      await page.getByRole('navigation').getByRole('link', { name: 'Shared Realm' }).click();
      await page.getByRole('heading', { level: 1, name: 'Publish to a shared realm' }).waitFor();
      await page.getByLabel('Realm address').fill(realm.url);
      await page.getByLabel('Group key').fill(group.key!);
      await page.getByLabel('diary entries linked to it').check();
      await page.getByRole('button', { name: 'Join the realm' }).click();
      await page.getByRole('status').filter({ hasText: `Publishing as ${group.name} to The Ashlands Realm` }).waitFor({ timeout: 15_000 });
      await page.getByRole('button', { name: 'Publish all finished battles' }).click();
      await page.getByRole('status').filter({ hasText: '1 battle queued to publish' }).waitFor();
      await page.locator('.battle-row').filter({ hasText: group.battle }).getByText('Published', { exact: true }).waitFor({ timeout: 20_000 });
    }
  });

  it('shows both groups’ battles in the realm chronicle, by display names, in the app and on the realm’s own pages', async () => {
    const last = groups[1]!;
    const page = last.page!;
    const chronicle = page.getByRole('region', { name: 'The realm’s chronicle' });
    await chronicle.getByRole('heading', { name: 'The Ash Road' }).waitFor({ timeout: 20_000 });
    await chronicle.getByRole('heading', { name: 'Ember Crossing' }).waitFor();
    const text = (await chronicle.textContent()) ?? '';
    expect(text).toContain('Harrow Wargames Club');
    expect(text).toContain('Ashen Vale Irregulars');
    expect(text).toContain('Ann (Harrow Line)');
    expect(text).toContain('Dee (Harrow Line)');
    await readableSnapshot(page, 'realm-01-app-desktop', { typed: [realm.url] });
    for (const [size, viewport] of [['tablet', { width: 800, height: 1000 }], ['phone', { width: 390, height: 844 }]] as const) {
      await page.setViewportSize(viewport);
      await readableSnapshot(page, `realm-02-app-${size}`, { typed: [realm.url] });
    }
    await page.setViewportSize({ width: 1280, height: 800 });

    // The realm's own page, as anyone with a browser reads it.
    const served = (await realm.get(`/api/realms/${realm.slug}/chronicle`)).body.value as RealmChronicle;
    await page.goto(`${realm.url}/r/${realm.slug}`);
    await page.getByRole('heading', { level: 1, name: 'The Ashlands Realm' }).waitFor();
    const body = (await page.locator('main').textContent()) ?? '';
    for (const expected of ['The Ash Road', 'Ember Crossing', 'Harrow Wargames Club', 'Ashen Vale Irregulars', 'Ann (Harrow Line)', 'Dee (Harrow Line)']) expect(body).toContain(expected);
    // Neither a group's laptop ids nor the realm's own battle ids are shown.
    for (const battle of served.battles) expect(body).not.toContain(battle.id);
    expect(body).not.toContain(groups[0]!.campaignId!);
    await snapshot(page, 'realm-03-server-page');
    await page.getByRole('link', { name: 'Ember Crossing' }).click();
    await page.getByRole('heading', { level: 1, name: 'Ember Crossing' }).waitFor();
    expect(await page.getByRole('heading', { name: 'The account' }).isVisible()).toBe(true);
    await snapshot(page, 'realm-04-server-battle');
    for (const group of groups) expect(group.page!.problems).toEqual([]);
  });
});
