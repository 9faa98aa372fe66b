import { writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowserHost } from './support/browser-host';
import { findScreenProblems } from './support/readable-screen';
import { snapshot, SCREEN_SIZES, type ScreenSize } from './support/screenshots';
import { seedEveryScreen } from './support/seed-screens';
import { newWatchedPage, type WatchedPage } from './support/watched-page';

const env = useBrowserHost();
let seeded: Awaited<ReturnType<typeof seedEveryScreen>>;

beforeAll(async () => {
  seeded = await seedEveryScreen(env.host.url);
});

interface Screen {
  readonly name: string;
  readonly path: () => string;
  /** Resolves once the screen shows what it is for. */
  readonly ready: (page: Page) => Promise<unknown>;
  /** For dialogs: what opens it from the screen at `path`. */
  readonly open?: (page: Page) => Promise<unknown>;
}

const campaign = () => `/campaigns/${seeded.campaignId}`;
const heading = (name: string | RegExp) => (page: Page) => page.getByRole('heading', { level: 1, name }).waitFor();
const dialog = (name: string) => (page: Page) => page.getByRole('dialog', { name }).waitFor();

/** Every screen outside a battle, and the dialogs a new group meets first. */
const SCREENS: readonly Screen[] = [
  { name: 'campaigns', path: () => '/campaigns', ready: heading('Campaigns') },
  { name: 'campaign-new', path: () => '/campaigns', ready: dialog('New campaign'), open: (page) => page.getByRole('button', { name: 'New campaign' }).click() },
  { name: 'overview', path: campaign, ready: heading('The War of the Sundered Crown') },
  { name: 'player-add', path: campaign, ready: dialog('Add player'), open: (page) => page.getByRole('button', { name: 'Add player' }).click() },
  { name: 'house-rules', path: () => `${campaign()}/house-rules`, ready: heading('Rulings for this campaign') },
  { name: 'armies', path: () => `${campaign()}/armies`, ready: heading('Armies') },
  { name: 'army-builder', path: () => `${campaign()}/armies/${seeded.armies[0]!.id}`, ready: heading('The Iron Hold') },
  { name: 'army-randomise', path: () => `${campaign()}/armies/randomise`, ready: heading('Randomise an army') },
  { name: 'army-print', path: () => `${campaign()}/armies/${seeded.armies[0]!.id}/print`, ready: heading('Division Roster') },
  { name: 'chronicle-timeline', path: () => `${campaign()}/chronicle`, ready: (page) => page.getByRole('link', { name: /The Skirmish at the Crown Host Ford/ }).waitFor() },
  { name: 'chronicle-diary-new', path: () => `${campaign()}/chronicle`, ready: dialog('New diary entry'), open: (page) => page.getByRole('button', { name: 'New diary entry' }).click() },
  { name: 'chronicle-standings', path: () => `${campaign()}/chronicle?tab=standings`, ready: (page) => page.locator('canvas').first().waitFor() },
  { name: 'chronicle-records', path: () => `${campaign()}/chronicle?tab=records`, ready: (page) => page.getByRole('heading', { name: 'Brigades' }).waitFor() },
  { name: 'chronicle-luck', path: () => `${campaign()}/chronicle?tab=luck`, ready: (page) => page.getByRole('heading', { name: 'The ledger' }).waitFor() },
  { name: 'chronicle-search', path: () => `${campaign()}/chronicle?tab=search`, ready: (page) => page.getByLabel('Search the chronicle').waitFor() },
  { name: 'chronicle-export', path: () => `${campaign()}/chronicle?tab=export`, ready: (page) => page.getByRole('button', { name: 'Export campaign file' }).waitFor() },
  { name: 'chronicle-book', path: () => `${campaign()}/chronicle/book`, ready: (page) => page.locator('.book-page h1').waitFor() },
  { name: 'chronicle-battle', path: () => `${campaign()}/chronicle/battles/${seeded.battleId}`, ready: heading('The Battle of the Sundered Bridge') },
  { name: 'chronicle-diary', path: () => `${campaign()}/chronicle/diary/${seeded.diaryId}`, ready: heading('The march of the Crown Host') },
  { name: 'ladders', path: () => `${campaign()}/ladder`, ready: heading('Ladders') },
  { name: 'ladder', path: () => `${campaign()}/ladder/${seeded.ladderId}`, ready: heading('Winter ladder') },
  { name: 'ladder-challenge', path: () => `${campaign()}/ladder/${seeded.ladderId}`, ready: dialog('Issue a challenge'), open: (page) => page.getByRole('button', { name: 'Issue challenge' }).click() },
  { name: 'objectives', path: () => `${campaign()}/objectives`, ready: heading('Classified Objectives') },
  { name: 'objective-session', path: () => `${campaign()}/objectives/${seeded.objectiveSessionId}`, ready: heading('Friday at the club') },
];

