import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { addPlayer, startFirstCampaign } from './support/app-steps';
import { useBrowserHost } from './support/browser-host';
import { pictureAtEverySize } from './support/every-size';
import { expectReadableScreen } from './support/readable-screen';
import { snapshot, SCREEN_SIZES } from './support/screenshots';
import { newWatchedPage } from './support/watched-page';

/**
 * An Order 66 battle from an empty campaign, through the app in Chromium: three players make their
 * Mystics from four D3, set up a battle, roll off, attack with a psychic push, a Grymn shot and a
 * melee blow, undo a step, and finish with a victor.
 */
const env = useBrowserHost();
const TYPED = ['Sable', 'Night Step', 'The Mystic Wars', 'Megan', 'Sam', 'Rosa', 'The Lantern Guard', 'The Ashen Hand', 'The Red Choir', 'The Fall of the Spire Temple'];

async function enterDice(page: Page, label: string, faces: readonly number[]): Promise<void> {
  if (faces.length === 1) return page.getByLabel(label, { exact: true }).fill(String(faces[0]));
  for (const [index, face] of faces.entries()) await page.getByLabel(`${label} die ${index + 1}`, { exact: true }).fill(String(face));
}

interface MysticSpec {
  readonly force: string;
  readonly player: string;
  /** The Mystic as the picker lists it: "Meg: Mystic Deflection". */
  readonly mystic: string;
  readonly chaos?: boolean;
  /** Four D3 faces; the first three go to Combat, Range and Dodge, the fourth is left over. */
  readonly rolls: readonly [number, number, number, number];
}

async function buildForce(page: Page, campaignUrl: string, spec: MysticSpec): Promise<void> {
  await page.goto(`${campaignUrl}/armies`);
  await page.getByRole('button', { name: 'New army' }).click();
  const dialog = page.getByRole('dialog', { name: 'New army' });
  await dialog.getByRole('radio', { name: /^Order 66/ }).check();
  await dialog.getByLabel('Order 66 force name').fill(spec.force);
  await dialog.locator('select[name="playerId"]').selectOption({ label: spec.player });
  await dialog.getByRole('button', { name: 'Create the force' }).click();
  await page.getByRole('heading', { level: 1, name: spec.force }).waitFor();
  await page.locator('select[name="mystic"]').selectOption({ label: spec.mystic });
  if (spec.chaos) await page.getByLabel('Chaos, for power and control').check();
  await enterDice(page, "The Mystic's four rolls", spec.rolls);
  await page.getByText(`Roll 4 (${spec.rolls[3]}) is left over.`).waitFor();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
}

async function rollOff(page: Page, rolls: Readonly<Record<string, number>>): Promise<void> {
  await page.getByRole('heading', { name: /^Roll-off: turn \d+$/ }).waitFor();
  for (const [player, face] of Object.entries(rolls)) await enterDice(page, `${player}'s roll`, [face]);
  await page.getByRole('button', { name: 'Confirm the roll-off' }).click();
}

async function confirmAction(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Confirm the action' }).click();
}

/** The chronicle's odds looked at on a laptop, a tablet and a phone. */
const ODDS_SIZES = { desktop: { width: 1280, height: 800 }, tablet: { width: 800, height: 1000 }, phone: { width: 390, height: 844 } } as const;

