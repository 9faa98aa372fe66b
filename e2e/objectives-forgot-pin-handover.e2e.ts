import { beforeAll, describe, expect, it } from 'vitest';
import { apiCaller } from './support/api';
import { useBrowserHost } from './support/browser-host';
import { readableAtEverySize } from './support/readable-screen';
import { newWatchedPage, type WatchedPage } from './support/watched-page';

/**
 * A player who forgot their PIN meets the problem on their own hand-over screen, typing it. There,
 * a wrong PIN points to "Forgot the PIN?", which says in their words what happens, calls another
 * player to confirm (the same confirmation as on the table screen), and afterwards says it is done
 * and lets them open their emptied screen to draw again. Escape steps back one level at a time.
 */
const env = useBrowserHost();
let page: WatchedPage;
let address: string;
let call: ReturnType<typeof apiCaller>;
let sessionId: string;

beforeAll(async () => {
  call = apiCaller(env.host.url);
  const campaignId = (await call('campaigns.create', { name: 'Paradiso' })).id;
  sessionId = (await call('objectives.createSession', { campaignId, name: 'Friday at the club', scenario: 'annihilation', playerA: 'Ann', playerB: 'Bob', rulings: {} })).session.id;
  await call('objectives.setPin', { sessionId, player: 'Ann', pin: '4821' });
  await call('objectives.setPin', { sessionId, player: 'Bob', pin: '1357' });
  // MK1 7 is Telemetry, 13 HVT: Designation, 1 Test Run. Ann reveals Telemetry: it must survive the discard.
  const telemetry = (await call('objectives.draw', { sessionId, player: 'Ann', pin: '4821', chart: 'MK1', die: 7 })).draws[0]!.id;
  await call('objectives.reveal', { sessionId, drawId: telemetry, player: 'Ann', pin: '4821' });
  await call('objectives.draw', { sessionId, player: 'Ann', pin: '4821', chart: 'MK1', die: 13 });
  await call('objectives.draw', { sessionId, player: 'Bob', pin: '1357', chart: 'MK1', die: 1 });
  address = `${env.host.url}#/campaigns/${campaignId}/objectives/${sessionId}`;
  page = await newWatchedPage(env.browser);
});

const playerPanel = (name: string) => page.getByRole('region', { name: `Draws of ${name}` });
const focused = () => page.evaluate('document.activeElement?.textContent?.trim() || document.activeElement?.getAttribute("name")');
const typed = ['Ann', 'Bob', 'Paradiso', 'Friday at the club'];
const sizes = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };

