import { beforeAll, describe, expect, it } from 'vitest';
import { apiCaller } from './support/api';
import { useBrowserHost } from './support/browser-host';
import { readableAtEverySize } from './support/readable-screen';
import { SCREEN_SIZES } from './support/screenshots';
import { newWatchedPage, type WatchedPage } from './support/watched-page';

/**
 * Supremacy, a Console hacked by both players (seed 003 L848–L898): a Face to Face WIP Roll gives
 * its Objective Point; "If only one of the players has surviving Specialist Troops, that player will
 * automatically get the Objective Point directly. If neither players has any Specialist Troopers,
 * the Objective Point is lost." The question names all three ways, so a player whose opponent has no
 * Specialist left knows to name themself though no roll was made.
 */
const env = useBrowserHost();
let page: WatchedPage;
let campaignId: string;
const TYPED = ['Hack club', 'Alice', 'Ben', 'Console night'];

beforeAll(async () => {
  const call = apiCaller(env.host.url);
  campaignId = (await call('campaigns.create', { name: 'Hack club' })).id;
  for (const [name, colour] of [['Alice', '#1f5f8b'], ['Ben', '#8e2a22']] as const) await call('players.create', { campaignId, name, colour });
  page = await newWatchedPage(env.browser);
}, 120_000);

describe('a Supremacy Console hacked by both players', () => {
  it('asks who takes its point: the Face to Face winner, or the only player with Specialist Troops left', async () => {
    await page.setViewportSize(SCREEN_SIZES.desktop);
    await page.goto(`${env.host.url}#/campaigns/${campaignId}/battles/new`);
    await page.getByRole('radio', { name: /Infinity N3 \(ITS\)/ }).check();
    await page.getByLabel('Battle name').fill('Console night');
    await page.getByRole('region', { name: 'First side' }).locator('select').selectOption({ label: 'Alice' });
    await page.getByRole('region', { name: 'Second side' }).locator('select').selectOption({ label: 'Ben' });
    await page.locator('select[name=scenario]').selectOption({ label: 'Supremacy' });
    await page.getByRole('button', { name: 'Set up the battle' }).click();
    await page.getByRole('heading', { level: 1, name: 'Console night' }).waitFor();
    const report = page.getByRole('form', { name: 'End-of-game report' });
    const consoleRow = report.getByRole('row').filter({ hasText: 'Console 1 hacked by' });
    const boxes = consoleRow.getByRole('checkbox');
    // The report renders after the heading; .all() does not wait, so wait for both players' boxes first.
    await boxes.nth(1).waitFor();
    expect(await boxes.count()).toBe(2);
    for (const box of await boxes.all()) await box.check();
    const question = report.getByRole('group', { name: /^Console 1 was hacked by both/ });
    await question.waitFor();
    expect(await question.locator('legend').textContent()).toBe(
      'Console 1 was hacked by both: who takes its Objective Point — the winner of the Face to Face WIP Roll, or the only player with Specialist Troops left?',
    );
    expect((await question.locator('label').allTextContents()).map((text) => text.trim())).toEqual(['Alice', 'Ben', 'Neither — no Specialist Troops left']);
    await readableAtEverySize(page, 'its-console-both-hacked-01', { sizes: SCREEN_SIZES, checks: { typed: TYPED } });
    await question.getByLabel('Ben').check();
    await report.getByRole('button', { name: 'Score the game' }).click();
    const consoles = page.getByRole('table', { name: 'Tournament result' }).getByRole('row').filter({ hasText: 'Hacking Consoles' });
    await consoles.waitFor();
    expect((await consoles.locator('td').allTextContents()).map((text) => text.replace(/\s+/g, ' ').trim())).toEqual([
      '0 OP 0 of 4 Consoles held at the end.',
      '1 OP 1 of 4 Consoles held at the end.',
    ]);
    expect(page.problems).toEqual([]);
  });
});
