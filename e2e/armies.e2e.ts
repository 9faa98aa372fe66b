import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { useBrowserHost } from './support/browser-host';
import { newWatchedPage, type WatchedPage } from './support/watched-page';
import { readableSnapshot as snapshot } from './support/readable-screen';

const env = useBrowserHost();
let campaignUrl = '';
let armyPath = '';


async function openApp(hash = ''): Promise<WatchedPage> {
  const page = await newWatchedPage(env.browser, { viewport: { width: 1280, height: 900 } });
  await page.goto(env.host.url + hash);
  return page;
}

const brigade = (page: Page, n: string) => page.getByRole('region', { name: `${n} Brigade of the 1st Division` });

/** The regiment cells whose text is wider than the cell (and so runs out of its card), as "text: px too wide". */
async function textSpillingOutOfRegimentRows(page: Page): Promise<string[]> {
  // scrollWidth counts the " soldiers" suffix CSS draws after the number, which no DOM range measures.
  return (await page.evaluate(`[...document.querySelectorAll('table.regiments tr[data-part] > *')]
    .filter((cell) => cell.scrollWidth > cell.clientWidth + 1)
    .map((cell) => cell.textContent.trim() + ': ' + (cell.scrollWidth - cell.clientWidth) + ' px too wide')`)) as string[];
}