describe('Forgot the PIN? on the hand-over screen', () => {
  it('after a wrong PIN, explains the way out, has another player confirm, discards only that player’s hidden draws, and lets them draw again', async () => {
    await page.goto(address);
    await page.getByRole('heading', { level: 1, name: 'Friday at the club' }).waitFor();
    await playerPanel('Ann').getByRole('button', { name: 'Pass the laptop to Ann' }).click();
    const handOver = page.getByRole('dialog', { name: 'Hand-over to Ann' });
    const pinField = handOver.getByLabel("Ann's PIN");
    await pinField.fill('1111');
    await handOver.getByRole('button', { name: 'I am Ann — show my objectives' }).click();
    // The wrong PIN says so and points to the way out; the PIN is selected, ready to be typed again.
    await handOver.getByRole('alert').filter({ hasText: "That is not Ann's PIN. Forgot it? Use “Forgot the PIN?” just below." }).waitFor();
    expect(await focused()).toBe('pin');
    await readableAtEverySize(page, 'objectives-handover-wrong-pin', { sizes, checks: { typed } });

    // The way out explains first, in the player's words; nothing is discarded by opening it.
    await handOver.getByRole('button', { name: 'Forgot the PIN?' }).click();
    const explanation = handOver.getByRole('region', { name: 'Forgot your PIN, Ann?' });
    await explanation.waitFor();
    expect(await explanation.getByRole('listitem').allTextContents()).toEqual([
      'Your hidden objective is discarded unseen: nobody ever learns what it was.',
      'The objective you have already revealed stays.',
      'Your PIN is removed, and you draw again in front of the table.',
      'Another player must confirm it, so call them over to this screen. It cannot be undone.',
    ]);
    expect(await focused()).toBe('Back to the PIN');
    // The explanation also at the tablet size (BRIEF_SIZES), light and dark.
    await readableAtEverySize(page, 'objectives-handover-forgot-explained', { schemes: ['light', 'dark'], checks: { typed } });

    // Escape steps back to the PIN, not out of the hand-over.
    await page.keyboard.press('Escape');
    await explanation.waitFor({ state: 'detached' });
    await pinField.waitFor();
    expect(await focused()).toBe('Forgot the PIN?');

    // The same confirmation as on the table screen; Escape there closes only it.
    await handOver.getByRole('button', { name: 'Forgot the PIN?' }).click();
    await explanation.getByRole('button', { name: 'Ask another player to confirm…' }).click();
    const confirm = page.getByRole('dialog', { name: 'Ann forgot the PIN?' });
    await confirm.waitFor();
    expect(await focused()).toBe('Cancel');
    await page.keyboard.press('Escape');
    await confirm.waitFor({ state: 'detached' });
    await explanation.waitFor();
    expect(await focused()).toBe('Ask another player to confirm…');
    let table = await call('objectives.getSession', { id: sessionId });
    expect(table.players.map((p) => [p.name, p.drawn, p.pinSet])).toEqual([['Ann', 2, true], ['Bob', 1, true]]);

    await explanation.getByRole('button', { name: 'Ask another player to confirm…' }).click();
    await confirm.getByLabel('Who confirms this?').fill('Bob');
    await readableAtEverySize(page, 'objectives-handover-forgot-confirm', { sizes, checks: { typed } });
    await confirm.getByRole('button', { name: 'Discard and remove the PIN' }).click();
    await confirm.waitFor({ state: 'detached' });

    // Back on the cover: it says what was done and opens without a PIN now.
    await handOver.getByRole('status').filter({ hasText: 'Done: your hidden objective was discarded unseen and your PIN is removed.' }).waitFor();
    expect(await handOver.getByRole('status').textContent()).toContain('Draw again now, in front of the table: open your objectives below. You can choose a new PIN there.');
    expect(await handOver.getByLabel("Ann's PIN").count()).toBe(0);
    expect(await focused()).toBe('I am Ann — show my objectives');
    expect(await handOver.getByRole('button', { name: 'Back to the table' }).count()).toBe(1);
    await readableAtEverySize(page, 'objectives-handover-forgot-done', { sizes, schemes: ['light', 'dark'], checks: { typed } });

    // Ann's hidden draw is gone, her revealed one and Bob's hidden one (and his PIN) stay.
    table = await call('objectives.getSession', { id: sessionId });
    expect(table.players.map((p) => [p.name, p.drawn, p.revealed, p.pinSet])).toEqual([['Ann', 1, 1, false], ['Bob', 1, 0, true]]);
    expect((await call('objectives.ownDraws', { sessionId, player: 'Bob', pin: '1357' })).draws.map((draw) => draw.objective.name)).toEqual(['Test Run']);
    expect(table.log.at(-1)!.summary).toBe('Ann forgot their PIN: 1 hidden objective discarded unseen. Confirmed by Bob. The PIN is removed; Ann draws again.');

    await handOver.getByRole('button', { name: 'I am Ann — show my objectives' }).click();
    const ann = page.getByRole('dialog', { name: "Ann's Classified Objectives" });
    await ann.getByRole('heading', { name: 'Telemetry' }).waitFor();
    expect(await ann.getByRole('heading', { name: 'HVT: Designation' }).count()).toBe(0);
    await ann.getByRole('heading', { name: /^Choose a PIN/ }).waitFor();
    await ann.getByRole('heading', { name: /^Draw your last Classified Objective/ }).waitFor();
    await ann.getByRole('button', { name: 'Hide my objectives and hand back' }).click();
    await ann.waitFor({ state: 'detached' });
    expect(await playerPanel('Ann').textContent()).toContain('1 of 2 drawn');
    expect(await playerPanel('Ann').locator('.draw-row.hidden').count()).toBe(0);
    expect(await playerPanel('Bob').locator('.draw-row.hidden').count()).toBe(1);
    expect(page.problems).toEqual([]);
  });
});
