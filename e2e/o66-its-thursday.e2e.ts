import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { addPlayer, startFirstCampaign } from './support/app-steps';
import { useBrowserHost } from './support/browser-host';
import { readableAtEverySize } from './support/readable-screen';
import { newWatchedPage } from './support/watched-page';

/**
 * What a new group met on a Thursday night with Order 66 (seed 000) and an ITS game (seed 003),
 * played through the app in Chromium: a push into a terrain piece they named "the shrine wall",
 * a resist roll the undo bar must call a resist roll, and an ITS report whose chronicle must not
 * be headed "Turn 3".
 */
const env = useBrowserHost();
const TYPED = ['Thursday Mystics', 'Alice', 'Ben', 'Temple Guard', 'Red Hand', 'Ambush at the Shrine', 'the shrine wall', 'Quadrant Seven'];

async function enterDice(page: Page, label: string, faces: readonly number[]): Promise<void> {
  if (faces.length === 1) return page.getByLabel(label, { exact: true }).fill(String(faces[0]));
  for (const [index, face] of faces.entries()) await page.getByLabel(`${label} die ${index + 1}`, { exact: true }).fill(String(face));
}

async function buildForce(page: Page, campaignUrl: string, force: string, player: string, mystic: string, chaos: boolean): Promise<void> {
  await page.goto(`${campaignUrl}/armies`);
  await page.getByRole('button', { name: 'New army' }).click();
  const dialog = page.getByRole('dialog', { name: 'New army' });
  await dialog.getByRole('radio', { name: /^Order 66/ }).check();
  await dialog.getByLabel('Order 66 force name').fill(force);
  await dialog.locator('select[name="playerId"]').selectOption({ label: player });
  await dialog.getByRole('button', { name: 'Create the force' }).click();
  await page.getByRole('heading', { level: 1, name: force }).waitFor();
  await page.locator('select[name="mystic"]').selectOption({ label: mystic });
  if (chaos) await page.getByLabel('Chaos, for power and control').check();
  await enterDice(page, "The Mystic's four rolls", [1, 3, 2, 1]);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
}

const flat = async (page: Page) => (await page.locator('main').innerText()).replace(/\s+/g, ' ');

describe('a new group’s Thursday night with Order 66 and ITS', () => {
  it('names the terrain and the resist roll as the players did, and reads the ITS report under “The reckoning”', async () => {
    const page = await newWatchedPage(env.browser);
    await page.goto(`${env.host.url}#/campaigns`);
    const campaignUrl = await startFirstCampaign(page, 'Thursday Mystics');
    for (const name of ['Alice', 'Ben']) await addPlayer(page, name);
    await buildForce(page, campaignUrl, 'Temple Guard', 'Alice', 'Meg: Mystic Deflection', false);
    await buildForce(page, campaignUrl, 'Red Hand', 'Ben', "Va'Durr: Mystic Choke", true);

    await page.goto(`${campaignUrl}/battles/new`);
    await page.getByRole('radio', { name: /^Order 66/ }).check();
    await page.getByLabel('Battle name').fill('Ambush at the Shrine');
    await page.getByRole('button', { name: 'Set up the battle' }).click();
    await enterDice(page, "Alice's roll", [6]);
    await enterDice(page, "Ben's roll", [1]);
    await page.getByRole('button', { name: 'Confirm the roll-off' }).click();
    await page.getByRole('button', { name: 'Activate Meg', exact: true }).click();

    // Seed 000 L98–L108: Meg's psychic attack; Va'Durr rolls to resist (L104) and is pushed into terrain.
    await page.getByRole('radio', { name: 'Psychic attack', exact: true }).click();
    await page.locator('select[name="target"]').selectOption({ label: "Va'Durr (Ben)" });
    await page.getByLabel('Squares to the target').fill('4');
    await enterDice(page, "Meg's psychic attack roll (Alice)", [4, 4]);
    await page.getByRole('button', { name: 'Confirm the action' }).click();
    await enterDice(page, "Va'Durr's resist roll (Ben)", [1, 1]);
    await page.getByRole('button', { name: 'Confirm the roll' }).click();
    // The undo bar names the roll as the form did: a resist roll, not a "defence roll".
    await page.locator('.last-step').filter({ hasText: "Last: Va'Durr's resist roll (Ben): 1 + 1" }).waitFor();
    await page.getByLabel('Squares moved (at most 6)').fill('3');
    await page.locator('select[name="collision"]').selectOption({ label: 'A terrain piece' });
    await page.locator('input[name="collisionTerrain"]').fill('the shrine wall');
    await page.getByRole('button', { name: 'Confirm the push' }).click();
    await page.locator('.last-step').filter({ hasText: "Last: Meg pushes Va'Durr 3 squares into the shrine wall (Alice)" }).waitFor();

    await page.getByRole('tab', { name: /Event log/ }).click();
    await expect.poll(() => flat(page)).toContain("Va'Durr ran into the shrine wall: both take 1 point of damage");
    expect(await flat(page)).toContain('The shrine wall took 1 point of damage (1 in all)');
    expect(await flat(page)).not.toMatch(/\bthe the\b/i);
    await readableAtEverySize(page, 'o66-its-thursday/o66-event-log', { checks: { typed: TYPED } });

    // Supremacy (seed 003 L762–L776), reported at the end of the third Game Round (L914).
    await page.goto(`${campaignUrl}/battles/new`);
    await page.getByRole('radio', { name: /Infinity N3 \(ITS\)/ }).check();
    await page.getByLabel('Battle name').fill('Quadrant Seven');
    await page.getByRole('region', { name: 'First side' }).locator('select').selectOption({ label: 'Alice' });
    await page.getByRole('region', { name: 'Second side' }).locator('select').selectOption({ label: 'Ben' });
    await page.locator('select[name=scenario]').selectOption({ label: 'Supremacy' });
    await page.getByRole('button', { name: 'Set up the battle' }).click();
    const report = page.getByRole('form', { name: 'End-of-game report' });
    const numbers = report.locator('input[type="number"]');
    for (const [index, value] of [2, 1, 1, 1, 0, 3, 1, 1, 180, 120].entries()) await numbers.nth(index).fill(String(value));
    await report.locator('input[type="checkbox"]').first().check();
    await report.getByRole('button', { name: 'Score the game' }).click();
    await page.getByRole('link', { name: 'Read the chronicle of this battle' }).click();
    await page.waitForURL(/chronicle\/battles/);
    await page.getByRole('heading', { name: 'The reckoning' }).waitFor();
    // An ITS Turn is one player's Active Turn inside a Game Round (L734): the report is not "Turn 3".
    expect(await page.getByRole('heading', { name: /^Turn \d/ }).count()).toBe(0);
    await expect.poll(() => flat(page)).toContain('1 for Classified Objectives');
    await readableAtEverySize(page, 'o66-its-thursday/its-chronicle', { checks: { typed: TYPED } });
    expect(page.problems).toEqual([]);
    await page.close();
  }, 180_000);
});
