import type { Locator, Page } from 'playwright-core';

/**
 * How a player with dice in both hands reaches a control: Tab (or Shift+Tab) until it has the
 * focus, arrow keys inside a radio group, a list or an End Phase grid. Every key goes through
 * `press`, so the caller counts it. Nothing here clicks.
 */

/** The e2e code has no DOM types: the little of the DOM these checks read, typed by hand. */
interface Node {
  readonly ownerDocument: { readonly activeElement: Node | null; readonly body: Node };
  compareDocumentPosition(other: Node): number;
  closest(selector: string): Node | null;
  readonly name?: string;
  readonly type?: string;
  readonly selectedIndex?: number;
  readonly dataset: Record<string, string | undefined>;
}
const MAX_KEYS = 150;
const GRID = '.objective-grid, .thirds-table';

export type Press = (key: string) => Promise<void>;
type Where = 'target' | 'group' | 'grid';

/** Whether the focus is on the target, in its radio group, or in its End Phase grid. */
const focusIn = (target: Locator, where: Where) =>
  target.evaluate(
    (raw, [scope, grid]) => {
      const node = raw as unknown as Node;
      const active = node.ownerDocument.activeElement;
      if (active === node) return true;
      if (!active) return false;
      if (scope === 'group') return active.type === 'radio' && active.name === node.name;
      if (scope === 'grid') return active.closest(grid) !== null && active.closest(grid) === node.closest(grid);
      return false;
    },
    [where, GRID] as const,
  );

/** Tab towards the control until the focus is on it (or in its group or grid): forwards when it comes later in the page, else backwards. */
export async function reach(target: Locator, press: Press, where: Where = 'target'): Promise<void> {
  for (let i = 0; i < MAX_KEYS; i++) {
    if (await focusIn(target, where)) return;
    const forwards = await target.evaluate((raw) => {
      const node = raw as unknown as Node;
      const active = node.ownerDocument.activeElement;
      // 4: Node.DOCUMENT_POSITION_FOLLOWING
      return !active || active === node.ownerDocument.body || (active.compareDocumentPosition(node) & 4) !== 0;
    });
    await press(forwards ? 'Tab' : 'Shift+Tab');
  }
  throw new Error(`the keyboard did not reach ${String(target)} in ${MAX_KEYS} keys`);
}

/** A radio button: Tab into its group (the chosen one, else the first), arrow keys on to it, Space if it has the focus but is not chosen. */
export async function chooseRadio(target: Locator, press: Press): Promise<void> {
  await reach(target, press, 'group');
  for (let i = 0; i < 12; i++) {
    if (await target.isChecked()) return;
    await press((await focusIn(target, 'target')) ? 'Space' : 'ArrowRight');
  }
  throw new Error(`the keyboard did not choose ${String(target)}`);
}

/** A control in an End Phase grid (one Tab stop per grid): Tab into the grid, arrow keys to the control, Space. */
export async function tickInGrid(page: Page, target: Locator, press: Press): Promise<void> {
  await reach(target, press, 'grid');
  const at = async (): Promise<{ row: number; col: number }> => (await page.evaluate(`(() => { const d = document.activeElement.dataset; return { row: Number(d.row), col: Number(d.col) }; })()`)) as { row: number; col: number };
  const to = await target.evaluate((raw) => ({ row: Number((raw as unknown as Node).dataset.row), col: Number((raw as unknown as Node).dataset.col) }));
  const from = await at();
  for (let r = from.row; r !== to.row; r += Math.sign(to.row - from.row)) await press(to.row > from.row ? 'ArrowDown' : 'ArrowUp');
  for (let c = from.col; c !== to.col; c += Math.sign(to.col - from.col)) await press(to.col > from.col ? 'ArrowRight' : 'ArrowLeft');
  if (!(await focusIn(target, 'target'))) throw new Error(`the arrow keys did not reach ${String(target)}`);
  await press('Space');
}

/**
 * A drop-down list: Tab to it, arrow keys until the entry starting with `label` is chosen, then
 * Enter where the list says Enter takes the choice (aria-keyshortcuts); elsewhere the arrows alone choose.
 */
export async function chooseInList(select: Locator, label: string, press: Press): Promise<void> {
  await reach(select, press);
  const options = (await select.locator('option').allInnerTexts()).map((text) => text.trim());
  const wanted = options.findIndex((text) => text.startsWith(label));
  if (wanted < 0) throw new Error(`no “${label}” among ${options.join(', ')}`);
  for (let i = 0; i <= options.length; i++) {
    const at = await select.evaluate((raw) => (raw as unknown as Node).selectedIndex ?? -1);
    if (at === wanted) {
      if ((await select.getAttribute('aria-keyshortcuts'))?.includes('Enter')) await press('Enter');
      return;
    }
    await press(at < wanted ? 'ArrowDown' : 'ArrowUp');
  }
  throw new Error(`the arrow keys did not choose “${label}”`);
}
