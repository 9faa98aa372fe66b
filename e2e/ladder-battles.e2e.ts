import { beforeAll, describe, expect, it } from 'vitest';
import type { LadderView } from '../src-shared/contract/ladders';
import { PREY_SCRIPT, PREY_SETUP, preyRosters } from '../src-main/testing/system-fixtures';
import { apiCaller } from './support/api';
import { useBrowserHost } from './support/browser-host';
import { readableSnapshot } from './support/readable-screen';
import { SCREEN_SIZES } from './support/screenshots';
import { newWatchedPage, type WatchedPage } from './support/watched-page';

/**
 * A Title Tournament game recorded from a finished three-player 1999 battle, in Chromium: the
 * battle (Ann wins the Prey Mission over Bob and Cy) is played through the host's contract, then the
 * group records the ladder game on the ladder screen, choosing which two of the battle's players it
 * was between, and finds the link by name on the ladder and on the battle.
 */
const env = useBrowserHost();
let page: WatchedPage;
const TYPED = ['The Ash Wars', 'Ann', 'Bob', 'Cy', 'The Ash Road', 'Club ladder', 'Club hall'];
let campaignUrl: string;
let ladderId: string;

beforeAll(async () => {
  const call = apiCaller(env.host.url);
  const campaignId = (await call('campaigns.create', { name: 'The Ash Wars' })).id;
  const playerIds: string[] = [];
  for (const [name, colour] of [['Ann', '#1f5f8b'], ['Bob', '#8e2a22'], ['Cy', '#2e7d32']] as const) playerIds.push((await call('players.create', { campaignId, name, colour })).id);
  const forces = [];
  for (const [i, roster] of preyRosters().entries()) forces.push(await call('forces.create', { campaignId, playerId: playerIds[i]!, system: '1999', roster }));
  const battle = await call('battles.create', {
    system: '1999',
    campaignId,
    name: 'The Ash Road',
    sides: forces.map((force, i) => ({ playerId: playerIds[i]!, armyIds: [force.id] })),
    setup: PREY_SETUP,
  });
  for (const [index, event] of PREY_SCRIPT.entries()) await call('battles.append', { battleId: battle.id, system: '1999', event, expectedCount: index });
  const ladder: LadderView = await call('ladders.create', { campaignId, name: 'Club ladder', system: '1999', players: ['Ann', 'Bob', 'Cy'], rulings: {} });
  const idOf = (name: string) => ladder.players.find((player) => player.name === name)!.id;
  await call('ladders.challenge', { ladderId: ladder.ladder.id, challenger: idOf('Bob'), challenged: idOf('Ann'), scheduledAt: new Date(Date.now() + 86_400_000).toISOString(), place: 'Club hall' });
  ladderId = ladder.ladder.id;
  campaignUrl = `${env.host.url}#/campaigns/${campaignId}`;
  page = await newWatchedPage(env.browser);
}, 120_000);

describe('a ladder game from a finished three-player 1999 battle', () => {
  it('offers the 1999 battle, takes the winner for the chosen pair, refuses a pair neither of whom won, and links both ways by name', async () => {
    await page.goto(`${campaignUrl}/ladder/${ladderId}`);
    await page.getByRole('heading', { level: 1, name: 'Club ladder' }).waitFor();
    await page.getByRole('table', { name: 'Open challenges' }).getByRole('row').filter({ hasText: 'Bob challenges Ann' }).getByRole('button', { name: 'Record result' }).click();
    const dialog = page.getByRole('dialog', { name: 'Record the result' });
    await dialog.getByLabel('A finished battle of this campaign').check();
    await dialog.getByText('This is a 1999 ladder, so only the campaign’s finished 1999 battles are offered.').waitFor();
    await dialog.locator('select[name=fromBattle]').selectOption({ label: 'The Ash Road · 1999 · Ann, Bob, Cy' });
    await dialog.getByText('3 players fought it: choose which two of them this ladder game was between.').waitFor();
    // The ladder players' names match the battle's, so the pair is filled in; the battle's winner decides.
    expect(await dialog.getByLabel('Bob played as').locator('option:checked').textContent()).toBe('Bob');
    expect(await dialog.getByLabel('Ann played as').locator('option:checked').textContent()).toBe('Ann');
    await dialog.getByText('Ann won The Ash Road, so Ann beat Bob.').waitFor();
    await dialog.getByRole('status', { name: 'What this result does' }).waitFor();
    for (const [size, viewport] of Object.entries(SCREEN_SIZES)) {
      await page.setViewportSize(viewport);
      await readableSnapshot(page, `ladder-battles-01-from-battle-${size}`, { typed: TYPED });
    }
    // Dark theme (the system setting, as a phone in night mode has it).
    await page.emulateMedia({ colorScheme: 'dark' });
    await readableSnapshot(page, 'ladder-battles-01-from-battle-phone-dark', { typed: TYPED });
    await page.emulateMedia({ colorScheme: 'light' });
    await page.setViewportSize(SCREEN_SIZES.desktop);

    // Bob and Cy: Ann won the battle, so it cannot decide a game between them.
    await dialog.getByLabel('Ann played as').selectOption({ label: 'Cy' });
    await dialog.getByRole('alert').filter({ hasText: 'The Ash Road was won by Ann, not by Bob or Cy; it cannot decide their ladder game.' }).waitFor();
    expect(await dialog.getByRole('button', { name: 'Record result' }).isDisabled()).toBe(true);
    await readableSnapshot(page, 'ladder-battles-02-neither-won', { typed: TYPED });

    await dialog.getByLabel('Ann played as').selectOption({ label: 'Ann' });
    await dialog.getByRole('button', { name: 'Record result' }).click();
    await dialog.waitFor({ state: 'detached' });

    const history = page.getByRole('table', { name: 'Rank history' });
    const annUp = history.getByRole('row').filter({ hasText: 'Ann' }).filter({ hasText: 'Game · Bob v Ann' });
    expect(await annUp.first().textContent()).toContain('battle: The Ash Road');
    await page.getByText('Ladder log').click();
    expect(await page.locator('.log li').last().textContent()).toContain('Ann beat Bob. Battle: The Ash Road (1999, Bob v Ann).');
    await readableSnapshot(page, 'ladder-battles-03-history', { typed: TYPED });

    await annUp.first().getByRole('link', { name: 'The Ash Road' }).click();
    await page.getByRole('heading', { level: 1, name: 'The Ash Road' }).waitFor();
    const linked = page.getByRole('region', { name: 'Ladder games from this battle' });
    expect(await linked.getByRole('listitem').first().textContent()).toContain('Club ladder: Ann beat Bob');
    await readableSnapshot(page, 'ladder-battles-04-battle-page', { typed: TYPED });
    await linked.getByRole('link', { name: 'Club ladder' }).click();
    await page.getByRole('heading', { level: 1, name: 'Club ladder' }).waitFor();
    expect(page.problems).toEqual([]);
  });
});
