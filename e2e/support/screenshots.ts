import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

const FOLDER = join(__dirname, '..', 'screenshots');

/** Saves what a player would see, for a human look after the run (e2e/screenshots, not committed). */
export async function snapshot(page: Page, name: string): Promise<void> {
  mkdirSync(FOLDER, { recursive: true });
  await page.screenshot({ path: join(FOLDER, `${name}.png`), fullPage: true });
}
