import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { seedBridgeCampaign } from '../src-shared/chronicle/testing/seed-campaign';
import { PREY_SCRIPT, PREY_SETUP, preyRosters } from '../src-main/testing/system-fixtures';
import { apiCaller } from './support/api';
import { useBrowserHost } from './support/browser-host';
import { readableSnapshot } from './support/readable-screen';
import { newWatchedPage, type WatchedPage } from './support/watched-page';
import { mapPicture } from './campaign-map-picture';

/**
 * The campaign map end to end, in Chromium over the browser host: the group loads a picture of
 * their land, draws five regions (one by keyboard alone), places three battles of two systems on
 * it (Orders & Omens' bridge, won by Bo, and two 1999 Prey Missions won by Ann; one placed from the
 * battle's own screen), sees two regions change hands, undoes the last step of one battle and sees
 * the border go back, scrubs and plays the timeline, and exports the map as a PNG.
 */
const env = useBrowserHost();
let page: WatchedPage;
const SHOTS = join(__dirname, 'screenshots', 'campaign-map');
const TYPED = ['The War of the Sundered Crown', 'The Sundered Realm', 'Northmarch', 'Kharak Pass', 'Greenwood', 'Ashfields', 'Stormcoast', 'Ann', 'Bo', 'Cy', 'The Ash Road', 'The Ash Road Again', 'The Iron Hold', 'The Greenwood', 'Frostmoon'];
const SIZES = { desktop: { width: 1280, height: 800 }, tablet: { width: 800, height: 1000 }, phone: { width: 390, height: 844 } } as const;
let campaignId: string;
let bridgeId: string;
let ashRoad: { id: string; steps: number };
let ashRoadAgainId: string;
const requests: string[] = [];

type Call = ReturnType<typeof apiCaller>;

/** A three-player 1999 Prey Mission played through the contract to Ann's victory. */
async function playPrey(call: Call, name: string, playerIds: readonly string[]): Promise<{ id: string; steps: number }> {
  const forces = [];
  for (const [i, roster] of preyRosters().entries()) forces.push(await call('forces.create', { campaignId, playerId: playerIds[i]!, system: '1999', roster: { ...roster, name: `${roster.name} (${name})` } }));
  const battle = await call('battles.create', {
    system: '1999',
    campaignId,
    name,
    sides: forces.map((force, i) => ({ playerId: playerIds[i]!, armyIds: [force.id] })),
    setup: PREY_SETUP,
  });
  for (const [index, event] of PREY_SCRIPT.entries()) await call('battles.append', { battleId: battle.id, system: '1999', event, expectedCount: index });
  return { id: battle.id, steps: PREY_SCRIPT.length };
}

beforeAll(async () => {
  const call = apiCaller(env.host.url);
  const seeded = await seedBridgeCampaign(call);
  campaignId = seeded.campaignId;
  bridgeId = seeded.battleId;
  const cy = await call('players.create', { campaignId, name: 'Cy', colour: '#6a3d9a' });
  const players = [seeded.players[0]!.id, seeded.players[1]!.id, cy.id];
  ashRoad = await playPrey(call, 'The Ash Road', players);
  ashRoadAgainId = (await playPrey(call, 'The Ash Road Again', players)).id;
  await call('chronicle.battle.setWorldDate', { battleId: bridgeId, worldDay: 3, worldDate: '3rd of Frostmoon' });
  await call('chronicle.battle.setWorldDate', { battleId: ashRoad.id, worldDay: 7, worldDate: '7th of Frostmoon' });
  page = await newWatchedPage(env.browser, { viewport: SIZES.desktop, acceptDownloads: true });
  const origin = new URL(env.host.url).origin;
  page.on('request', (request) => {
    if (new URL(request.url()).origin !== origin && !request.url().startsWith('data:') && !request.url().startsWith('blob:')) requests.push(request.url());
  });
}, 180_000);
afterEach(async (context) => {
  // What the screen showed when a step failed, for the person reading the run.
  if (context.task.result?.state === 'fail') await page.screenshot({ path: join(SHOTS, `failed-${context.task.name.slice(0, 40).replace(/\W+/g, '-')}.png`) });
});

const mapUrl = () => `${env.host.url}#/campaigns/${campaignId}/map`;

