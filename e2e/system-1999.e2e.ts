import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { addPlayer, startFirstCampaign } from './support/app-steps';
import { useBrowserHost } from './support/browser-host';
import { pictureAtEverySize } from './support/every-size';
import { snapshot, SCREEN_SIZES } from './support/screenshots';
import { newWatchedPage } from './support/watched-page';

/**
 * A 1999 battle from an empty campaign, through the app in Chromium: the starter Rules Cards, three
 * armies built from them, a Prey Mission for three players, deployment with markers, a Charge into
 * close combat, shots that make two Bounty Units Casualties, one undo, the victor, the event log and the chronicle.
 */
const env = useBrowserHost();
const TYPED = ['The Ash Wars', 'Ann', 'Bob', 'Cy', 'Harrow Line', 'The Pack', 'The Choir', 'The Night at Gate Nine'];

/** A single D6 typed in from a physical die: the inputs are named by the roll (and the player or model). */
async function die(page: Page, label: string, face: number): Promise<void> {
  await page.locator(`input[aria-label="${label}"]`).fill(String(face));
}

interface UnitSpec {
  readonly card: string;
  readonly models?: number;
}

async function buildArmy(page: Page, campaignUrl: string, name: string, player: string, units: readonly UnitSpec[]): Promise<void> {
  await page.goto(`${campaignUrl}/armies`);
  await page.getByRole('button', { name: 'New army' }).click();
  const dialog = page.getByRole('dialog', { name: 'New army' });
  await dialog.getByRole('radio', { name: /^1999/ }).check();
  await dialog.getByLabel('1999 army name').fill(name);
  await dialog.locator('select[name="playerId"]').selectOption({ label: player });
  await dialog.getByRole('button', { name: 'Create the army' }).click();
  await page.getByRole('heading', { level: 1, name }).waitFor();
  for (const [index, unit] of units.entries()) {
    await page.getByRole('button', { name: 'Add a Unit' }).click();
    await page.locator(`select[name="unit-${index}-card"]`).selectOption({ value: unit.card });
    if (unit.models) await page.locator(`input[name="unit-${index}-models"]`).fill(String(unit.models));
    if (unit.models) await page.locator(`input[name="unit-${index}-models"]`).press('Tab');
  }
  await expect.poll(() => page.locator('.roster-1999 .problem, .shell-problems li').count()).toBe(0);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await page.getByRole('button', { name: 'Saved' }).waitFor();
}

/** Steps in the battle's log, as its tab counts them. */
async function logLength(page: Page): Promise<number> {
  const tab = await page.getByRole('tab', { name: /Event log/ }).innerText();
  return Number(/\((\d+)\)/.exec(tab)?.[1] ?? Number.NaN);
}

/** Does something that records one step (or takes one back), and waits until the log says so. */
async function sends(page: Page, act: () => Promise<unknown>, change = 1): Promise<void> {
  const before = await logLength(page);
  await act();
  await expect.poll(() => logLength(page)).toBe(before + change);
}

async function record(page: Page, label = 'Record'): Promise<void> {
  const button = page.getByRole('button', { name: label, exact: true });
  await expect.poll(async () => ((await button.isDisabled()) ? await page.locator('.step-missing').allInnerTexts() : 'ready')).toBe('ready');
  await sends(page, () => button.click());
}

