import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { useBrowserHost } from './support/browser-host';
import { controlsWithoutNames } from './support/accessible-names';
import { reach, type Press } from './support/keyboard-only';
import { seedEveryScreen } from './support/seed-screens';
import { SCREEN_SIZES, snapshot } from './support/screenshots';
import { newWatchedPage, type WatchedPage } from './support/watched-page';

/**
 * Dialogs from the keyboard alone: opened with Enter, the focus goes in (to the first field, even
 * when the form loads a moment later), Tab and Shift+Tab go round inside and never out, Escape
 * closes, and the focus comes back to the button that opened it. A new page takes the focus to
 * its content, so the next Tab goes on from there rather than from the top of the navigation.
 */

const env = useBrowserHost();

/** The focused element, in words: its accessible label, else the start of its text; “nothing” for the bare page. */
const focused = (page: Page): Promise<string> =>
  page.evaluate(`(() => { const a = document.activeElement; if (!a || a === document.body) return 'nothing'; return (a.getAttribute('aria-label') || a.textContent || a.tagName).trim().slice(0, 60); })()`) as Promise<string>;
const focusIn = (page: Page, selector: string): Promise<boolean> => page.evaluate(`(() => { const a = document.activeElement; return !!a && a !== document.body && a.closest(${JSON.stringify(selector)}) !== null; })()`) as Promise<boolean>;
const isFocused = (target: Locator): Promise<boolean> => target.evaluate((node) => node === (node as unknown as { ownerDocument: { activeElement: unknown } }).ownerDocument.activeElement);

async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(`${env.host.url}#${path}`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
}

describe('a new campaign and its first player, from the keyboard alone', () => {
  it('starts the campaign, lands in its page, and adds a player with the focus back on “Add player”', async () => {
    const page = await newWatchedPage(env.browser, { viewport: SCREEN_SIZES.desktop });
    const press: Press = (key) => page.keyboard.press(key);
    await openPage(page, '/campaigns');
    await reach(page.getByRole('button', { name: 'Start your first campaign' }), press);
    await press('Enter');
    const dialog = page.getByRole('dialog', { name: 'New campaign' });
    await dialog.waitFor();
    // The form loads on opening; the focus is on its first field once it is there.
    await expect.poll(() => isFocused(dialog.getByLabel('Name'))).toBe(true);
    await page.keyboard.type('The Keyboard War');
    await press('Enter');
    await page.getByRole('heading', { level: 1, name: 'The Keyboard War' }).waitFor();
    // The new page has the focus, not the document's top: the next Tab is inside the page.
    await expect.poll(() => focusIn(page, 'main')).toBe(true);
    await press('Tab');
    expect(await focusIn(page, 'main'), `the first Tab after arriving went to “${await focused(page)}”`).toBe(true);

    const addPlayer = page.getByRole('button', { name: 'Add player' });
    await reach(addPlayer, press);
    await press('Enter');
    const adding = page.getByRole('dialog', { name: 'Add player' });
    await expect.poll(() => isFocused(adding.getByLabel('Player name'))).toBe(true);
    await page.keyboard.type('Ann');
    await press('Enter');
    await adding.waitFor({ state: 'detached' });
    await page.getByRole('list', { name: 'Players' }).getByText('Ann').waitFor();
    expect(await isFocused(addPlayer), `the focus after adding went to “${await focused(page)}”`).toBe(true);
    expect(page.problems).toEqual([]);
    await page.close();
  });
});

interface Opener {
  readonly screen: string;
  readonly path: () => string;
  readonly button: string | RegExp;
  readonly dialog: string;
}

