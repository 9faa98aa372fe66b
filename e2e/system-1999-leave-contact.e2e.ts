import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowserHost } from './support/browser-host';
import { PREY_TYPED, preyBattleAtCharge, preyBattleAtMoveAndShoot } from './support/prey-battle';
import { BRIEF_SIZES, readableAtEverySize } from './support/readable-screen';
import { pictureAtEverySize } from './support/every-size';
import { SCREEN_SIZES } from './support/screenshots';
import { newWatchedPage } from './support/watched-page';

/**
 * Leaving base contact on the 1999 battle screen, in Chromium (seed 001 L431–L437): Ann's Harrow
 * Riflemen, Moving and Shooting, roll to break away from Bob's Ashen Hounds. One wins and moves
 * on; one is held and its Action ends. The battle up to Ann's Action is played through the contract.
 */
const env = useBrowserHost();
const TYPED = PREY_TYPED;
let battleUrl: string;
/** Bob's Ashen Hounds about to Move fast, Hounds 1 and 2 recorded in contact by Ann's Charge (L513). */
let houndsUrl: string;

beforeAll(async () => {
  battleUrl = await preyBattleAtMoveAndShoot(env.host.url);
  houndsUrl = await preyBattleAtCharge(env.host.url, [{ type: 'activation-ended' }, { type: 'unit-nominated', unitId: 'p2/pack' }, { type: 'action-declared', action: 'move-fast' }], 'The Cinder Wars');
}, 240_000);

async function die(page: Page, label: string, face: number): Promise<void> {
  await page.locator(`input[aria-label="${label}"]`).fill(String(face));
}

async function tickInContact(page: Page, owned: string): Promise<void> {
  await page.locator('.leave-contact label.check', { hasText: owned }).locator('input').check();
}

async function record(page: Page, label: string): Promise<void> {
  const button = page.getByRole('button', { name: label, exact: true });
  await expect.poll(async () => ((await button.isDisabled()) ? await page.locator('.step-missing').allInnerTexts() : 'ready')).toBe('ready');
  await button.click();
}