describe('1999 through the app', () => {
  it('three players build armies from the starter cards, play a Prey Mission with a Charge and shots, undo once, and Cy wins', async () => {
    const page = await newWatchedPage(env.browser, { viewport: SCREEN_SIZES.desktop });
    await page.goto(`${env.host.url}#/campaigns`);
    const campaignUrl = await startFirstCampaign(page, 'The Ash Wars');
    for (const name of ['Ann', 'Bob', 'Cy']) await addPlayer(page, name);

    // The starter Rules Cards, marked as examples (the rulebook ships none, seed 001 L37–L111)
    await page.goto(`${campaignUrl}/libraries/1999/rules-cards`);
    await page.getByRole('heading', { level: 1, name: 'Rules Cards' }).waitFor();
    await expect.poll(() => page.locator('.rules-card').count()).toBe(9);
    await expect.poll(() => page.locator('[data-card="Harrow Riflemen"]').innerText()).toContain('Example card — not from the rulebook.');
    await pictureAtEverySize(page, '1999', 'rules-cards', { typed: TYPED, touch: false });

    await buildArmy(page, campaignUrl, 'Harrow Line', 'Ann', [{ card: 'Harrow Riflemen', models: 3 }, { card: 'Scrap Runner' }]);
    await buildArmy(page, campaignUrl, 'The Pack', 'Bob', [{ card: 'Ashen Hounds', models: 2 }, { card: 'Scrap Runner' }]);
    await buildArmy(page, campaignUrl, 'The Choir', 'Cy', [{ card: 'Seraph Wardens', models: 2 }, { card: 'Scrap Runner' }]);
    await expect.poll(() => page.locator('.points-total').innerText()).toContain('23 of 50 Army Points');
    await pictureAtEverySize(page, '1999', 'army', { typed: TYPED, touch: false });

    // A Prey Mission for three: each player's lowest-cost Unit (the Scrap Runner) is their Bounty Unit (L265)
    await page.goto(`${campaignUrl}/battles/new`);
    await page.getByRole('radio', { name: /^1999/ }).check();
    await page.getByLabel('Battle name').fill('The Night at Gate Nine');
    await page.getByRole('button', { name: 'Add a side' }).click();
    await page.locator('select[name="victory-condition"]').selectOption('prey');
    await page.locator('select[name="prey-variant"]').selectOption('lowest-cost');
    await page.locator('input[name="marker-edge"]').waitFor();
    await page.getByRole('button', { name: 'Set up the battle' }).click();
    await page.getByRole('heading', { name: 'Who deploys first' }).waitFor();

    // Who deploys first, then the markers (L327–L343)
    await die(page, 'Ann', 6);
    await die(page, 'Bob', 3);
    await die(page, 'Cy', 2);
    await record(page);
    await page.getByRole('heading', { name: 'Deployment markers' }).waitFor();
    await die(page, 'Ann', 4);
    await die(page, 'Bob', 5);
    await die(page, 'Cy', 1);
    await record(page);
    // Each first card replaces its player's marker; every later card at least 60 cm from any enemy card
    for (let placed = 0; placed < 6; placed++) {
      await page.locator('select[name="deploy-unit"]').waitFor();
      const distance = page.locator('input[name="enemy-card-cm"]');
      if (await distance.count()) await distance.fill('70');
      await record(page);
    }
    for (let runner = 0; runner < 3; runner++) {
      await die(page, 'Guerilla Tactics roll', 2);
      await record(page);
    }
    await page.getByRole('heading', { name: 'Cards face up, models on the Battlefield' }).waitFor();
    await record(page);

    // Turn 1: the Order of play, Ann first and the others clockwise (L143, L353)
    await die(page, 'Ann', 6);
    await die(page, 'Bob', 2);
    await die(page, 'Cy', 1);
    await record(page, 'Start the Turn');
    // Phase 1: each Scrap Runner holds its ground
    for (const player of ['Ann', 'Bob', 'Cy']) {
      await page.getByRole('heading', { name: `Turn 1, Activation Phase 1: ${player} nominates` }).waitFor();
      await sends(page, () => page.getByRole('button', { name: 'Nominate Scrap Runner' }).click());
      await page.locator('select[name="action"]').selectOption('hold-ground');
      await record(page, 'Declare');
      await sends(page, () => page.getByRole('button', { name: 'End Scrap Runner’s Action' }).click());
    }

    // Phase 2: Bob's Ashen Hounds Charge Ann's Riflemen and Assault one (L511–L565)
    await page.getByRole('heading', { name: 'Turn 1, Activation Phase 2: Bob nominates' }).waitFor();
    await sends(page, () => page.getByRole('button', { name: 'Nominate Ashen Hounds' }).click());
    await page.locator('select[name="action"]').selectOption('charge');
    await record(page, 'Declare');
    await page.locator('input[name="move-distance"]').fill('26');
    await page.locator('input[name="into-contact"]').check();
    // The Charge names whom each Hound ends touching (L513): Hound 1 the first Rifleman, Hound 2 the second
    await page.locator('label', { hasText: 'Ann’s Harrow Riflemen 1' }).locator('input[name="charge-contact"]').check();
    await page.locator('label', { hasText: 'Ann’s Harrow Riflemen 2' }).locator('input[name="charge-contact"]').check();
    const secondRifleman = page.getByRole('group', { name: 'Your models touching Ann’s Harrow Riflemen 2' });
    await secondRifleman.getByLabel('Ashen Hounds 2').check();
    await secondRifleman.getByLabel('Ashen Hounds 1').uncheck();
    await pictureAtEverySize(page, '1999', 'battle-charge-contact', { typed: TYPED, touch: false });
    await record(page, 'Record the move');
    await page.getByRole('tab', { name: 'Assault', exact: true }).click();
    // Only the Rifleman Hound 1 touches is offered (L519), already chosen
    await expect.poll(() => page.locator('select[name="assault-target"] option').allInnerTexts()).toEqual(['Choose…', 'Ann’s Harrow Riflemen 1']);
    await page.locator('select[name="assault-target"]').selectOption({ label: 'Ann’s Harrow Riflemen 1' });
    await page.getByText(/Ashen Hounds 1 \+4: wins \d+%/).waitFor();
    await die(page, 'Ashen Hounds 1', 5);
    await die(page, 'Harrow Riflemen 1', 2);
    await die(page, 'Penetration roll: D6 + 1 against Armour 4', 4);
    await die(page, 'Harrow Riflemen 1 rolls to avoid wound 1: D6 + CON against 6', 1);
    // A Casualty counts as a Wound for the rest of the Unit's MEN roll (ruling 1999.casualty-confusion)
    await die(page, 'MEN roll 1 against Confusion (7+)', 6);
    await pictureAtEverySize(page, '1999', 'battle-assault', { typed: TYPED, touch: false });
    await record(page, 'Record the Assault');
    await sends(page, () => page.getByRole('button', { name: 'End Ashen Hounds’ Action' }).click());

    // Phase 3: Ann's Riflemen shoot Bob's Scrap Runner, his Bounty Unit (L447–L509)
    await page.getByRole('heading', { name: 'Turn 1, Activation Phase 3: Ann nominates' }).waitFor();
    await sends(page, () => page.getByRole('button', { name: 'Nominate Harrow Riflemen' }).click());
    await record(page, 'Declare');
    await page.getByRole('tab', { name: 'Shoot', exact: true }).click();
    // Hound 2 still touches Riflemen 2, so nobody on Ann's side may shoot it (L465); Hound 1's Rifleman fell
    await page.getByText('Not offered: Bob’s Ashen Hounds 2 (in base contact with your Harrow Riflemen 2).').waitFor();
    expect(await page.locator('select[name="shoot-target"] option').allInnerTexts()).not.toContain('Bob’s Ashen Hounds 2');
    await page.locator('select[name="shoot-target"]').selectOption({ label: 'Bob’s Scrap Runner' });
    await page.locator('input[name="shoot-range"]').fill('40');
    await page.getByText('Hit 50%').waitFor();
    await die(page, 'Roll to hit: D6 + BAL 3, 7+', 3);
    await record(page, 'Record the shot');
    // A miss: the table takes it back once and shoots again
    await page.getByRole('button', { name: /Undo last step/ }).click();
    await sends(page, () => page.getByRole('dialog', { name: 'Undo the last step?' }).getByRole('button', { name: 'Undo it' }).click(), -1);
    await page.getByRole('tab', { name: 'Shoot', exact: true }).click();
    await page.locator('select[name="shoot-target"]').selectOption({ label: 'Bob’s Scrap Runner' });
    await page.locator('input[name="shoot-range"]').fill('40');
    await die(page, 'Roll to hit: D6 + BAL 3, 7+', 6);
    await die(page, 'Penetration roll: D6 + 1 against Armour 3', 5);
    await die(page, 'Scrap Runner rolls to avoid wound 1: D6 + CON against 6', 2);
    await pictureAtEverySize(page, '1999', 'battle-shot', { typed: TYPED, touch: false });
    await record(page, 'Record the shot');
    await sends(page, () => page.getByRole('button', { name: 'End Harrow Riflemen’s Action' }).click());

    // Cy's Wardens shoot Ann's Scrap Runner: the last Bounty Unit left is Cy's
    await page.getByRole('heading', { name: 'Turn 1, Activation Phase 3: Cy nominates' }).waitFor();
    await sends(page, () => page.getByRole('button', { name: 'Nominate Seraph Wardens' }).click());
    await record(page, 'Declare');
    await page.getByRole('tab', { name: 'Shoot', exact: true }).click();
    await page.locator('select[name="shoot-target"]').selectOption({ label: 'Ann’s Scrap Runner' });
    await page.locator('input[name="shoot-range"]').fill('30');
    await die(page, 'Roll to hit: D6 + BAL 4, 7+', 5);
    await die(page, 'Penetration roll: D6 + 2 against Armour 3', 3);
    await die(page, 'Scrap Runner rolls to avoid wound 1: D6 + CON against 6', 1);
    await record(page, 'Record the shot');

    await page.getByRole('link', { name: 'Read the chronicle of this battle' }).waitFor();
    const screen = (await page.locator('body').innerText()).replace(/\s+/g, ' ');
    expect(screen).toContain('Cy');
    await pictureAtEverySize(page, '1999', 'battle-result', { typed: TYPED, touch: false });

    await page.getByRole('tab', { name: /Event log/ }).click();
    await expect.poll(async () => (await page.locator('body').innerText()).replace(/\s+/g, ' ')).toMatch(/Scrap Runner/);
    await snapshot(page, '1999/event-log-desktop');

    // The chronicle tells it in 1999's own terms: Army Points, Casualties, the deciding Turn
    await page.getByRole('tab', { name: /Result/ }).click();
    await page.getByRole('link', { name: 'Read the chronicle of this battle' }).click();
    // The battle screen has the same heading: wait for the chronicle page itself to be shown.
    await expect.poll(() => page.url()).toMatch(/\/chronicle\/battles\//);
    await page.getByRole('link', { name: '← The Chronicle' }).waitFor();
    await page.getByRole('heading', { level: 1, name: 'The Night at Gate Nine' }).waitFor();
    await expect.poll(async () => (await page.locator('body').innerText()).replace(/\s+/g, ' ')).toMatch(/Army Points/);
    const chronicle = (await page.locator('body').innerText()).replace(/\s+/g, ' ');
    expect(chronicle).toMatch(/Cy/);
    expect(chronicle).toMatch(/Scrap Runner/);
    await pictureAtEverySize(page, '1999', 'chronicle', { typed: TYPED, touch: false });
    expect(page.problems).toEqual([]);
    await page.close();
  }, 240_000);
});