describe('every dialog on the main screens, from the keyboard', () => {
  let seeded: Awaited<ReturnType<typeof seedEveryScreen>>;
  beforeAll(async () => {
    seeded = await seedEveryScreen(env.host.url);
  });
  const campaign = () => `/campaigns/${seeded.campaignId}`;
  const OPENERS: readonly Opener[] = [
    { screen: 'campaigns', path: () => '/campaigns', button: 'New campaign', dialog: 'New campaign' },
    { screen: 'overview', path: campaign, button: 'Add player', dialog: 'Add player' },
    { screen: 'overview', path: campaign, button: 'Rename or edit', dialog: 'Rename or edit campaign' },
    { screen: 'overview', path: campaign, button: /^Delete$/, dialog: 'Delete this campaign?' },
    { screen: 'armies', path: () => `${campaign()}/armies`, button: 'New army', dialog: 'New army' },
    { screen: 'battle', path: () => `${campaign()}/battles/${seeded.fightingBattleId}`, button: 'Delete this battle', dialog: 'Delete this battle?' },
    { screen: 'chronicle', path: () => `${campaign()}/chronicle`, button: 'New diary entry', dialog: 'New diary entry' },
    { screen: 'ladder', path: () => `${campaign()}/ladder/${seeded.ladderId}`, button: 'Issue challenge', dialog: 'Issue a challenge' },
    { screen: 'ladder', path: () => `${campaign()}/ladder/${seeded.ladderId}`, button: 'Decline', dialog: 'Decline the challenge?' },
    { screen: 'objectives', path: () => `${campaign()}/objectives`, button: 'New game', dialog: 'New game' },
  ];

  async function openByKeys(page: WatchedPage, opener: Opener): Promise<{ button: Locator; dialog: Locator }> {
    await openPage(page, opener.path());
    const button = page.getByRole('button', { name: opener.button }).first();
    await reach(button, (key) => page.keyboard.press(key));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: opener.dialog });
    await dialog.waitFor();
    return { button, dialog };
  }

  it('moves the focus in, keeps it in, names every control, and gives it back to the opener on Escape', async () => {
    const page = await newWatchedPage(env.browser, { viewport: SCREEN_SIZES.desktop });
    for (const opener of OPENERS) {
      const where = `“${opener.dialog}” on ${opener.screen}`;
      const { button, dialog } = await openByKeys(page, opener);
      await expect.poll(() => focusIn(page, 'dialog[open]'), { message: `the focus goes into ${where}` }).toBe(true);
      expect.soft(await controlsWithoutNames(page), `nameless controls in ${where}`).toEqual([]);
      const stops = (await dialog.evaluate((box) => (box as unknown as { querySelectorAll(s: string): { length: number } }).querySelectorAll('input, select, textarea, button, a[href], summary').length)) + 2;
      for (let i = 0; i < stops; i++) {
        await page.keyboard.press('Tab');
        expect(await focusIn(page, 'dialog[open]'), `Tab ${i + 1} in ${where} went to “${await focused(page)}”`).toBe(true);
      }
      for (let i = 0; i < stops; i++) {
        await page.keyboard.press('Shift+Tab');
        expect(await focusIn(page, 'dialog[open]'), `Shift+Tab ${i + 1} in ${where} went to “${await focused(page)}”`).toBe(true);
      }
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await isFocused(button), `after ${where} closed the focus is on “${await focused(page)}”`).toBe(true);
    }
    expect(page.problems).toEqual([]);
    await page.close();
  }, 120_000);

  it('gives the focus back to the opener when the dialog’s own Cancel closes it, at desktop and phone sizes', async () => {
    for (const size of ['desktop', 'phone'] as const) {
      const page = await newWatchedPage(env.browser, { viewport: SCREEN_SIZES[size] });
      const { button, dialog } = await openByKeys(page, OPENERS[4]!);
      await expect.poll(() => focusIn(page, 'dialog[open]')).toBe(true);
      await snapshot(page, `a11y/new-army-dialog-${size}`);
      await reach(dialog.getByRole('button', { name: 'Cancel' }), (key) => page.keyboard.press(key));
      await page.keyboard.press('Enter');
      await dialog.waitFor({ state: 'detached' });
      expect(await isFocused(button), `${size}: the focus is on “${await focused(page)}”`).toBe(true);
      await snapshot(page, `a11y/new-army-closed-${size}`);
      expect(page.problems).toEqual([]);
      await page.close();
    }
  });
});