/** Where a point of the map (in the picture's pixels) is on screen. */
async function onScreen(p: Page, x: number, y: number): Promise<{ x: number; y: number }> {
  await p.locator('svg.map-svg').scrollIntoViewIfNeeded();
  // Evaluated as text: the e2e project has no DOM types.
  return p.evaluate(`(() => {
    const svg = document.querySelector('svg.map-svg');
    const point = new DOMPoint(${x}, ${y}).matrixTransform(svg.getScreenCTM());
    return { x: point.x, y: point.y };
  })()`) as Promise<{ x: number; y: number }>;
}

async function tapMap(p: Page, x: number, y: number): Promise<void> {
  const at = await onScreen(p, x, y);
  await p.mouse.click(at.x, at.y);
}

async function drawRegion(p: Page, name: string, kind: string, holder: string, corners: readonly (readonly [number, number])[]): Promise<void> {
  for (const [x, y] of corners) await tapMap(p, x, y);
  await p.getByRole('button', { name: 'Finish the outline' }).click();
  await p.getByLabel('Region name').fill(name);
  await p.getByLabel('Kind').selectOption({ label: kind });
  await p.getByLabel('Held at the start by').selectOption({ label: holder });
  await p.getByRole('button', { name: 'Save region' }).click();
  await p.getByRole('button', { name: `${name}, held by ${holder}` }).waitFor();
}

const region = (name: string, holder: string) => page.getByRole('button', { name: `${name}, held by ${holder}`, exact: true });
/** The select's name includes its chosen option ("Battle Choose a battle"). */
const battlePicker = () => page.getByRole('combobox', { name: /^Battle\b/ });
const changeRows = () => page.getByRole('region', { name: 'Changes of hands' }).getByRole('listitem');

async function screens(name: string): Promise<void> {
  for (const [size, viewport] of Object.entries(SIZES)) {
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.setViewportSize(viewport);
      await page.emulateMedia({ colorScheme });
      await page.waitForTimeout(150);
      await readableSnapshot(page, `campaign-map/${name}-${size}-${colorScheme}`, { typed: TYPED });
    }
  }
  await page.setViewportSize(SIZES.desktop);
  await page.emulateMedia({ colorScheme: 'light' });
}