async function addPlayer(page: Page, name: string, faction: string, race: string): Promise<void> {
  await page.getByRole('button', { name: 'Add player' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add player' });
  await dialog.getByLabel('Player name').fill(name);
  await dialog.getByRole('button', { name: 'Add a faction' }).click();
  await dialog.getByLabel('Faction 1 name').fill(faction);
  await dialog.getByLabel('Faction 1 race').selectOption({ label: race });
  await dialog.getByRole('button', { name: 'Add player' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** Sets a Brigade's regiments: [type, weapon, armoured] per row, adding rows as needed. */
async function fillBrigade(section: Locator, experience: string, rows: [string, string, boolean][]): Promise<void> {
  await section.getByLabel(/Brigade experience/).selectOption({ label: experience });
  for (let r = 0; r < rows.length; r++) {
    const [type, weapon, armoured] = rows[r]!;
    const label = `${['1st', '2nd', '3rd', '4th'][r]} Regiment`;
    if ((await section.getByLabel(`${label} type`).count()) === 0) await section.getByRole('button', { name: /^Add regiment/ }).click();
    await section.getByLabel(`${label} type`).selectOption({ label: type });
    await section.getByLabel(`${label} weapon`).selectOption({ label: weapon });
    await section.getByRole('checkbox', { name: `${label} Armour` }).setChecked(armoured);
  }
}

describe('campaign, players and army rosters in the browser host, as a new user would', () => {
  it('sets up a campaign and two players, builds a legal Human army whose points match the rulebook, and keeps it across a restart', async () => {
    let page = await openApp();

    await page.getByRole('button', { name: 'Start your first campaign' }).click();
    const dialog = page.getByRole('dialog', { name: 'New campaign' });
    await dialog.getByLabel('Name').fill('The War of the Sundered Crown');
    await dialog.getByLabel('Our own world').check();
    await dialog.getByLabel('Setting').fill('The Sundered Marches');
    await dialog.getByLabel('In-world start date').fill('Spring, in the 412th year of the Crown');
    await dialog.getByRole('button', { name: 'Create campaign' }).click();
    await page.getByRole('heading', { level: 1, name: 'The War of the Sundered Crown' }).waitFor();
    campaignUrl = page.url();
    await snapshot(page, 'armies-01-overview-empty');

    // Bad input: a player without a name is refused beside the field, and nothing is added.
    await page.getByRole('button', { name: 'Add player' }).click();
    const bad = page.getByRole('dialog', { name: 'Add player' });
    await bad.getByRole('button', { name: 'Add player' }).click();
    await bad.getByRole('alert').filter({ hasText: 'Player name is required' }).waitFor();
    await snapshot(page, 'armies-02-player-invalid');
    await page.keyboard.press('Escape');
    await bad.waitFor({ state: 'detached' });

    await addPlayer(page, 'Ann', 'The Crown', 'Human');
    await addPlayer(page, 'Bo', 'Red Maw', 'Orc');
    const players = page.getByRole('list', { name: 'Players' });
    await expect.poll(() => players.locator('.player-name').allTextContents()).toEqual(['Ann', 'Bo']);
    await snapshot(page, 'armies-03-overview-players');

    await page.getByRole('navigation').getByRole('link', { name: 'Armies' }).click();
    await page.getByRole('heading', { name: 'No armies yet' }).waitFor();
    await snapshot(page, 'armies-04-armies-empty');
    await page.getByRole('button', { name: 'Build an army' }).click();
    const create = page.getByRole('dialog', { name: 'New army' });
    await create.getByLabel('Army name').fill('The Crown Host');
    expect(await create.getByLabel('Army list').inputValue()).toBe('human'); // from Ann's Human faction
    await create.getByLabel('Points limit').fill('300');
    await create.getByRole('button', { name: 'Create army' }).click();
    await page.getByRole('heading', { level: 1, name: 'The Crown Host' }).waitFor();
    armyPath = new URL(page.url()).hash;
    await snapshot(page, 'armies-05-builder-empty');

    await page.getByRole('button', { name: 'Add Division' }).click();
    await page.getByLabel('1st Division General experience').selectOption({ label: 'Experienced' });
    await page.getByRole('checkbox', { name: 'Magical Advisor for the 1st Division General' }).check();
    for (let b = 0; b < 3; b++) await page.getByRole('button', { name: 'Add Brigade to the 1st Division' }).click();
    await fillBrigade(brigade(page, '1st'), 'Green', [
      ['Infantry', 'Hand Weapons', false],
      ['Infantry', 'Hand Weapons', false],
      ['Infantry', 'Hand Weapons', false],
      ['Infantry', 'Polearms', true],
    ]);
    await fillBrigade(brigade(page, '2nd'), 'Experienced', [
      ['Infantry', 'Bows', false],
      ['Infantry', 'Bows', false],
      ['Cavalry', 'Hand Weapons', false],
    ]);
    await fillBrigade(brigade(page, '3rd'), 'Elite', [
      ['Cavalry', 'Polearms', true],
      ['Infantry', 'Crossbows/Firearms', false],
    ]);

    // Expected total, by hand from the rulebook (Army Creation: Creating an Army, Divisional Generals; HUMAN ARMY LIST):
    //   Marshal: "Marshals are always Elite", no points of his own (ruling oo.marshal-cost, default)     0
    //   "(Experienced) Divisional General.....40 points" + "Magical Advisor.....10 points"            50
    //   1st Brigade, Green: 3 × "(Green) Hand Weapons.....10" + "(Green) Polearms.....12" + "Armour Upgrade.....2"   44
    //   2nd Brigade, Experienced: 2 × "(Experienced) Bows.....30" + Cavalry "(Experienced) Hand Weapons.....30"     90
    //   3rd Brigade, Elite: Cavalry "(Elite) Polearms.....42" + Armour 2 + "(Elite) Crossbows/Firearms.....34"     78
    const expected = 0 + (40 + 10) + (3 * 10 + 12 + 2) + (2 * 30 + 30) + (42 + 2 + 34);
    expect(expected).toBe(262);
    await expect.poll(() => page.getByTestId('army-total').textContent()).toBe(`${expected} / 300 pts`);
    await expect.poll(() => page.getByTestId('army-status').textContent()).toBe('Valid');
    // Narrative strength: nine Human regiments of "800 soldiers" (Regiment Sizes).
    await page.getByRole('region', { name: 'Army summary' }).getByText('7,200 soldiers').waitFor();
    await snapshot(page, 'armies-06-builder-legal');

    // A fifth Regiment in the 1st Brigade: the engine's error appears on that Brigade.
    await brigade(page, '1st').getByRole('button', { name: /^Add regiment/ }).click();
    await brigade(page, '1st').getByRole('alert').filter({ hasText: '1st Division, 1st Brigade: has 5 Regiments; a Brigade needs 2 to 4' }).waitFor();
    await expect.poll(() => page.getByTestId('army-status').textContent()).toBe('Invalid · 1 problem');
    expect(await brigade(page, '2nd').getByRole('alert').count()).toBe(0);
    await snapshot(page, 'armies-07-builder-fifth-regiment');

    // Bad input in the builder: a negative points limit is explained beside the field.
    await page.getByLabel('Points limit').fill('-50');
    await page.getByRole('alert').filter({ hasText: 'Points limit must be at least 1 point' }).waitFor();
    await page.getByLabel('Points limit').fill('300');

    await brigade(page, '1st').getByRole('button', { name: 'Remove 5th Regiment' }).click();
    await expect.poll(() => page.getByTestId('army-status').textContent()).toBe('Valid');
    await page.getByRole('button', { name: 'Save army' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    expect(page.problems).toEqual([]);
    await page.close();

    await env.restartHost();
    page = await openApp(armyPath);
    await page.getByRole('heading', { level: 1, name: 'The Crown Host' }).waitFor();
    await expect.poll(() => page.getByTestId('army-total').textContent()).toBe('262 / 300 pts');
    expect(await page.getByTestId('army-status').textContent()).toBe('Valid');
    expect(await brigade(page, '1st').getByRole('row').count()).toBe(1 + 4);
    expect(await brigade(page, '3rd').getByLabel('1st Regiment weapon').inputValue()).toBe('polearms');
    await snapshot(page, 'armies-08-builder-after-restart');
    // On a phone each regiment is a small card: its "800 soldiers" must stay inside the card, not spill past the Brigade's edge.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => textSpillingOutOfRegimentRows(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });

    // The print view: the rulebook's Division Roster sheet, filled in.
    await page.getByRole('link', { name: 'Print roster' }).click();
    const sheet = page.getByRole('article', { name: 'Division Roster: 1st Division' });
    await sheet.waitFor();
    expect(await sheet.getByTestId('division-points').textContent()).toBe('262');
    await sheet.getByText('Infantry, Polearms, Armoured').waitFor();
    expect(await sheet.getByText('Brigade PTS').count()).toBe(4);
    await snapshot(page, 'armies-09-print-view');
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('navigation').isVisible()).toBe(false);
    await snapshot(page, 'armies-10-print-media');
    expect(page.problems).toEqual([]);
    await page.close();
  });

  it('randomises an army from dice entered at the table, showing every roll, and opens it as a normal roster', async () => {
    const page = await openApp(`${new URL(campaignUrl).hash}/armies/randomise`);
    await page.getByRole('heading', { name: 'Randomise an army' }).waitFor();
    await page.getByLabel('Army name').fill('Fortune’s Rabble');
    await page.getByLabel('Player').selectOption({ label: 'Bo' });
    await expect.poll(() => page.getByLabel('Army list').inputValue()).toBe('orc'); // Bo leads the Red Maw (Orc)
    expect(await page.getByTestId('next-roll').textContent()).toBe('Army: number of Divisional Generals');

    // Dice from the table: a 1 for two Divisional Generals, then 2s and 1s (Randomising an Army tables).
    await page.getByRole('button', { name: 'Rolled 1' }).click();
    expect(await page.getByTestId('next-roll').textContent()).toBe('1st Division, Divisional General: experience');
    await page.getByRole('button', { name: 'Rolled 2' }).click(); // 2-4: Experienced
    await snapshot(page, 'armies-11-randomise-entering');
    for (let i = 0; i < 27; i++) await page.getByRole('button', { name: 'Rolled 1' }).click();
    await page.getByRole('status').filter({ hasText: 'Every table has been rolled: 29 dice.' }).waitFor();
    const log = page.getByRole('list', { name: 'Randomiser rolls' });
    expect(await log.getByRole('listitem').count()).toBe(29);
    await log.getByText('Experienced').first().waitFor();
    await snapshot(page, 'armies-12-randomise-done');

    await page.getByRole('button', { name: 'Create this army' }).click();
    await page.getByRole('heading', { level: 1, name: 'Fortune’s Rabble' }).waitFor();
    await page.getByRole('region', { name: 'Army summary' }).getByText('Randomised').waitFor();
    await page.getByText(/Randomised with 29 dice \(entered from the table\)/).click();
    expect(await page.getByRole('list', { name: 'Randomiser rolls' }).getByRole('listitem').count()).toBe(29);
    // Orc: two Divisional Generals (Experienced 40, Green 30), eight Green Hand Weapons regiments at 12.
    await expect.poll(() => page.getByTestId('army-total').textContent()).toBe(`${40 + 30 + 8 * 12} pts`);
    await snapshot(page, 'armies-13-randomised-builder');
    expect(page.problems).toEqual([]);
    await page.close();
  });

  it('shows house rules with their quoted text, and refuses a bad army file without importing anything', async () => {
    const page = await openApp(`${new URL(campaignUrl).hash}/house-rules`);
    await page.getByRole('heading', { name: 'Rulings for this campaign' }).waitFor();
    const ruling = page.locator('details', { hasText: 'Regiments per Brigade: 2–4 or 2–5' });
    await ruling.locator('summary').click();
    await ruling.getByText('“Each Brigade must be made up of 2-4 Regiments that are all of the same experience quality').waitFor();
    await page.getByRole('tab', { name: /^Title Tournament \(1999\)/ }).waitFor();
    await snapshot(page, 'armies-14-house-rules');

    await page.goto(`${env.host.url}${new URL(campaignUrl).hash}/armies`);
    await page.getByRole('button', { name: 'Import army' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import an army' });
    const file = {
      format: 'warchronicle.army',
      version: 1,
      army: {
        name: 'Smuggled Host',
        list: 'human',
        randomised: false,
        marshal: { experience: 'elite', magicalAdvisor: false },
        divisions: [{ general: { experience: 'green', magicalAdvisor: false }, brigades: [{ regiments: [{ type: 'wizard' }, { type: 'war-elephant' }] }], attached: [] }],
      },
    };
    await dialog.locator('input[type="file"]').setInputFiles({ name: 'smuggled.army.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) });
    await dialog.getByRole('button', { name: 'Import army' }).click();
    const refusal = dialog.getByRole('alert').filter({ hasText: 'Nothing was imported.' });
    await refusal.waitFor();
    await refusal.getByText('1st Division, 1st Brigade, 1st Regiment: Unknown regiment type "wizard"').waitFor();
    await refusal.getByText('1st Division, 1st Brigade, 2nd Regiment: Unknown regiment type "war-elephant"').waitFor();
    await snapshot(page, 'armies-15-import-refused');

    await dialog.locator('input[type="file"]').setInputFiles({ name: 'newer.army.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify({ ...file, version: 3 })) });
    await dialog.getByRole('button', { name: 'Import army' }).click();
    await dialog.getByText('This army file is version 3, written by a newer Warchronicle').waitFor();
    await page.keyboard.press('Escape');
    expect(await page.locator('.card-title').allTextContents()).toEqual(['The Crown Host', 'Fortune’s Rabble']);
    await snapshot(page, 'armies-16-armies-list');

    await page.getByRole('navigation').getByRole('link', { name: 'Overview' }).click();
    await page.getByRole('table', { name: 'Armies' }).waitFor();
    await page.getByText('No battles fought yet.').waitFor();
    await snapshot(page, 'armies-17-overview-full');
    await page.close();
  });
});
