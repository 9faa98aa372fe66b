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
  return Object.assign(page, { problems });
}
