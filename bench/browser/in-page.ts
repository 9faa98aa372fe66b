import type { Page } from 'playwright-core';

// Timing runs inside the page (as strings, so no bundler helper leaks into them): the clock
// starts at the click and stops at the first frame after the screen shows the change, with
// no round trip to the bench in between.

/** Resolves after the frame that paints the current DOM (a rAF, then a task after it). */
const AFTER_PAINT = 'new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))';

/**
 * Runs `actJs` (statements, e.g. a click) and waits until `doneJs` (an expression) holds, then
 * for the paint; answers the milliseconds from just before the act to after the paint. `doneJs`
 * is checked on every DOM change, so it should be cheap: `prepareJs` (untimed) can find elements first.
 */
export function timeUntil(page: Page, actJs: string, doneJs: string, options: { prepareJs?: string; timeoutMs?: number } = {}): Promise<number> {
  const timeoutMs = options.timeoutMs ?? 20_000;
  return page.evaluate(`(async () => {
    ${options.prepareJs ?? ''};
    const done = () => { try { return Boolean(${doneJs}); } catch { return false; } };
    const start = performance.now();
    ${actJs};
    if (!done()) {
      await new Promise((resolve, reject) => {
        const observer = new MutationObserver(() => { if (done()) { observer.disconnect(); clearTimeout(timer); resolve(undefined); } });
        const timer = setTimeout(() => { observer.disconnect(); reject(new Error('timed out waiting for: ' + ${JSON.stringify(doneJs)})); }, ${timeoutMs});
        observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
      });
    }
    await ${AFTER_PAINT};
    return performance.now() - start;
  })()`);
}

/** Every element in the document: what the browser lays out and styles on each change. */
export function domNodes(page: Page): Promise<number> {
  return page.evaluate('document.getElementsByTagName("*").length');
}

/** Scrolls the page to the top, middle or bottom and lets the virtual lists redraw; answers the most elements seen. */
export async function mostDomNodesWhileScrolling(page: Page): Promise<number> {
  let most = await domNodes(page);
  for (const fraction of [0.5, 1, 0]) {
    await page.evaluate(`(async () => { window.scrollTo(0, document.documentElement.scrollHeight * ${fraction}); for (let i = 0; i < 3; i++) await ${AFTER_PAINT}; })()`);
    most = Math.max(most, await domNodes(page));
  }
  return most;
}

/** The element count cannot be right unless the list was drawn: its role=list with a name must be there. */
export const listShown = (name: string) => `document.querySelector('[aria-label="${name}"] > li:not(.virtual-spacer)')`;

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}