/** The Orders & Omens battle screens: moving into their own folder now, so only pictured here (see below). */
const BATTLE_SCREENS: readonly Screen[] = [
  { name: 'battles', path: () => `${campaign()}/battles`, ready: heading('Battles') },
  { name: 'battle-setup', path: () => `${campaign()}/battles/new`, ready: heading('Set up a battle') },
  { name: 'battle-over', path: () => `${campaign()}/battles/${seeded.battleId}`, ready: heading('The Battle of the Sundered Bridge') },
  { name: 'battle-starting', path: () => `${campaign()}/battles/${seeded.fightingBattleId}`, ready: heading('The Skirmish at the Crown Host Ford') },
];

async function show(page: Page, screen: Screen): Promise<void> {
  await page.goto(`${env.host.url}#${screen.path()}`);
  if (screen.open) {
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await screen.open(page);
  }
  await screen.ready(page);
  await page.waitForLoadState('networkidle');
}

/** Escape closes a dialog (and leaves the page as it was before it opened). */
async function closeDialog(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await page.locator('dialog[open]').waitFor({ state: 'detached' });
}

async function sideways(page: Page): Promise<number> {
  return Number(await page.evaluate('document.documentElement.scrollWidth - window.innerWidth'));
}

async function pageFor(size: ScreenSize, colorScheme: 'light' | 'dark'): Promise<WatchedPage> {
  return newWatchedPage(env.browser, { viewport: SCREEN_SIZES[size], colorScheme });
}

describe('every screen at every size, as players on a laptop, a tablet and a phone see it', () => {
  for (const size of Object.keys(SCREEN_SIZES) as ScreenSize[]) {
    it(`shows every screen readably on the ${size} (${SCREEN_SIZES[size].width}×${SCREEN_SIZES[size].height}), light and dark, never scrolling sideways`, async () => {
      for (const colorScheme of ['light', 'dark'] as const) {
        const page = await pageFor(size, colorScheme);
        for (const screen of SCREENS) {
          await show(page, screen);
          expect.soft(await sideways(page), `${screen.name} scrolls sideways on the ${size}`).toBeLessThanOrEqual(0);
          if (colorScheme === 'light') {
            const problems = await findScreenProblems(page);
            expect.soft([...problems.overlaps, ...problems.ids, ...problems.smallTargets], `what a player would trip over on “${screen.name}” on the ${size}`).toEqual([]);
          }
          await snapshot(page, `screens/${size}-${colorScheme}/${screen.name}`);
          if (screen.open) await closeDialog(page);
        }
        expect(page.problems).toEqual([]);
        await page.close();
      }
    });
  }

  it('pictures the battle screens at every size and lists what part 2 of issue #12 must fix there', async () => {
    const findings: string[] = [];
    for (const size of Object.keys(SCREEN_SIZES) as ScreenSize[]) {
      for (const colorScheme of ['light', 'dark'] as const) {
        const page = await pageFor(size, colorScheme);
        for (const screen of BATTLE_SCREENS) {
          await show(page, screen);
          if (colorScheme === 'light') {
            const problems = await findScreenProblems(page);
            for (const problem of [...problems.ids, ...problems.overlaps, ...problems.smallTargets]) findings.push(`${screen.name} (${size}): ${problem}`);
          }
          await snapshot(page, `screens/${size}-${colorScheme}/${screen.name}`);
        }
        expect(page.problems).toEqual([]);
        await page.close();
      }
    }
    const folder = join(__dirname, 'screenshots');
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'battle-screen-findings.txt'), `${[...new Set(findings)].join('\n')}\n`);
  });
});

