import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowserHost } from './support/browser-host';
import { seedOrder66Battle } from './support/order-66-battle';
import { expectReadableScreen } from './support/readable-screen';
import { pictureAtEverySize } from './support/every-size';
import { snapshot, SCREEN_SIZES } from './support/screenshots';
import { newWatchedPage } from './support/watched-page';

/**
 * Every Mystic's ability (seed 000 L44–L58) used once in a six-player Order 66 battle, through the
 * battle screen in Chromium. The campaign and the forces are made over the contract; every step of
 * the battle is confirmed on screen.
 */
const env = useBrowserHost();

const PLAYERS = [
  { name: 'Ann', mystic: 'libby', force: 'The Blade Circle' },
  { name: 'Bram', mystic: 'kieran', force: 'The Storm Choir' },
  { name: 'Cara', mystic: 'meg', force: 'The Lantern Guard' },
  { name: 'Dev', mystic: 'luke', force: 'The Leaping Few' },
  { name: 'Eve', mystic: 'jen', force: 'The Silver Hand' },
  { name: 'Finn', mystic: 'va-durr', force: 'The Red Choir' },
] as const;
const TYPED = ['The Six Duels', ...PLAYERS.flatMap((player) => [player.name, player.force])];

const seedBattle = () => seedOrder66Battle(env.host.url, 'The Six Duels', 'The Duel at the Glass Stair', PLAYERS);

/** Every player still to act rolls; `winner` rolls the only 6. */
async function rollOff(page: Page, winner: string): Promise<void> {
  await page.getByRole('heading', { name: /^Roll-off: turn \d+$/ }).waitFor();
  for (const player of PLAYERS) {
    const die = page.getByLabel(`${player.name}'s roll`, { exact: true });
    if ((await die.count()) > 0) await die.fill(player.name === winner ? '6' : '1');
  }
  await page.getByRole('button', { name: 'Confirm the roll-off' }).click();
  await page.getByRole('heading', { name: `${winner} picks a unit` }).waitFor();
}

async function enterDice(page: Page, label: string, faces: readonly number[]): Promise<void> {
  for (const [index, face] of faces.entries()) await page.getByLabel(`${label} die ${index + 1}`, { exact: true }).fill(String(face));
}

async function ability(page: Page, unit: string, name: string): Promise<void> {
  await page.getByRole('button', { name: `Activate ${unit}`, exact: true }).click();
  await page.getByRole('radio', { name, exact: true }).click();
}

async function endActivation(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'End this activation' }).click();
}

