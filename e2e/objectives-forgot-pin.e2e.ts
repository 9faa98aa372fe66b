import { beforeAll, describe, expect, it } from 'vitest';
import { apiCaller } from './support/api';
import { useBrowserHost } from './support/browser-host';
import { readableAtEverySize } from './support/readable-screen';
import { newWatchedPage, type WatchedPage } from './support/watched-page';

/**
 * A player who forgot the PIN sealing their hidden Classified Objectives: before, a dead end at
 * the table. "Forgot the PIN?" says what happens, asks who confirms, discards the hidden draws
 * unseen and removes the PIN; the player then draws again in front of the table.
 */
const env = useBrowserHost();
let page: WatchedPage;
let address: string;

beforeAll(async () => {
  const call = apiCaller(env.host.url);
  const campaignId = (await call('campaigns.create', { name: 'Paradiso' })).id;
  const sessionId = (await call('objectives.createSession', { campaignId, name: 'Friday at the club', scenario: 'annihilation', playerA: 'Ann', playerB: 'Bob', rulings: {} })).session.id;
  await call('objectives.setPin', { sessionId, player: 'Ann', pin: '4821' });
  await call('objectives.setPin', { sessionId, player: 'Bob', pin: '1357' });
  // MK1 7 is Telemetry, 13 HVT: Designation, 1 Test Run.
  await call('objectives.draw', { sessionId, player: 'Ann', pin: '4821', chart: 'MK1', die: 7 });
  await call('objectives.draw', { sessionId, player: 'Ann', pin: '4821', chart: 'MK1', die: 13 });
  await call('objectives.draw', { sessionId, player: 'Bob', pin: '1357', chart: 'MK1', die: 1 });
  address = `${env.host.url}#/campaigns/${campaignId}/objectives/${sessionId}`;
  page = await newWatchedPage(env.browser);
});

const playerPanel = (name: string) => page.getByRole('region', { name: `Draws of ${name}` });
const typed = ['Ann', 'Bob', 'Paradiso', 'Friday at the club'];

describe('Forgot the PIN? on the Classified Objectives screen', () => {
  it('asks who confirms, discards the hidden hand unseen, removes the PIN, and lets the player draw again', async () => {
    await page.goto(address);
    await page.getByRole('heading', { level: 1, name: 'Friday at the club' }).waitFor();
    // A wrong PIN on the cover points the way out.
    await playerPanel('Ann').getByRole('button', { name: 'Pass the laptop to Ann' }).click();
    const locked = page.getByRole('dialog', { name: 'Hand-over to Ann' });
    await locked.getByLabel("Ann's PIN").fill('1111');
    await locked.getByRole('button', { name: 'I am Ann — show my objectives' }).click();
    await locked.getByRole('alert').waitFor();
    await locked.getByRole('alert').filter({ hasText: "That is not Ann's PIN. Forgot it? Use “Forgot the PIN?” just below." }).waitFor();
    await readableAtEverySize(page, 'objectives-forgot-pin-hint', { sizes: { phone: { width: 390, height: 844 } }, checks: { typed } });
    await locked.getByRole('button', { name: 'Cancel' }).click();
    await locked.waitFor({ state: 'detached' });
    await playerPanel('Ann').getByRole('button', { name: 'Forgot the PIN?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ann forgot the PIN?' });
    await dialog.waitFor();
    expect((await dialog.textContent())!).toContain(
      "Ann's 2 hidden objectives are discarded unseen and the PIN is removed; Ann draws again in front of the table. Revealed objectives stay. The draws log records it with the time and who confirmed it. This cannot be undone.",
    );
    await readableAtEverySize(page, 'objectives-forgot-pin-confirm', { schemes: ['light', 'dark'], checks: { typed } });

    // Nobody named: refused at the contract, nothing discarded.
    await dialog.getByRole('button', { name: 'Discard and remove the PIN' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'The name of whoever confirms is required' }).waitFor();
    expect(await playerPanel('Ann').locator('.draw-row.hidden').count()).toBe(2);

    await dialog.getByLabel('Who confirms this?').fill('Bob');
    await dialog.getByRole('button', { name: 'Discard and remove the PIN' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await playerPanel('Ann').textContent()).toContain('0 of 2 drawn');
    expect(await playerPanel('Ann').getByRole('button', { name: 'Forgot the PIN?' }).count()).toBe(0);
    // Bob's hand and PIN are untouched.
    expect(await playerPanel('Bob').locator('.draw-row.hidden').count()).toBe(1);
    expect(await playerPanel('Bob').getByRole('button', { name: 'Forgot the PIN?' }).count()).toBe(1);
    await page.getByText(/^Draws log/).click();
    expect(await page.locator('.log').textContent()).toContain('Ann forgot their PIN: 2 hidden objectives discarded unseen. Confirmed by Bob. The PIN is removed; Ann draws again.');
    await readableAtEverySize(page, 'objectives-forgot-pin-after', { schemes: ['light', 'dark'], checks: { typed } });

    // Ann draws again, in front of the table, with no PIN asked for; the discarded objective may come up again.
    await playerPanel('Ann').getByRole('button', { name: 'Pass the laptop to Ann' }).click();
    const cover = page.getByRole('dialog', { name: 'Hand-over to Ann' });
    await cover.getByRole('button', { name: 'I am Ann — show my objectives' }).click();
    const ann = page.getByRole('dialog', { name: "Ann's Classified Objectives" });
    await ann.getByLabel(/^D20/).fill('13');
    await ann.getByRole('button', { name: 'Use this die' }).click();
    await ann.getByRole('heading', { name: 'HVT: Designation' }).waitFor();
    // The draw shows before the table's view is read again; the box is emptied (Roll a D20) only then.
    await ann.getByRole('button', { name: 'Roll a D20' }).waitFor();
    await ann.getByRole('button', { name: 'Hide my objectives and hand back' }).click();
    await ann.waitFor({ state: 'detached' });
    expect(await playerPanel('Ann').textContent()).toContain('1 of 2 drawn');
    expect(await page.locator('.log').textContent()).toContain('Ann made draw 4 (hidden), by an entered die.');
    expect(page.problems).toEqual([]);
  });
});