describe('navigation on narrow screens', () => {
  it('folds the sidebar into a Menu button that opens, follows a link, closes again and closes on Escape', async () => {
    const page = await pageFor('phone', 'light');
    await page.goto(`${env.host.url}#${campaign()}`);
    await heading('The War of the Sundered Crown')(page);
    const menu = page.getByRole('button', { name: 'Menu' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.isVisible()).toBe(false);
    expect(await menu.getAttribute('aria-expanded')).toBe('false');

    await menu.click();
    await nav.waitFor();
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    // The open menu lies over the page on purpose; what it shows must still be readable and finger-sized.
    const problems = await findScreenProblems(page);
    expect([...problems.ids, ...problems.smallTargets]).toEqual([]);
    await snapshot(page, 'screens/phone-light/menu-open');
    await nav.getByRole('link', { name: 'Chronicle' }).click();
    await heading('The Chronicle')(page);
    await nav.waitFor({ state: 'hidden' });

    await menu.click();
    await nav.waitFor();
    await page.keyboard.press('Escape');
    await nav.waitFor({ state: 'hidden' });
    expect(await menu.evaluate((button) => button === (globalThis as unknown as { document: { activeElement: unknown } }).document.activeElement)).toBe(true);
    expect(page.problems).toEqual([]);
    await page.close();
  });
});

describe('dark and light', () => {
  const theme = (page: Page) => page.evaluate('document.documentElement.dataset.theme');
  type InPage = { getComputedStyle(element: unknown): Record<string, string> };
  const style = (page: Page, selector: string, property: 'backgroundColor' | 'color') =>
    page.locator(selector).first().evaluate((element, name) => (globalThis as unknown as InPage).getComputedStyle(element)[name], property);
  const background = (page: Page, selector: string) => style(page, selector, 'backgroundColor');
  const pixels = (page: Page) => page.locator('canvas').first().evaluate((canvas) => (canvas as unknown as { toDataURL(): string }).toDataURL());

  it('follows the system setting until a theme is chosen in the app, and remembers the choice', async () => {
    const page = await pageFor('desktop', 'dark');
    await page.goto(`${env.host.url}#${campaign()}`);
    await heading('The War of the Sundered Crown')(page);
    expect(await theme(page)).toBe('dark');
    const darkPaper = await background(page, 'html');

    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => theme(page)).toBe('light');
    expect(await background(page, 'html')).not.toBe(darkPaper);

    const switcher = page.getByRole('group', { name: 'Theme' });
    await switcher.getByLabel('Dark').check();
    await expect.poll(() => theme(page)).toBe('dark');
    await page.reload();
    await heading('The War of the Sundered Crown')(page);
    expect(await theme(page)).toBe('dark');
    expect(await switcher.getByLabel('Dark').isChecked()).toBe(true);

    await switcher.getByLabel('System').check();
    await expect.poll(() => theme(page)).toBe('light');
    await page.reload();
    await heading('The War of the Sundered Crown')(page);
    expect(await theme(page)).toBe('light');
    expect(page.problems).toEqual([]);
    await page.close();
  });

  it('redraws the charts in the new colours when the theme changes, and keeps print views light', async () => {
    const page = await pageFor('desktop', 'light');
    await page.goto(`${env.host.url}#${campaign()}/chronicle?tab=standings`);
    const canvas = page.locator('canvas').first();
    await canvas.waitFor();
    await page.waitForLoadState('networkidle');
    const lightPixels = await pixels(page);
    await page.getByRole('group', { name: 'Theme' }).getByLabel('Dark').check();
    await expect.poll(() => pixels(page)).not.toBe(lightPixels);
    await snapshot(page, 'screens/desktop-dark/chronicle-standings-switched');

    // The chronicle's print view: a white page with dark ink on screen, and nothing dark on paper.
    await page.goto(`${env.host.url}#${campaign()}/chronicle/book`);
    await page.locator('.book-page h1').waitFor();
    expect(await theme(page)).toBe('dark');
    expect(await background(page, '.book-page')).toBe('rgb(255, 255, 255)');
    expect(await style(page, '.book-page h1', 'color')).toBe('rgb(35, 32, 27)');
    await page.emulateMedia({ media: 'print' });
    expect(await background(page, 'html')).toBe('rgb(255, 255, 255)');
    await snapshot(page, 'screens/desktop-dark/chronicle-book-print-media');
    await page.emulateMedia({ media: 'screen' });
    expect(page.problems).toEqual([]);
    await page.close();
  });
});
