import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowserHost } from './support/browser-host';
import { controlsWithoutNames } from './support/accessible-names';
import { campaignWithArmies, setUpBattle } from './support/oo-battle';
import { seedEveryScreen } from './support/seed-screens';
import { SCREEN_SIZES } from './support/screenshots';
import { newWatchedPage } from './support/watched-page';
import { blueRoster, redRoster } from '../src-shared/rules/orders-omens/walkthrough/testing/sample-armies';
import { SAMPLE_BATTLE } from '../src-shared/rules/orders-omens/walkthrough/testing/sample-battle';

/**
 * A player who hears the screen: every control on the main screens says what it is, the first Tab
 * on any page offers a way past the navigation, and a battle step recorded or taken back is
 * announced (a polite status line), not only drawn.
 */

const env = useBrowserHost();
let seeded: Awaited<ReturnType<typeof seedEveryScreen>>;
beforeAll(async () => {
  seeded = await seedEveryScreen(env.host.url);
});

const campaign = () => `/campaigns/${seeded.campaignId}`;
const SCREENS: readonly (readonly [string, () => string])[] = [
  ['campaigns', () => '/campaigns'],
  ['overview', campaign],
  ['house rules', () => `${campaign()}/house-rules`],
  ['armies', () => `${campaign()}/armies`],
  ['roster builder', () => `${campaign()}/armies/${seeded.armies[0]!.id}`],
  ['randomise an army', () => `${campaign()}/armies/randomise`],
  ['battles', () => `${campaign()}/battles`],
  ['battle set-up', () => `${campaign()}/battles/new`],
  ['a battle being fought', () => `${campaign()}/battles/${seeded.fightingBattleId}`],
  ['a battle over', () => `${campaign()}/battles/${seeded.battleId}`],
  ['chronicle', () => `${campaign()}/chronicle`],
  ['chronicle search', () => `${campaign()}/chronicle?tab=search`],
  ['chronicle export', () => `${campaign()}/chronicle?tab=export`],
  ['a battle’s chronicle', () => `${campaign()}/chronicle/battles/${seeded.battleId}`],
  ['ladders', () => `${campaign()}/ladder`],
  ['a ladder', () => `${campaign()}/ladder/${seeded.ladderId}`],
  ['objectives', () => `${campaign()}/objectives`],
  ['an objectives game', () => `${campaign()}/objectives/${seeded.objectiveSessionId}`],
  ['map', () => `${campaign()}/map`],
];

async function open(page: Page, path: string): Promise<void> {
  await page.goto(`${env.host.url}#${path}`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  // What folds away (a battle's VP correction, a ladder's log) is part of the screen too.
  await page.evaluate(`document.querySelectorAll('details').forEach((d) => { d.open = true; })`);
}

const focusedIs = (page: Page, selector: string) => page.evaluate(`document.activeElement === document.querySelector(${JSON.stringify(selector)})`);

describe('every control on the main screens has a name', () => {
  for (const size of ['desktop', 'phone'] as const) {
    it(`on the ${size}, no button, link, field or list is announced nameless or by its placeholder alone`, async () => {
      const page = await newWatchedPage(env.browser, { viewport: SCREEN_SIZES[size] });
      for (const [name, path] of SCREENS) {
        await open(page, path());
        expect.soft(await controlsWithoutNames(page), `nameless controls on ${name} (${size})`).toEqual([]);
      }
      expect(page.problems).toEqual([]);
      await page.close();
    }, 180_000);
  }
});

describe('past the navigation', () => {
  it('offers “Skip to content” as the first Tab stop, hidden until then, and it takes the next Tab into the page', async () => {
    const page = await newWatchedPage(env.browser, { viewport: SCREEN_SIZES.desktop });
    await open(page, `${campaign()}/ladder`);
    const skip = page.getByRole('link', { name: 'Skip to content' });
    expect((await skip.boundingBox())?.width ?? 0).toBeLessThanOrEqual(1);
    await page.keyboard.press('Tab');
    expect(await focusedIs(page, '.skip-link')).toBe(true);
    expect((await skip.boundingBox())?.width ?? 0).toBeGreaterThan(40);
    await page.keyboard.press('Enter');
    expect(await focusedIs(page, 'main')).toBe(true);
    expect(page.url()).toContain('/ladder');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(`document.activeElement.closest('main') !== null`)).toBe(true);
    expect(await page.evaluate('document.activeElement.textContent.trim()')).toBe('New ladder');
    await page.close();
  });
});

describe('a battle step, heard', () => {
  it('announces the chip drawn from the keyboard in a status line, and that it was taken back after Ctrl+Z', async () => {
    const battle = await campaignWithArmies(env.api, 'The Heard Ford', [blueRoster(), redRoster()]);
    const { battle: created, hash } = await setUpBattle(env.api, battle, { name: 'The Quiet Ford', tableWidthFeet: 6, tableDepthFeet: 4, turnLimit: 6, objectives: [{ name: 'The ford' }] });
    const opening = SAMPLE_BATTLE.slice(0, SAMPLE_BATTLE.findIndex((s) => s.type === 'activation-started') + 1);
    for (const [index, event] of opening.entries()) await env.api('battles.append', { battleId: created.id, event, expectedCount: index });
    const page = await newWatchedPage(env.browser, { viewport: SCREEN_SIZES.desktop });
    await page.goto(`${env.host.url}#${hash}`);
    await page.getByRole('heading', { name: 'Activation', exact: true }).waitFor();
    const said = page.locator('.undo-box [role="status"]');
    // Opening the battle says nothing: only what the table does next is news.
    expect(await said.textContent()).toBe('');
    await page.keyboard.press('1');
    await page.getByRole('heading', { name: 'Blue chip drawn' }).waitFor();
    await expect.poll(() => said.textContent()).toMatch(/^Recorded: .*chip/i);
    const recorded = (await said.textContent())!.replace(/^Recorded: /, '');
    await page.keyboard.press('Control+z');
    await expect.poll(() => said.textContent()).toBe(`Taken back: ${recorded}`);
    expect(page.problems).toEqual([]);
    await page.close();
  });
});
