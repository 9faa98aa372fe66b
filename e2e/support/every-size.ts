import type { Page } from 'playwright-core';
import { expectReadableScreen, type ScreenChecks } from './readable-screen';
import { snapshot, SCREEN_SIZES } from './screenshots';

/**
 * The screen at the three sizes, checked readable (no ids, no overlaps) and photographed at each
 * as `<folder>/<name>-<size>`, then once dark on the phone; the page is left light at desktop size.
 */
export async function pictureAtEverySize(page: Page, folder: string, name: string, checks: ScreenChecks): Promise<void> {
  for (const [size, viewport] of Object.entries(SCREEN_SIZES)) {
    await page.setViewportSize(viewport);
    await expectReadableScreen(page, `${name} (${size})`, checks);
    await snapshot(page, `${folder}/${name}-${size}`);
  }
  await page.emulateMedia({ colorScheme: 'dark' });
  await snapshot(page, `${folder}/${name}-phone-dark`);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize(SCREEN_SIZES.desktop);
}
