import { beforeAll, describe, expect, it } from 'vitest';
import { pickLadderPlayer } from './support/app-steps';
import { apiCaller } from './support/api';
import { useBrowserHost } from './support/browser-host';
import { readableAtEverySize } from './support/readable-screen';
import { newWatchedPage, type WatchedPage } from './support/watched-page';

/**
 * Seed 001 L671: a challenge is made "naming a time and place" for the game. A time already past
 * was refused only by the service, above the form, as "The time named for the game has already
 * passed when the challenge is issued", which said neither which field nor what to do. The dialog
 * now says it beside the time, with the two ways on: a later time, or entering the challenge as one
 * made earlier. And the result dialog's "Choose the winner, or a draw" stayed beside the winner
 * once chosen, until the button was pressed again.
 */
const env = useBrowserHost();
let page: WatchedPage;
let ladderUrl: string;
const TYPED = ['Thursday club', 'Club TT', 'Ann', 'Bob', 'Club hall'];

beforeAll(async () => {
  const call = apiCaller(env.host.url);
  const campaignId = (await call('campaigns.create', { name: 'Thursday club' })).id;
  const view = await call('ladders.create', { campaignId, name: 'Club TT', system: '1999', players: ['Ann', 'Bob'], rulings: {} });
  ladderUrl = `${env.host.url}#/campaigns/${campaignId}/ladder/${view.ladder.id}`;
  page = await newWatchedPage(env.browser, { viewport: { width: 1280, height: 800 } });
});

describe('the ladder dialogs say what to fix', () => {
  it('refuses a past time beside the field, saying what to do, and takes it for a challenge entered as made earlier', async () => {
    await page.goto(ladderUrl);
    await page.getByRole('button', { name: 'Issue challenge' }).click();
    const dialog = page.getByRole('dialog', { name: 'Issue a challenge' });
    await pickLadderPlayer(dialog, 'challenger', 'Ann');
    await pickLadderPlayer(dialog, 'challenged', 'Bob');
    await dialog.getByRole('status', { name: 'Eligibility' }).filter({ hasText: 'Eligible' }).waitFor();
    await dialog.getByLabel('Place').fill('Club hall');
    await dialog.locator('input[name=scheduledAt]').fill('2024-01-05T19:00');
    await dialog.getByRole('button', { name: 'Issue challenge' }).click();
    const beside = dialog.locator('input[name=scheduledAt] ~ .field-error');
    await beside.waitFor();
    expect(await beside.textContent()).toContain('This time has already passed');
    expect(await beside.textContent()).toContain('Entering a challenge made earlier');
    expect(await dialog.locator('input[name=scheduledAt]').getAttribute('aria-invalid')).toBe('true');
    await readableAtEverySize(page, 'ladder-challenge-past-time', { checks: { typed: TYPED } });

    // Ticked but no day given: asked for the day, not told to tick the box it already ticked.
    await dialog.getByRole('checkbox', { name: 'Entering a challenge made earlier' }).check();
    await dialog.getByRole('button', { name: 'Issue challenge' }).click();
    await dialog.locator('input[name=issuedAt] ~ .field-error').filter({ hasText: 'Give the day the challenge was made' }).waitFor();

    await dialog.locator('input[name=issuedAt]').fill('2024-01-01T10:00');
    await dialog.getByRole('button', { name: 'Issue challenge' }).click();
    await dialog.waitFor({ state: 'detached' });
    const row = page.getByRole('table', { name: 'Open challenges' }).getByRole('row').filter({ hasText: 'Ann challenges Bob' });
    expect(await row.textContent()).toContain('Club hall');
  });

  it('takes back "Choose the winner, or a draw" as soon as a result is chosen', async () => {
    const row = page.getByRole('table', { name: 'Open challenges' }).getByRole('row').filter({ hasText: 'Ann challenges Bob' });
    await row.getByRole('button', { name: 'Record result' }).click();
    const dialog = page.getByRole('dialog', { name: 'Record the result' });
    await dialog.getByRole('button', { name: 'Record result' }).click();
    const missing = dialog.getByRole('alert').filter({ hasText: 'Choose the winner, or a draw' });
    await missing.waitFor();
    await dialog.getByLabel('Ann won').check();
    // Seed 001 L671: a win against the same Rank, with room in the next (5th Rank holds 5, L689), advances one Rank.
    await dialog.getByRole('status', { name: 'What this result does' }).filter({ hasText: 'advances one Rank' }).waitFor();
    expect(await missing.count()).toBe(0);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });
});
