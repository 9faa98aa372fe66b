import type { Browser, BrowserContextOptions, Page } from 'playwright-core';

/** The console line Chromium prints when a call is refused with a 4xx status the test provoked on purpose. */
const REFUSAL = /Failed to load resource: the server responded with a status of 4\d\d/;

export type WatchedPage = Page & {
  /** Uncaught page errors and console errors, except the contract refusals the test asked for. */
  readonly problems: string[];
};

/** A new page that records what went wrong in it, so a spec can assert that nothing did. */
export async function newWatchedPage(browser: Browser, options: BrowserContextOptions = {}): Promise<WatchedPage> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 860 }, ...options });
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !REFUSAL.test(message.text())) problems.push(message.text());
  });
  await slowDownIfAsked(page);
  return Object.assign(page, { problems });
}

/**
 * A race finder, off unless asked for: `E2E_SLOW=400 npx vitest run --project e2e …` holds back every
 * contract call and script chunk by a random 0–400 ms, as a slow machine would, so a spec that reads
 * the screen before what it waits for has arrived fails here rather than on CI.
 */
async function slowDownIfAsked(page: Page): Promise<void> {
  const most = Number(process.env.E2E_SLOW ?? 0);
  if (!(most > 0)) return;
  await page.route(/\/api\/|\/assets\/.*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, Math.random() * most));
    await route.continue();
  });
}
