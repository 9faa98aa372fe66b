import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowserHost } from './support/browser-host';
import { seedOrder66Battle } from './support/order-66-battle';
import { pictureAtEverySize } from './support/every-size';
import { SCREEN_SIZES } from './support/screenshots';
import { newWatchedPage } from './support/watched-page';

/**
 * The Order 66 roll-off and psychic-attack words a new player reads, through the battle screen:
 * a player with no unit left does not roll and nobody is told to roll "again" (seed 000 L80), only
 * the tied players roll again (o66.roll-off-ties), and a Grymn Trooper, which cannot resist, is
 * pushed "if it succeeds" (L102–L106).
 */
const env = useBrowserHost();
const PLAYERS = [
  { name: 'Ann', mystic: 'meg', force: 'The Lantern Guard' },
  { name: 'Bram', mystic: 'luke', force: 'The Leaping Few' },
  { name: 'Cara', mystic: 'libby', force: 'The Blade Circle' },
] as const;
const TYPED = ['The Roll-off Trial', 'The Spire Steps', ...PLAYERS.flatMap((player) => [player.name, player.force])];

const seedBattle = () => seedOrder66Battle(env.host.url, 'The Roll-off Trial', 'The Spire Steps', PLAYERS);

async function rollOff(page: Page, rolls: Readonly<Record<string, number>>): Promise<void> {
  for (const [player, face] of Object.entries(rolls)) await page.getByLabel(`${player}'s roll`, { exact: true }).fill(String(face));
  await page.getByRole('button', { name: 'Confirm the roll-off' }).click();
}

const form = (page: Page) => page.getByRole('form', { name: 'Roll-off' });

describe('Order 66 roll-off and push words', () => {
  it('"again" only for a tie, never for a player who has finished; a Grymn is pushed "if it succeeds"', async () => {
    const path = await seedBattle();
    const page = await newWatchedPage(env.browser, { viewport: SCREEN_SIZES.desktop });
    await page.goto(`${env.host.url}#${path}`);
    await page.getByRole('heading', { name: 'Roll-off: turn 1' }).waitFor();
    expect(await form(page).innerText()).toContain('Ann, Bram and Cara roll a D6. The highest roller');

    // Ann and Bram tie above Cara: only they roll, again.
    await rollOff(page, { Ann: 5, Bram: 5, Cara: 2 });
    await expect.poll(async () => form(page).innerText()).toContain('Ann and Bram roll a D6 again.');
    await rollOff(page, { Ann: 1, Bram: 3 });
    await page.getByRole('button', { name: 'Activate Luke', exact: true }).click();
    await page.getByRole('button', { name: 'End this activation' }).click();

    // Cara wins the next two and activates both her units; then Ann and Bram roll, not "again".
    for (const unit of ['Libby', "Libby's Grymn Trooper"]) {
      await rollOff(page, { Ann: 1, Bram: 1, Cara: 6 });
      await page.getByRole('button', { name: `Activate ${unit}`, exact: true }).click();
      await page.getByRole('button', { name: 'End this activation' }).click();
    }
    await page.getByRole('heading', { name: 'Roll-off: turn 1' }).waitFor();
    const text = await form(page).innerText();
    expect(text).toContain('Ann and Bram roll a D6. The highest roller');
    expect(text).not.toContain('roll a D6 again');
    await pictureAtEverySize(page, 'order-66', 'roll-off-two-left', { typed: TYPED });

    // Ann's Meg aims a psychic attack at Bram's Grymn Trooper three squares away.
    await rollOff(page, { Ann: 6, Bram: 1 });
    await page.getByRole('button', { name: 'Activate Meg', exact: true }).click();
    await page.getByRole('radio', { name: 'Psychic attack', exact: true }).click();
    await page.locator('select[name="target"]').selectOption({ label: "Luke's Grymn Trooper (Bram)" });
    await page.getByLabel('Squares to the target').fill('3');
    await page.getByText('If it succeeds, the target can be moved up to 7 squares').waitFor();
    await page.locator('select[name="target"]').selectOption({ label: 'Luke (Bram)' });
    await page.getByText('If it is not resisted, the target can be moved up to 7 squares').waitFor();
    await pictureAtEverySize(page, 'order-66', 'psychic-push-words', { typed: TYPED });
    expect(page.problems).toEqual([]);
    await page.close();
  }, 180_000);
});
