import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Page } from 'playwright-core';

const FOLDER = join(__dirname, '..', 'screenshots');

/** The three screens every page must work on: a laptop, a tablet held upright, a phone. */
export const SCREEN_SIZES = {
  desktop: { width: 1400, height: 900 },
  tablet: { width: 768, height: 1024 },
  phone: { width: 390, height: 844 },
} as const;
export type ScreenSize = keyof typeof SCREEN_SIZES;

/**
 * Saves what a player would see, for a human look after the run (e2e/screenshots, not committed).
 * Taken from the top of the page: a full-page capture of a scrolled page would draw sticky bars
 * (the top bar, the army builder's summary) in the middle of the picture.
 */
export async function snapshot(page: Page, name: string): Promise<void> {
  const path = join(FOLDER, `${name}.png`);
  mkdirSync(dirname(path), { recursive: true });
  const scrolled = await page.evaluate('window.scrollY');
  await page.evaluate('window.scrollTo(0, 0)');
  await page.screenshot({ path, fullPage: true });
  await page.evaluate(`window.scrollTo(0, ${Number(scrolled) || 0})`);
}

/** Plays a spec's steps; if one fails, photographs the page the steps were on (if still open) as `name`, then fails as it did. */
export async function snapshotOnFailure(page: () => Page | null | undefined, name: string, steps: () => Promise<void>): Promise<void> {
  try {
    await steps();
  } catch (error) {
    const open = page();
    if (open && !open.isClosed()) await snapshot(open, name);
    throw error;
  }
}