describe('1999: leaving base contact on the battle screen', () => {
  it('asks for the enemies in contact and both dice, rolls against the highest CC with −1 per other enemy, and says who broke away and who is held', async () => {
    const page = await newWatchedPage(env.browser, { viewport: SCREEN_SIZES.desktop });
    await page.goto(battleUrl);
    await page.getByRole('heading', { name: /Harrow Riflemen acts/ }).waitFor();

    // Moving away from contact without the roll: the screen points to the roll first (L433)
    await page.locator('input[name="out-of-contact"]').check();
    await page.getByText('A model in base contact must first win a roll against the enemy to move away').waitFor();
    await page.getByRole('button', { name: 'Roll to leave base contact' }).click();
    await page.getByRole('tab', { name: 'Leave base contact', selected: true }).waitFor();

    // Riflemen 1 (CC 2 + 3 = 5) is in contact with two Hounds (4 + 2 = 6 each): −1 for the second (L435)
    await page.locator('select[name="leave-contact-model"]').selectOption({ label: 'Harrow Riflemen 1' });
    await tickInContact(page, 'Bob’s Ashen Hounds 1');
    await tickInContact(page, 'Bob’s Ashen Hounds 2');
    await page.getByText('Harrow Riflemen 1 rolls against Bob’s Ashen Hounds 1, the highest CC in contact (6), adding CC 5 − 1 for the other enemy in contact.').waitFor();
    await page.getByText(/Harrow Riflemen 1 \+4: wins \d+%/).waitFor();
    await die(page, 'Harrow Riflemen 1', 6);
    await die(page, 'Ashen Hounds 1', 2);
    await page.getByText('Harrow Riflemen 1 will break away from Ashen Hounds 1 and go on with the Action (Opposed roll 10 against 8; −1 for 1 more enemy in contact).').waitFor();
    await pictureAtEverySize(page, '1999', 'leave-contact-roll', { typed: TYPED, touch: false });
    await record(page, 'Record the roll');
    await page.getByLabel('Leaving base contact').getByText('Harrow Riflemen 1 breaks away and may finish the Action.').waitFor();

    // Riflemen 2 against Hounds 3 alone: a 1 against a 6, held where it stands
    await page.locator('select[name="leave-contact-model"]').selectOption({ label: 'Harrow Riflemen 2' });
    await tickInContact(page, 'Bob’s Ashen Hounds 3');
    await die(page, 'Harrow Riflemen 2', 1);
    await die(page, 'Ashen Hounds 3', 6);
    await record(page, 'Record the roll');
    await page.getByLabel('Leaving base contact').getByText('Harrow Riflemen 2 is held: the Action ends.').waitFor();

    // The one that broke away moves out of contact
    await page.getByRole('tab', { name: 'Move', exact: true }).click();
    await page.locator('input[name="out-of-contact"]').check();
    await page.getByText('Moving Harrow Riflemen 1, who broke away.').waitFor();
    await page.locator('input[name="move-distance"]').fill('8');
    await record(page, 'Record the move');
    await page.getByText('Last: Move Harrow Riflemen 8 cm').waitFor();
    // The form starts fresh for the models still to move
    await expect.poll(() => page.locator('input[name="out-of-contact"]').isChecked()).toBe(false);
    await pictureAtEverySize(page, '1999', 'leave-contact-result', { typed: TYPED, touch: false });

    await page.getByRole('tab', { name: /Event log/ }).click();
    await expect.poll(async () => (await page.locator('body').innerText()).replace(/\s+/g, ' ')).toContain('Ashen Hounds 3 held Harrow Riflemen 2 in contact, ending its Action (Opposed roll 6 against 12).');
    expect(page.problems).toEqual([]);
    await page.close();
  }, 180_000);

  it('holds back the models recorded in base contact, naming whom they touch, moves the rest, and rolls against every recorded enemy (L433, L435)', async () => {
    const page = await newWatchedPage(env.browser, { viewport: BRIEF_SIZES.desktop });
    await page.goto(houndsUrl);
    await page.getByRole('heading', { name: /Ashen Hounds acts/ }).waitFor();
    const held = page.locator('.held');
    await held.getByText('Ashen Hounds 1 is in base contact with Ann’s Harrow Riflemen 1.').waitFor();
    await held.getByText('Ashen Hounds 2 is in base contact with Ann’s Harrow Riflemen 1, Ann’s Harrow Riflemen 2 and Ann’s Sergeant Ilse Vane.').waitFor();
    await held.getByText('A model in base contact moves only after winning a roll against the enemy, so this move leaves them out until then.').waitFor();
    await readableAtEverySize(page, '1999/move-held-in-contact', { checks: { typed: [...TYPED, 'The Cinder Wars'], touch: false } });

    // Hounds 3 and 4 move; 1 and 2 stay where they are
    await page.locator('input[name="move-distance"]').fill('20');
    await record(page, 'Record the move');
    await page.getByText('Last: Move Ashen Hounds 20 cm').waitFor();
    await page.getByText('Every model left to move is in base contact: roll to leave base contact first.').waitFor();
    await held.getByRole('button', { name: 'Roll to leave base contact' }).click();
    await page.getByRole('tab', { name: 'Leave base contact', selected: true }).waitFor();

    // The roll for Hounds 2 names all three it touches, ticked for good (L435)
    await page.locator('select[name="leave-contact-model"]').selectOption({ label: 'Ashen Hounds 2' });
    const ticked = page.locator('.leave-contact input[name="in-contact"]:checked');
    await expect.poll(() => ticked.count()).toBe(3);
    for (let i = 0; i < 3; i++) expect(await ticked.nth(i).isDisabled()).toBe(true);
    await page.getByText('Ashen Hounds 2 rolls against Ann’s Sergeant Ilse Vane, the highest CC in contact (7), adding CC 6 − 2 for 2 other enemies in contact.').waitFor();
    await readableAtEverySize(page, '1999/leave-contact-recorded', { checks: { typed: [...TYPED, 'The Cinder Wars'], touch: false } });
    expect(page.problems).toEqual([]);
    await page.close();
  }, 240_000);
});