describe('a campaign map whose borders the battles move', () => {
  it('loads a picture and draws five regions, one of them by keyboard alone', async () => {
    await page.goto(mapUrl());
    await page.getByRole('heading', { name: 'No map yet' }).waitFor();
    await page.getByLabel('Map name').fill('The Sundered Realm');
    await page.getByLabel('Map picture').setInputFiles({ name: 'realm.png', mimeType: 'image/png', buffer: mapPicture(640, 400) });
    await page.getByText('Loaded: 640 × 400 pixels').waitFor();
    await page.getByRole('button', { name: 'Make the map' }).click();
    await page.getByRole('heading', { name: 'The Sundered Realm' }).waitFor();

    await page.getByRole('button', { name: 'Draw a region' }).click();
    await drawRegion(page, 'Northmarch', 'Farmland', 'Ann', [[20, 20], [300, 20], [300, 180], [20, 180]]);
    await drawRegion(page, 'Kharak Pass', 'Mountain pass', 'Ann', [[320, 20], [620, 20], [620, 180], [320, 180]]);
    await drawRegion(page, 'Greenwood', 'Forest', 'Bo', [[20, 220], [200, 220], [200, 380], [20, 380]]);
    await drawRegion(page, 'Ashfields', 'Town', 'Bo', [[220, 220], [420, 220], [420, 380], [220, 380]]);

    // Stormcoast by keyboard: the cross starts in the middle (320, 200) and moves 8 map units a step, 40 with Shift.
    const svg = page.locator('svg.map-svg');
    await svg.focus();
    const press = async (key: string, times = 1) => {
      for (let i = 0; i < times; i++) await page.keyboard.press(key);
    };
    await press('Shift+ArrowRight', 3);
    await press('ArrowDown', 3);
    await press('Enter');
    await press('Shift+ArrowRight', 4);
    await press('Enter');
    await press('Shift+ArrowDown', 4);
    await press('Enter');
    await press('Shift+ArrowLeft', 4);
    await press('Enter');
    await page.getByText('4 corners so far.').waitFor();
    await drawRegion(page, 'Stormcoast', 'Port', 'Nobody', []);
    expect(await page.locator('svg.map-svg polygon.region').count()).toBe(5);
  }, 120_000);

  it('places three battles of two systems, and two regions change hands', async () => {
    await page.getByRole('button', { name: 'Place a battle' }).click();
    await battlePicker().selectOption(bridgeId);
    await tapMap(page, 520, 70);
    await page.getByRole('img', { name: 'The Battle of the Sundered Bridge (Orders & Omens): Bo took Kharak Pass' }).waitFor();
    await battlePicker().selectOption(ashRoad.id);
    await tapMap(page, 70, 260);
    await page.getByRole('img', { name: 'The Ash Road (1999): Ann took Greenwood' }).waitFor();
    await page.getByRole('button', { name: 'Done placing' }).click();

    // The third from the battle's own screen, dated on the map.
    await page.goto(`${env.host.url}#/campaigns/${campaignId}/battles/${ashRoadAgainId}`);
    await page.getByRole('link', { name: 'Place this battle on the campaign map' }).click();
    await page.getByRole('region', { name: 'Place a battle' }).waitFor();
    expect(await battlePicker().inputValue()).toBe(ashRoadAgainId);
    await page.getByLabel('Campaign day').fill('12');
    await page.getByRole('textbox', { name: /^Date of the battle/ }).fill('12th of Frostmoon');
    // Saving the date reads the map again. That answer is held back until the battle is placed, as on
    // a slow machine: arriving late, it must not put back the map from before the placing.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/map.get', async (route) => {
      const response = await route.fetch();
      await held;
      await route.fulfill({ response });
    }, { times: 1 });
    const reread = page.waitForResponse((response) => response.url().endsWith('/api/map.get'));
    await Promise.all([page.waitForResponse((response) => response.url().endsWith('/api/chronicle.battle.setWorldDate')), page.getByRole('button', { name: 'Save the date' }).click()]);
    await tapMap(page, 90, 60);
    const placed = page.getByRole('img', { name: 'The Ash Road Again (1999): Ann held Northmarch' });
    await placed.waitFor();
    release();
    await reread;
    await expect.poll(() => page.getByRole('button', { name: 'Save the date' }).isEnabled()).toBe(true);
    expect(await placed.count()).toBe(1);
    await page.getByRole('button', { name: 'Done placing' }).click();

    await region('Kharak Pass', 'Bo').waitFor();
    await region('Greenwood', 'Ann').waitFor();
    await region('Northmarch', 'Ann').waitFor();
    await expect(changeRows().allTextContents()).resolves.toEqual([
      'Greenwood: Bo → Ann (The Ash Road, 7th of Frostmoon)',
      'Kharak Pass: Ann → Bo (The Battle of the Sundered Bridge, 3rd of Frostmoon)',
    ]);
    await expect(page.getByRole('table', { name: 'Holdings by player' }).getByRole('row').allTextContents()).resolves.toEqual(['PlayerRegionsValue', 'Bo26', 'Ann23']);
    await page.getByRole('img', { name: 'Value of land held over in-world time' }).waitFor();
    await screens('after-three-battles');
  }, 180_000);

  it('undoing a battle’s last step puts the border back', async () => {
    await page.goto(`${env.host.url}#/campaigns/${campaignId}/battles/${ashRoad.id}`);
    await page.getByRole('button', { name: '↶ Undo last step' }).click();
    await page.getByRole('button', { name: 'Undo it' }).click();
    await page.getByText(/^Last: /).waitFor();
    // "Last:" shows before the undo too: the battle's result going away is what says the undo is recorded.
    await page.getByRole('link', { name: 'Read the chronicle of this battle' }).waitFor({ state: 'detached' });
    await page.goto(mapUrl());
    await region('Greenwood', 'Bo').waitFor();
    await region('Kharak Pass', 'Bo').waitFor();
    await page.getByRole('img', { name: 'The Ash Road (1999): Not over yet' }).waitFor();
    await expect(changeRows().allTextContents()).resolves.toEqual(['Kharak Pass: Ann → Bo (The Battle of the Sundered Bridge, 3rd of Frostmoon)']);
  }, 60_000);

  it('scrubs and plays the timeline over in-world dates', async () => {
    const scrubber = page.getByRole('slider', { name: 'In-world date' });
    await scrubber.focus();
    await page.keyboard.press('Home');
    await expect(page.locator('output.when').textContent()).resolves.toBe('The start');
    await region('Kharak Pass', 'Ann').waitFor();
    await page.getByRole('region', { name: 'Changes of hands' }).getByText('No region has changed hands by this date.').waitFor();
    await page.keyboard.press('ArrowRight');
    await expect(page.locator('output.when').textContent()).resolves.toBe('3rd of Frostmoon');
    await region('Kharak Pass', 'Bo').waitFor();
    await page.keyboard.press('Home');
    await page.getByRole('button', { name: 'Play the borders' }).click();
    await page.getByRole('button', { name: 'Pause' }).waitFor();
    await page.locator('output.when').filter({ hasText: '12th of Frostmoon' }).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Play the borders' }).waitFor();
    await screens('timeline-at-the-end');
  }, 120_000);

  it('exports the map at the date shown as a PNG, with no request leaving the host', async () => {
    const scrubber = page.getByRole('slider', { name: 'In-world date' });
    await scrubber.focus();
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowRight');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export as PNG' }).click()]);
    expect(download.suggestedFilename()).toBe('The-Sundered-Realm-3rd-of-Frostmoon.png');
    mkdirSync(SHOTS, { recursive: true });
    const file = join(SHOTS, 'exported-3rd-of-Frostmoon.png');
    await download.saveAs(file);
    const png = readFileSync(file);
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([640, 400]);
    expect(png.length).toBeGreaterThan(10_000);
    await page.getByRole('status').filter({ hasText: 'Saved the map as The-Sundered-Realm-3rd-of-Frostmoon.png' }).waitFor();
    expect(requests).toEqual([]);
  }, 60_000);

  it('on a tablet, a region is chosen by touch and given a new holder from a campaign day', async () => {
    await page.setViewportSize(SIZES.tablet);
    await page.getByRole('slider', { name: 'In-world date' }).focus();
    await page.keyboard.press('End');
    await region('Stormcoast', 'Nobody').click();
    const panel = page.getByRole('region', { name: 'Stormcoast' });
    await panel.getByText('Port · worth 3 · held by Nobody (12th of Frostmoon)').waitFor();
    await panel.getByLabel('Holder').selectOption({ label: 'Cy' });
    await panel.getByLabel(/^From campaign day/).fill('10');
    await panel.getByRole('button', { name: 'Set the holder' }).click();
    await region('Stormcoast', 'Cy').waitFor();
    await readableSnapshot(page, 'campaign-map/region-chosen-tablet-light', { typed: TYPED });
    await panel.getByRole('button', { name: 'Cancel' }).click();
    await expect(changeRows().first().textContent()).resolves.toBe('Stormcoast: Nobody → Cy (set by hand, Day 10)');
    await page.setViewportSize(SIZES.desktop);
  }, 60_000);

  it('the campaign overview shows each player’s land and the chart over time', async () => {
    await page.goto(`${env.host.url}#/campaigns/${campaignId}`);
    const land = page.getByRole('region', { name: 'Land held' });
    await land.getByRole('table', { name: 'Holdings by player' }).waitFor();
    await expect(land.getByRole('table', { name: 'Holdings by player' }).getByRole('row').allTextContents()).resolves.toEqual(['PlayerRegionsValue', 'Bo37', 'Cy13', 'Ann12']);
    await land.getByRole('img', { name: 'Value of land held over in-world time' }).waitFor();
    await readableSnapshot(page, 'campaign-map/overview-desktop-light', { typed: TYPED });
  }, 60_000);

  it('puts the map in the chronicle’s web page export', async () => {
    await page.goto(`${env.host.url}#/campaigns/${campaignId}/chronicle?tab=export`);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Web page (.html)' }).click()]);
    const file = join(SHOTS, 'chronicle-with-map.html');
    await download.saveAs(file);
    const html = readFileSync(file, 'utf8');
    expect(html).toMatch(/<figure><img src="data:image\/png;base64,[A-Za-z0-9+/]{10000,}=*" alt="The Sundered Realm, 12th of Frostmoon"/);

    await page.goto(`${env.host.url}#/campaigns/${campaignId}/chronicle/book`);
    const bound = page.getByRole('img', { name: 'The Sundered Realm, 12th of Frostmoon' });
    await bound.waitFor();
    const src = (await bound.getAttribute('src')) ?? '';
    expect(src).toMatch(/^data:image\/png;base64,/);
    const bookPng = Buffer.from(src.slice(src.indexOf(',') + 1), 'base64');
    expect([bookPng.readUInt32BE(16), bookPng.readUInt32BE(20)]).toEqual([640, 400]);
    await readableSnapshot(page, 'campaign-map/chronicle-book-with-map', { typed: TYPED });
    expect(page.problems).toEqual([]);
  }, 60_000);
});
