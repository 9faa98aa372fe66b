import type { Locator, Page } from 'playwright-core';
import { rollFaces } from '../../src-shared/rules/dice';
import { chooseInList, chooseRadio, reach, tickInGrid } from './keyboard-only';

/**
 * How a group drives the battle screen, and a count of every UI action it takes.
 * - `typed`: dice typed into one box ("5 6 2 4"), single-key shortcuts (1 / 2 draw a chip, P passes),
 *   Enter records a form; a dice box the flow did not put the focus in takes a click first.
 * - `mouse`: the pointer only: every roll made by the app (choose "App rolls", press Roll), every
 *   step by its button. The app's dice are steered to the same faces (see `steerAppDice`), so both
 *   modes play the very same battle and their counts compare like for like.
 * - `keyboard`: as `typed`, with no pointer at all once the battle is open: Tab and Shift+Tab
 *   reach a control, arrow keys choose in lists, radio groups and the End Phase grids, Enter
 *   presses and records, Space ticks (see keyboard-only.ts). Every one of those keys is counted.
 * An action is one click, one key press or one typed entry (filling one box).
 */
export type TableMode = 'typed' | 'mouse' | 'keyboard';

export interface ActionCount {
  clicks: number;
  keys: number;
  entries: number;
}

export const totalActions = (count: ActionCount): number => count.clicks + count.keys + count.entries;

const seeds = new Map<string, number>();

/**
 * A seed whose D6 faces are `faces`, found by search over well-spread 32-bit seeds (xoroshiro's
 * first outputs from small consecutive seeds are too alike to reach every face).
 */
export function seedFor(faces: readonly number[]): number {
  const key = faces.join(' ');
  const known = seeds.get(key);
  if (known !== undefined) return known;
  for (let i = 1; i < 50_000_000; i++) {
    const seed = Math.imul(i, 0x9e3779b1);
    const rolled = rollFaces(seed, faces.length, 6);
    if (rolled.every((face, j) => face === faces[j])) {
      seeds.set(key, seed);
      return seed;
    }
  }
  throw new Error(`no seed found that rolls ${key}`);
}

/**
 * The app seeds each roll from Math.random; this page's Math.random returns the queued values first,
 * so a test can make the app's roll show the faces the script needs. Any other caller gets real randomness.
 */
export async function steerAppDice(page: Page): Promise<void> {
  // A script string: the e2e code has no DOM types, and the page needs nothing bundled.
  await page.addInitScript(`(() => {
    const real = Math.random.bind(Math);
    const queue = [];
    window.__steeredRandom = queue;
    Math.random = () => (queue.length > 0 ? queue.shift() : real());
  })()`);
}

export class CountedTable {
  /** Actions by chapter of the battle ("Before the battle", "Turn 1", …), in the order played. */
  readonly counts = new Map<string, ActionCount>();
  private chapter = 'Before the battle';

  constructor(
    readonly page: Page,
    readonly mode: TableMode,
  ) {}

  startChapter(name: string): void {
    this.chapter = name;
  }

  private get current(): ActionCount {
    let count = this.counts.get(this.chapter);
    if (!count) this.counts.set(this.chapter, (count = { clicks: 0, keys: 0, entries: 0 }));
    return count;
  }

  async click(target: Locator): Promise<void> {
    if (this.mode === 'keyboard') return this.reachAndPress(target);
    this.current.clicks += 1;
    await target.click();
  }

  /** The keyboard's click: a grid box or radio button by arrows and Space, anything else by Tab and Enter. */
  private async reachAndPress(target: Locator): Promise<void> {
    const press = (key: string) => this.key(key);
    const kind = await target.evaluate((raw) => {
      const node = raw as unknown as { type?: string; dataset: Record<string, string | undefined> };
      return node.dataset.row !== undefined ? 'grid' : node.type === 'radio' ? 'radio' : 'other';
    });
    if (kind === 'grid') return tickInGrid(this.page, target, press);
    if (kind === 'radio') return chooseRadio(target, press);
    await reach(target, press);
    await this.key('Enter');
  }