describe('Order 66 through the app', () => {
  it('three players make Mystics, set up a battle, roll off, push, shoot, strike, undo, and the battle ends with a victor', async () => {
    const page = await newWatchedPage(env.browser, { viewport: SCREEN_SIZES.desktop });
    await page.goto(`${env.host.url}#/campaigns`);
    const campaignUrl = await startFirstCampaign(page, 'The Mystic Wars');
    for (const name of ['Megan', 'Sam', 'Rosa']) await addPlayer(page, name);

    // The group's own Mystic, working like Luke's Mystic Jump, in the campaign's Mystics library.
    await page.goto(`${campaignUrl}/armies`);
    await page.getByRole('link', { name: /Mystics/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Mystics' }).waitFor();
    await page.getByRole('button', { name: 'Add a Mystic' }).click();
    await page.getByLabel('Name', { exact: true }).fill('Sable');
    await page.getByLabel('Ability name').fill('Night Step');
    await page.locator('select[name="mechanic-0"]').selectOption({ label: 'Mystic Jump (like Luke)' });
    await page.getByLabel('Ability text').fill('Steps through shadow: +1 to dodge rolls and moves across miniatures and terrain.');
    await page.getByRole('button', { name: 'Save the Mystics' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    await expectReadableScreen(page, 'Mystics library', { typed: TYPED });

    // A set-up with no Order 66 force yet sends the player to the New army dialog, Order 66 chosen, not the bare Armies page.
    await page.goto(`${campaignUrl}/battles/new`);
    await page.getByRole('radio', { name: /^Order 66/ }).check();
    await page.getByRole('heading', { name: 'Build Order 66 forces first' }).waitFor();
    await page.getByRole('link', { name: 'Build an Order 66 force' }).click();
    const newArmy = page.getByRole('dialog', { name: 'New army' });
    expect(await newArmy.getByRole('radio', { name: /^Order 66/ }).isChecked()).toBe(true);
    await newArmy.getByLabel('Order 66 force name').waitFor();
    await newArmy.getByRole('button', { name: 'Cancel' }).click();

    await buildForce(page, campaignUrl, { force: 'The Lantern Guard', player: 'Megan', mystic: 'Meg: Mystic Deflection', rolls: [2, 1, 2, 1] });
    await buildForce(page, campaignUrl, { force: 'The Ashen Hand', player: 'Sam', mystic: "Sable: Night Step (the group's own)", rolls: [1, 2, 2, 1] });
    await buildForce(page, campaignUrl, { force: 'The Red Choir', player: 'Rosa', mystic: "Va'Durr: Mystic Choke", chaos: true, rolls: [3, 3, 1, 1] });
    await expect.poll(() => page.getByRole('article', { name: "Va'Durr's card" }).textContent()).toContain('Mystic Choke');
    await pictureAtEverySize(page, 'order-66', 'force', { typed: TYPED });

    // Set-up: the Order 66 picker, three seats, each player's force picked for them.
    await page.goto(`${campaignUrl}/battles/new`);
    await page.getByRole('radio', { name: /^Order 66/ }).check();
    await page.getByLabel('Battle name').fill('The Fall of the Spire Temple');
    await page.getByRole('button', { name: 'Add a side' }).click();
    await page.getByText('Last Mystic standing.').waitFor();
    await pictureAtEverySize(page, 'order-66', 'setup', { typed: TYPED });
    await page.getByRole('button', { name: 'Set up the battle' }).click();

    // Turn 1, first roll-off: Megan wins and activates Meg.
    await rollOff(page, { Megan: 6, Sam: 3, Rosa: 2 });
    await page.getByRole('button', { name: 'Activate Meg', exact: true }).click();

    // Meg's psychic attack on Sable five squares away: the rulebook's worked example (seed 000 L110–L120).
    await page.getByRole('radio', { name: 'Psychic attack', exact: true }).click();
    await page.locator('select[name="target"]').selectOption({ label: 'Sable (Sam)' });
    await page.getByLabel('Squares to the target').fill('5');
    await page.getByText('Chance the psychic attack succeeds: 72.2% (13 in 18)').waitFor();
    await page.getByText('the target can be moved up to 5 squares').waitFor();
    await enterDice(page, "Meg's psychic attack roll (Megan)", [3, 4]);
    await pictureAtEverySize(page, 'order-66', 'battle-action', { typed: TYPED });
    await confirmAction(page);
    await page.getByRole('heading', { name: 'Sable rolls to resist' }).waitFor();
    await page.getByText("Meg's roll to beat: 8. Sable rolls 2D6 + 2.").waitFor();
    await enterDice(page, "Sable's resist roll (Sam)", [1, 3]);
    await page.getByRole('button', { name: 'Confirm the roll' }).click();
    await page.getByRole('heading', { name: 'Meg pushes Sable' }).waitFor();
    await page.getByLabel('Squares moved (at most 5)').fill('5');
    await pictureAtEverySize(page, 'order-66', 'battle-push', { typed: TYPED });
    await page.getByRole('button', { name: 'Confirm the push' }).click();
    // Meg's second action: a move of 3 squares; her two actions end her activation.
    await page.getByRole('radio', { name: 'Move', exact: true }).click();
    await page.getByLabel('Squares moved (at most 4)').fill('3');
    await confirmAction(page);

    // Second roll-off: Sam's Grymn Trooper shoots at Va'Durr, who fails to dodge.
    await rollOff(page, { Megan: 2, Sam: 5, Rosa: 1 });
    await page.getByRole('button', { name: "Activate Sable's Grymn Trooper", exact: true }).click();
    await page.getByRole('radio', { name: 'Shoot the Pulse Rifle', exact: true }).click();
    await page.locator('select[name="target"]').selectOption({ label: "Va'Durr (Rosa)" });
    await enterDice(page, "Sable's Grymn Trooper's shot roll (Sam)", [4, 4]);
    await confirmAction(page);
    await page.getByRole('heading', { name: "Va'Durr rolls to dodge" }).waitFor();
    await enterDice(page, "Va'Durr's dodge roll (Rosa)", [1, 2]);
    await page.getByRole('button', { name: 'Confirm the roll' }).click();
    await page.getByLabel("Va'Durr: 2 of 3 wounds left").waitFor();

    // The trooper's activation ends early; the table takes it back once, then ends it again.
    await page.getByRole('button', { name: 'End this activation' }).click();
    await page.getByRole('heading', { name: /^Roll-off: turn 1$/ }).waitFor();
    await page.getByRole('button', { name: '↶ Undo last step' }).click();
    await page.getByRole('dialog', { name: 'Undo the last step?' }).getByRole('button', { name: 'Undo it' }).click();
    await page.getByRole('heading', { name: "Sam's activation" }).waitFor();
    await page.getByRole('button', { name: 'End this activation' }).click();

    // Third roll-off: Rosa's Va'Durr strikes Sable in melee and wounds him.
    await rollOff(page, { Megan: 1, Sam: 2, Rosa: 6 });
    await page.getByRole('button', { name: "Activate Va'Durr", exact: true }).click();
    await page.getByRole('radio', { name: 'Melee', exact: true }).click();
    await page.locator('select[name="target"]').selectOption({ label: 'Sable (Sam)' });
    await enterDice(page, "Va'Durr's attack roll (Rosa)", [5, 5]);
    await confirmAction(page);
    await page.getByRole('heading', { name: "Sable rolls to avoid Va'Durr's blow" }).waitFor();
    await enterDice(page, "Sable's defence roll (Sam)", [1, 1]);
    await pictureAtEverySize(page, 'order-66', 'battle-defence', { typed: TYPED });
    await page.getByRole('button', { name: 'Confirm the roll' }).click();
    await page.getByLabel('Sable: 2 of 3 wounds left').waitFor();
    // The undo bar and the log say whose roll it was: Sable's, rolled by Sam.
    await page.locator('.last-step').filter({ hasText: "Last: Sable's defence roll (Sam): 1 + 1" }).waitFor();

    // Sam and then Rosa leave the battle: Megan's Meg is the last Mystic standing.
    await page.getByText('A player leaves').click();
    // Each leaving is asked first: with three at the table the others fight on; with two, the battle ends.
    await page.locator('select[name="concede"]').selectOption({ label: 'Sam' });
    await page.getByRole('button', { name: 'Leave the battle…' }).click();
    const samLeaves = page.getByRole('dialog', { name: 'Sam leaves the battle?' });
    expect(await samLeaves.innerText()).toContain('Sam leaves the battle: Megan and Rosa fight on without Sam.');
    await samLeaves.getByRole('button', { name: 'Sam leaves' }).click();
    await page.locator('select[name="concede"] option', { hasText: 'Sam' }).waitFor({ state: 'detached' });
    await page.locator('select[name="concede"]').selectOption({ label: 'Rosa' });
    await page.getByRole('button', { name: 'Leave the battle…' }).click();
    const rosaConcedes = page.getByRole('dialog', { name: 'Rosa concedes?' });
    expect(await rosaConcedes.innerText()).toContain('Rosa concedes: the battle ends and Megan holds the field.');
    await rosaConcedes.getByRole('button', { name: 'Rosa concedes' }).click();
    await page.getByRole('link', { name: 'Read the chronicle of this battle' }).waitFor();
    const screen = (await page.locator('main, .content, body').first().innerText()).replace(/\s+/g, ' ');
    expect(screen).toContain('Megan');
    await pictureAtEverySize(page, 'order-66', 'battle-result', { typed: TYPED });

    // The event log tells the battle in the game's own words.
    await page.getByRole('tab', { name: /Event log/ }).click();
    const log = async () => (await page.locator('body').innerText()).replace(/\s+/g, ' ');
    await expect.poll(log).toContain('Meg moved Sable 5 squares (up to 5)');
    // Every step says whose it was: the push is Meg's (Megan's), the ended activation the trooper's.
    await expect.poll(log).toContain('Meg pushes Sable 5 squares (Megan)');
    await expect.poll(log).toContain("End the activation of Sable's Grymn Trooper");
    await pictureAtEverySize(page, 'order-66', 'event-log', { typed: TYPED });

    // The chronicle tells it in the game's own voice, and keeps each Mystic's record.
    await page.getByRole('tab', { name: 'Result' }).click();
    await page.getByRole('link', { name: 'Read the chronicle of this battle' }).click();
    // The battle page has the same heading: wait for the chronicle's address before reading it.
    await page.waitForURL(/chronicle\/battles/);
    await page.getByRole('heading', { level: 1, name: 'The Fall of the Spire Temple' }).waitFor();
    const chronicle = async () => (await page.locator('body').innerText()).replace(/\s+/g, ' ');
    await expect.poll(chronicle).toContain("Megan's Meg of Order, Sam's Sable of Order and Rosa's Va'Durr of Chaos took the field");
    await expect.poll(chronicle).toContain('Meg hurled Sable 5 squares');
    await expectReadableScreen(page, 'battle chronicle', { typed: TYPED });
    await snapshot(page, 'order-66/chronicle-desktop');

    // Its win-probability line and turning points, through the system's odds model (issue #16 for every system).
    await page.getByRole('img', { name: 'Chance of victory over the battle' }).waitFor();
    const turning = page.getByRole('complementary', { name: 'Turning points' });
    await expect.poll(async () => (await turning.innerText()).replace(/\s+/g, ' ')).toMatch(/In turn \d the battle turned: .+ (Megan|Sam|Rosa)'s chance of victory rose from \d+% to \d+%/);
    expect(await turning.getByRole('listitem').count()).toBeGreaterThanOrEqual(2);
    await expect.poll(chronicle).toContain('How the chance is reckoned: Last Mystic standing: an attrition race');
    await page.getByText(/^Every roll against its odds \(\d+\)$/).click();
    const rolls = page.getByRole('table', { name: 'Every roll against its exact odds' });
    await expect.poll(async () => rolls.getByRole('row').count()).toBeGreaterThan(2);
    await expect.poll(async () => (await rolls.innerText()).replace(/\s+/g, ' ')).toMatch(/Megan .* (a hit|a miss|a success|a failure|dodged|failed to dodge)/);
    for (const [size, viewport] of Object.entries(ODDS_SIZES)) {
      await page.setViewportSize(viewport);
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme });
        await expectReadableScreen(page, `battle chronicle with its odds (${size}, ${colorScheme})`, { typed: TYPED });
        await snapshot(page, `order-66/chronicle-odds-${size}-${colorScheme}`);
      }
    }
    await page.emulateMedia({ colorScheme: 'light' });
    await page.setViewportSize(SCREEN_SIZES.desktop);

    // The campaign's Luck tab rates the Order 66 players' rolls too.
    await page.goto(`${campaignUrl}/chronicle?tab=luck`);
    await page.getByRole('heading', { name: 'The ledger' }).waitFor();
    const ledger = page.getByRole('list', { name: 'The ledger' });
    await expect.poll(async () => (await ledger.innerText()).replace(/\s+/g, ' ')).toMatch(/Megan \d+(st|nd|rd|th) percentile over \d+ rolls?/);
    await expectReadableScreen(page, 'luck ledger', { typed: TYPED });
    await snapshot(page, 'order-66/luck-desktop');
    await page.goto(`${campaignUrl}/chronicle?tab=records`);
    await expect.poll(chronicle).toContain("Va'Durr");
    await expectReadableScreen(page, 'service records', { typed: TYPED });
    await snapshot(page, 'order-66/records-desktop');

    // The campaign's battle list has it among the finished battles, with its victor.
    await page.goto(`${campaignUrl}/battles`);
    const listed = page.getByRole('link', { name: /The Fall of the Spire Temple/ });
    await expect.poll(async () => (await listed.innerText()).replace(/\s+/g, ' ')).toContain('Victory for Megan');
    await expectReadableScreen(page, 'battles list', { typed: TYPED });
    expect(page.problems).toEqual([]);
    await page.close();
  }, 240_000);
});
