import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowserHost } from './support/browser-host';
import { readableSnapshot as snapshot } from './support/readable-screen';
import { newWatchedPage, type WatchedPage } from './support/watched-page';

const env = useBrowserHost();
let page: WatchedPage;

beforeAll(async () => {
  page = await newWatchedPage(env.browser);
  await page.goto(env.host.url);
});

const playerPanel = (name: string) => page.getByRole('region', { name: `Draws of ${name}` });

async function handTo(name: string): Promise<ReturnType<Page['getByRole']>> {
  await playerPanel(name).getByRole('button', { name: `Pass the laptop to ${name}` }).click();
  const cover = page.getByRole('dialog', { name: `Hand-over to ${name}` });
  await cover.waitFor();
  return cover;
}

describe('Classified Objectives in the browser host, as a new user would', () => {
  it('draws in secret for both players through the hand-over screen, reveals, re-draws, achieves and scores', async () => {
    await page.getByRole('button', { name: 'Start your first campaign' }).click();
    await page.getByRole('dialog', { name: 'New campaign' }).getByLabel('Name').fill('Paradiso');
    await page.getByRole('dialog', { name: 'New campaign' }).getByRole('button', { name: 'Create campaign' }).click();
    await page.getByRole('heading', { level: 1, name: 'Paradiso' }).waitFor();
    await page.getByRole('navigation').getByRole('link', { name: 'Objectives' }).click();
    await page.getByRole('heading', { name: 'No games yet' }).waitFor();
    await snapshot(page, 'objectives-01-empty');

    await page.getByRole('button', { name: 'Open the first game' }).click();
    const create = page.getByRole('dialog', { name: 'New game' });
    await create.getByLabel('Game', { exact: true }).fill('Friday at the club');
    await create.getByLabel('Scenario').selectOption('annihilation');
    await create.getByLabel('Side A player').fill('Ann');
    await create.getByLabel('Side B player').fill('ann');
    await create.getByRole('button', { name: 'Open the draws' }).click();
    await create.getByRole('alert').filter({ hasText: 'Side B needs a different player from Side A' }).waitFor();
    await create.getByLabel('Side B player').fill('Bob');
    await snapshot(page, 'objectives-02-create');
    await create.getByRole('button', { name: 'Open the draws' }).click();
    await page.getByRole('heading', { level: 1, name: 'Friday at the club' }).waitFor();
    await snapshot(page, 'objectives-03-session');

    // Ann: the cover first, then her own draws — one entered die, one app roll.
    const annCover = await handTo('Ann');
    expect(await annCover.textContent()).not.toContain('Telemetry');
    await snapshot(page, 'objectives-04-handover-cover');
    await annCover.getByRole('button', { name: 'I am Ann — show my objectives' }).click();
    const ann = page.getByRole('dialog', { name: "Ann's Classified Objectives" });
    await ann.getByLabel(/^D20/).fill('7');
    await ann.getByRole('button', { name: 'Use this die' }).click();
    await ann.getByRole('heading', { name: 'Telemetry' }).waitFor();
    await ann.getByRole('button', { name: 'Roll a D20' }).click();
    await ann.locator('.objective-name').nth(1).waitFor();
    const rolled = (await ann.locator('.objective-name').nth(1).textContent())!.trim();
    expect(await ann.locator('.draw').nth(1).textContent()).toMatch(/rolled by the app/);
    expect(await ann.locator('.draw').nth(1).textContent()).not.toMatch(/seed|-\d/);
    // The app roll may draw Telemetry again (duplicates are kept by default), so reveal the first draw by position.
    const first = ann.locator('.draw').first();
    const revealFirst = async () => {
      await first.getByRole('button', { name: 'Reveal Telemetry to the table' }).click();
      await first.getByRole('group', { name: 'Confirm the reveal' }).getByRole('button', { name: 'Reveal it' }).click();
      await first.getByText(/^revealed /).waitFor();
    };
    await revealFirst();
    // A reveal made too soon is taken back, with a reason the table reads, then made again.
    await first.getByRole('button', { name: 'Take back the reveal' }).click();
    await first.getByLabel(/Why take the reveal back/).fill('Shown before deployment');
    await first.getByRole('button', { name: 'Hide it again' }).click();
    await first.getByText('hidden from the table').waitFor();
    await revealFirst();
    await snapshot(page, 'objectives-05-ann-private');
    await ann.getByRole('button', { name: 'Hide my objectives and hand back' }).click();
    await ann.waitFor({ state: 'detached' });

    expect(await playerPanel('Ann').textContent()).toContain('Telemetry');
    expect(await playerPanel('Ann').locator('.draw-row.hidden').count()).toBe(1);
    if (rolled !== 'Telemetry') expect(await page.locator('main').textContent()).not.toContain(rolled);

    // Bob: two entered dice, then a re-draw that the table sees with its reason.
    const bobCover = await handTo('Bob');
    await bobCover.getByRole('button', { name: 'I am Bob — show my objectives' }).click();
    const bob = page.getByRole('dialog', { name: "Bob's Classified Objectives" });
    await bob.getByLabel(/^D20/).fill('1');
    await bob.getByRole('button', { name: 'Use this die' }).click();
    await bob.getByRole('heading', { name: 'Test Run' }).waitFor();
    // The draw shows before the table's view is read again; the box is emptied (Roll a D20) only then.
    await bob.getByRole('button', { name: 'Roll a D20' }).waitFor();
    await bob.getByLabel(/^D20/).fill('21');
    await bob.getByRole('button', { name: 'Use this die' }).click();
    await bob.getByRole('alert').filter({ hasText: 'A D20 shows 1 to 20' }).waitFor();
    await bob.getByLabel(/^D20/).fill('2');
    await bob.getByRole('button', { name: 'Use this die' }).click();
    await bob.getByRole('heading', { name: 'Experimental Drug' }).waitFor();
    await bob.getByRole('button', { name: 'Re-draw…' }).nth(1).click();
    await bob.getByLabel(/Reason for the re-draw/).fill('Card lost under the table');
    await bob.getByLabel(/^Die/).fill('5');
    await bob.getByRole('button', { name: 'Re-draw', exact: true }).click();
    await bob.getByRole('heading', { name: 'Sabotage' }).waitFor();
    await bob.getByText(/replacing Experimental Drug: Card lost under the table/).waitFor();
    await snapshot(page, 'objectives-06-bob-redraw');
    await bob.getByRole('button', { name: 'Hide my objectives and hand back' }).click();
    await bob.waitFor({ state: 'detached' });
    expect(await playerPanel('Bob').locator('.draw-row.hidden').count()).toBe(2);
    expect(await page.locator('main').textContent()).not.toContain('Sabotage');

    // Mark Ann's revealed objective achieved, then score the game.
    await playerPanel('Ann').getByRole('button', { name: 'Mark achieved' }).click();
    await page.getByRole('dialog', { name: 'Mark achieved?' }).getByRole('button', { name: 'Mark achieved' }).click();
    await playerPanel('Ann').getByText('Achieved', { exact: true }).waitFor();

    const report = page.getByRole('form', { name: 'End-of-game report' });
    await report.getByLabel('Enemy Army Points killed by Ann').fill('160');
    await report.getByLabel('Enemy Army Points killed by Bob').fill('80');
    await report.getByLabel('Surviving Army Points by Ann').fill('220');
    await report.getByLabel('Surviving Army Points by Bob').fill('400');
    await report.getByRole('button', { name: 'Score the game' }).click();
    await report.getByRole('alert').first().waitFor();
    expect(await report.getByRole('alert').first().textContent()).toMatch(/300/);
    await report.getByLabel('Surviving Army Points by Bob').fill('140');
    await report.getByRole('button', { name: 'Score the game' }).click();
    const annScore = page.getByRole('region', { name: 'Objective Points of Ann' });
    await annScore.waitFor();
    expect(await annScore.locator('.total strong').textContent()).toBe('6');
    expect(await annScore.textContent()).toContain('1 achieved, 2 OP each.');
    expect(await page.getByRole('region', { name: 'Objective Points of Bob' }).locator('.total strong').textContent()).toBe('2');

    await page.getByText(/^Draws log/).click();
    const log = (await page.locator('.log').textContent())!;
    expect(log).toContain('Ann revealed draw 1: Telemetry (MK.1, D20 7).');
    expect(log).toContain('Ann took back the reveal of draw 1 (Telemetry); it is hidden again. Reason: Shown before deployment.');
    expect(log).toContain('Bob re-drew draw 4. Reason: Card lost under the table. The new objective is hidden.');
    expect(log).not.toContain('Sabotage');
    await snapshot(page, 'objectives-07-scored');

    await page.getByRole('link', { name: 'Classified Objectives' }).click();
    await page.getByRole('button', { name: 'Card wording' }).click();
    const cards = page.getByRole('dialog', { name: 'Classified card wording' });
    await cards.getByRole('listitem').filter({ hasText: 'Telemetry' }).getByRole('button', { name: 'Add wording' }).click();
    await cards.getByLabel('Wording of Telemetry').fill('Our Telemetry card, as printed on our deck.');
    await cards.getByRole('button', { name: 'Save wording' }).click();
    await cards.getByText('Our Telemetry card, as printed on our deck.').waitFor();
    await snapshot(page, 'objectives-08-card-wording');
    await cards.getByRole('button', { name: 'Done' }).click();
    await page.locator('.card-title', { hasText: 'Friday at the club' }).click();
    await playerPanel('Ann').getByText('Our Telemetry card, as printed on our deck.').waitFor();
    expect(page.problems).toEqual([]);
  });
  it('locks a hand behind the player’s PIN: set on the private screen, asked for on the cover, a wrong one shows nothing', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      const cover = await handTo('Bob');
      await cover.getByRole('button', { name: 'I am Bob — show my objectives' }).click();
      const bob = page.getByRole('dialog', { name: "Bob's Classified Objectives" });
      await bob.getByRole('heading', { name: /Choose a PIN/ }).waitFor();
      await snapshot(page, 'objectives-09-choose-pin-phone');
      await bob.getByLabel('New PIN').fill('12');
      await bob.getByLabel('The same PIN again').fill('12');
      await bob.getByRole('button', { name: 'Set my PIN' }).click();
      await bob.getByRole('alert').filter({ hasText: 'A PIN is 4 to 8 digits' }).waitFor();
      await bob.getByLabel('New PIN').fill('4821');
      await bob.getByLabel('The same PIN again').fill('4812');
      await bob.getByRole('button', { name: 'Set my PIN' }).click();
      await bob.getByRole('alert').filter({ hasText: 'The two PINs differ' }).waitFor();
      await bob.getByLabel('The same PIN again').fill('4821');
      await bob.getByRole('button', { name: 'Set my PIN' }).click();
      await bob.getByText('Your screen is locked by your PIN.').waitFor();
      // Still in his screen with the PIN he just chose: a draw action goes through.
      await bob.getByRole('button', { name: 'Re-draw…' }).first().click();
      await bob.getByLabel(/Reason for the re-draw/).fill('Both cards were the same');
      await bob.getByLabel(/^Die/).fill('9');
      await bob.getByRole('button', { name: 'Re-draw', exact: true }).click();
      await bob.getByText(/Both cards were the same/).waitFor();
      await bob.getByRole('button', { name: 'Hide my objectives and hand back' }).click();
      await bob.waitFor({ state: 'detached' });

      const locked = await handTo('Bob');
      await locked.getByLabel("Bob's PIN").fill('0000');
      await locked.getByRole('button', { name: 'I am Bob — show my objectives' }).click();
      await locked.getByRole('alert').filter({ hasText: "That is not Bob's PIN." }).waitFor();
      expect(await page.getByRole('dialog', { name: "Bob's Classified Objectives" }).count()).toBe(0);
      expect(await page.locator('body').textContent()).not.toContain('Sabotage');
      await snapshot(page, 'objectives-10-wrong-pin-phone');
      await locked.getByLabel("Bob's PIN").fill('4821');
      await locked.getByRole('button', { name: 'I am Bob — show my objectives' }).click();
      const opened = page.getByRole('dialog', { name: "Bob's Classified Objectives" });
      await opened.getByRole('heading', { name: 'Sabotage' }).waitFor();
      await snapshot(page, 'objectives-11-opened-with-pin-phone');
      await opened.getByRole('button', { name: 'Hide my objectives and hand back' }).click();
      await opened.waitFor({ state: 'detached' });
      expect(page.problems).toEqual([]);
    } finally {
      await page.setViewportSize({ width: 1280, height: 860 });
    }
  });
});