describe('every Mystic ability through the Order 66 battle screen', () => {
  it('Sword Master, Lightning answered by Deflection, Jump, Manipulation and Choke, each judged by the engine', async () => {
    const path = await seedBattle();
    const page = await newWatchedPage(env.browser, { viewport: SCREEN_SIZES.desktop });
    await page.goto(`${env.host.url}#${path}`);

    // Libby's Sword Master: Kieran one square away and Meg two, one combat action (L50).
    await rollOff(page, 'Ann');
    await ability(page, 'Libby', 'Sword Master');
    await page.getByLabel('Kieran (Bram)', { exact: true }).check();
    await page.getByLabel('Meg (Cara)', { exact: true }).check();
    await page.getByLabel('Squares to Meg', { exact: true }).fill('2');
    await enterDice(page, "Libby's attack roll (Ann) on Kieran (Bram)", [6, 6]);
    await enterDice(page, "Libby's attack roll (Ann) on Meg (Cara)", [6, 5]);
    await pictureAtEverySize(page, 'order-66', 'sword-master', { typed: TYPED });
    await page.getByRole('button', { name: 'Confirm the action' }).click();
    await page.getByRole('heading', { name: "Kieran rolls to avoid Libby's blow" }).waitFor();
    await enterDice(page, "Kieran's defence roll (Bram)", [1, 1]);
    await page.getByRole('button', { name: 'Confirm the roll' }).click();
    await page.getByRole('heading', { name: "Meg rolls to avoid Libby's blow" }).waitFor();
    await enterDice(page, "Meg's defence roll (Cara)", [1, 2]);
    await page.getByRole('button', { name: 'Confirm the roll' }).click();
    await page.getByLabel('Kieran: 2 of 3 wounds left').waitFor();
    await page.getByLabel('Meg: 2 of 3 wounds left').waitFor();
    await endActivation(page);

    // Kieran's Mystic Lightning at Meg (L54); Meg dodges and returns fire (L48).
    await rollOff(page, 'Bram');
    await ability(page, 'Kieran', 'Mystic Lightning');
    await page.locator('select[name="target"]').selectOption({ label: 'Meg (Cara)' });
    await enterDice(page, "Kieran's lightning roll (Bram)", [4, 4]);
    await page.getByRole('button', { name: 'Confirm the action' }).click();
    await enterDice(page, "Meg's dodge roll (Cara)", [6, 6]);
    await page.getByRole('button', { name: 'Confirm the roll' }).click();
    await page.getByRole('heading', { name: 'Meg may return fire at Kieran' }).waitFor();
    await enterDice(page, "Meg's return fire roll (Cara)", [6, 5]);
    await page.getByRole('button', { name: 'Return fire', exact: true }).click();
    await page.getByRole('heading', { name: 'Kieran rolls to dodge' }).waitFor();
    await enterDice(page, "Kieran's dodge roll (Bram)", [1, 1]);
    await page.getByRole('button', { name: 'Confirm the roll' }).click();
    await page.getByLabel('Kieran: 1 of 3 wounds left').waitFor();
    await endActivation(page);

    // Luke's Mystic Jump: a move across anything, +1 to dodge until his next activation (L52).
    await rollOff(page, 'Dev');
    await ability(page, 'Luke', 'Mystic Jump');
    await page.getByLabel(/^Squares moved/).fill('4');
    await page.getByRole('button', { name: 'Confirm the action' }).click();
    await page.getByText('jumping: +1 to dodge').waitFor();
    await endActivation(page);

    // Jen's Mystic Manipulation on Va'Durr's trooper eight squares away (L58).
    await rollOff(page, 'Eve');
    await ability(page, 'Jen', 'Mystic Manipulation');
    await page.locator('select[name="target"]').selectOption({ label: "Va'Durr's Grymn Trooper (Finn)" });
    await page.getByLabel('Squares to the target').fill('8');
    await enterDice(page, "Jen's manipulation roll (Eve)", [5, 5]);
    await page.getByRole('button', { name: 'Confirm the action' }).click();
    await page.getByText("under Eve's control").waitFor();
    await endActivation(page);

    // Va'Durr's Mystic Choke on Luke's trooper: it loses its next activation (L56).
    await rollOff(page, 'Finn');
    await ability(page, "Va'Durr", 'Mystic Choke');
    await page.locator('select[name="target"]').selectOption({ label: "Luke's Grymn Trooper (Dev)" });
    await page.getByText('Chance the choke takes hold').waitFor();
    await enterDice(page, "Va'Durr's choke roll (Finn)", [6, 6]);
    await page.getByRole('button', { name: 'Confirm the action' }).click();
    await page.getByText('choked: loses its next activation').waitFor();

    for (const [size, viewport] of Object.entries(SCREEN_SIZES)) {
      await page.setViewportSize(viewport);
      await expectReadableScreen(page, `six-player battle (${size})`, { typed: TYPED });
      await snapshot(page, `order-66/abilities-${size}`);
    }
    await page.getByRole('tab', { name: /Event log/ }).click();
    const log = (await page.locator('body').innerText()).replace(/\s+/g, ' ');
    for (const said of ['Sword Master', 'Mystic Lightning', 'Mystic Jump', 'Mystic Manipulation', 'Mystic Choke']) expect(log).toContain(said);
    await snapshot(page, 'order-66/abilities-log-phone');
    expect(page.problems).toEqual([]);
    await page.close();
  });
});