  /** Presses a form's button: Enter where the focus already is inside the form's own keys (a grid, a reaction), else as a click. */
  async submit(button: Locator): Promise<void> {
    if (this.mode !== 'keyboard') return this.click(button);
    const inForm = await this.page.evaluate(`!!document.activeElement?.matches('[data-row], .reaction-row input')`);
    if (inForm) await this.key('Enter');
    else await this.reachAndPress(button);
  }

  async key(key: string): Promise<void> {
    this.current.keys += 1;
    await this.page.keyboard.press(key);
  }

  async type(target: Locator, text: string): Promise<void> {
    this.current.entries += 1;
    await target.fill(text);
  }

  /** A drop-down list: opening it and picking the entry (the first one whose text starts with `label`) are two actions. */
  async choose(select: Locator, label: string): Promise<void> {
    if (this.mode === 'keyboard') return chooseInList(select, label, (key) => this.key(key));
    this.current.clicks += 2;
    const options = await select.locator('option').allInnerTexts();
    const option = options.map((text) => text.trim()).find((text) => text.startsWith(label));
    if (option === undefined) throw new Error(`no “${label}” among ${options.join(', ')}`);
    await select.selectOption({ label: option });
  }

  /** A shortcut in typed mode, the button in mouse mode. */
  async shortcut(key: string, button: Locator): Promise<void> {
    if (this.mode !== 'mouse') await this.key(key);
    else await this.click(button);
  }

  /** Records a form: Enter from the box just typed in, or a click on its button. */
  async record(button: Locator): Promise<void> {
    if (this.mode !== 'mouse') await this.key('Enter');
    else await this.click(button);
  }

  /**
   * One roll into the dice box labelled `label`: typed as one entry into its first box, or rolled
   * by the app (two clicks) with the app's dice steered to the same faces.
   */
  async dice(label: string, faces: readonly number[]): Promise<void> {
    const first = this.page.getByLabel(`${label} die 1`, { exact: true });
    if (this.mode !== 'mouse') {
      // Typing goes where the focus is: a box the flow did not focus takes a click (or Tabs) first.
      const focused = await this.page.evaluate(`document.activeElement?.getAttribute('aria-label') ?? ''`);
      if (focused !== `${label} die 1`) {
        if (this.mode === 'keyboard') await reach(first, (key) => this.key(key));
        else await this.click(first);
      }
      if (this.mode === 'keyboard') {
        // Key by key, as fingers type it: each face moves the focus on to the next box.
        this.current.entries += 1;
        await this.page.keyboard.type(faces.join(' '));
      } else await this.type(first, faces.join(' '));
      const last = this.page.getByLabel(`${label} die ${faces.length}`, { exact: true });
      if ((await last.inputValue()) !== String(faces.at(-1))) throw new Error(`${label}: the box did not take ${faces.join(' ')}`);
      if ((await this.page.getByLabel(`${label} die ${faces.length + 1}`, { exact: true }).count()) > 0) throw new Error(`${label}: more dice asked for than the script's ${faces.length}`);
      return;
    }
    // A roll offers "I rolled / App rolls", or (the melee form's compact boxes) one "App rolls" box.
    const who = this.page.getByRole('radiogroup', { name: `${label}: who rolls`, exact: true });
    const appBox = this.page.getByRole('checkbox', { name: `${label}: app rolls`, exact: true });
    const box = this.page.locator('fieldset.dice-input').filter({ has: who.or(appBox) });
    await this.click((await appBox.count()) > 0 ? appBox : who.getByLabel('App rolls'));
    const roll = box.getByRole('button', { name: `Roll ${faces.length}D6`, exact: true });
    const seed = seedFor(faces);
    await this.page.evaluate(`window.__steeredRandom.push(${(seed >>> 0) / 0x1_0000_0000})`);
    await this.click(roll);
    const shown = (await box.getByLabel(`${label} rolled`, { exact: true }).innerText()).match(/\d/g)?.slice(0, faces.length).join(' ');
    if (shown !== faces.join(' ')) throw new Error(`${label}: the app rolled ${shown}, the script needs ${faces.join(' ')}`);
  }

  /** The counts as plain data, chapter by chapter, with totals. */
  report(): { chapter: string; clicks: number; keys: number; entries: number; total: number }[] {
    return [...this.counts].map(([chapter, count]) => ({ chapter, ...count, total: totalActions(count) }));
  }
}
