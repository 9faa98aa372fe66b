import { describe, expect, it } from 'vitest';
import { useBrowserHost } from './support/browser-host';
import { newWatchedPage } from './support/watched-page';
import { readableSnapshot } from './support/readable-screen';
import { SCREEN_SIZES, type ScreenSize } from './support/screenshots';

/**
 * The desktop app's progress bar, in real Chromium: the page gets the bridge the Electron preload
 * gives it (`invoke`, answered here over the host's HTTP, and `onProgress`), and the test plays
 * the services process's part by sending progress as the main process would.
 */
const BRIDGE = `
  window.warchronicle = {
    invoke: (call, input) => fetch('/api/' + encodeURIComponent(call), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(input ?? {}) }).then((r) => r.json()),
    onProgress: (listener) => { window.__progress = listener; },
  };
`;

const env = useBrowserHost();

describe('progress of long work in the desktop window', () => {
  it('shows a readable bar while an import runs, at every size and theme, and takes it away after', async () => {
    for (const size of Object.keys(SCREEN_SIZES) as ScreenSize[]) {
      for (const colorScheme of ['light', 'dark'] as const) {
        const page = await newWatchedPage(env.browser, { viewport: SCREEN_SIZES[size], colorScheme });
        await page.addInitScript(BRIDGE);
        await page.goto(`${env.host.url}#/campaigns`);
        await page.locator('h1').first().waitFor();
        await page.waitForFunction('typeof window.__progress === "function"');
        await page.evaluate('window.__progress({ task: "Importing the campaign file", done: 48000, total: 200000 })');
        const bar = page.getByRole('status').filter({ hasText: 'Importing the campaign file' });
        await expect(bar.textContent()).resolves.toMatch(/Importing the campaign file….*48,000 of 200,000/s);
        expect([await bar.locator('progress').getAttribute('value'), await bar.locator('progress').getAttribute('max')]).toEqual(['48000', '200000']);
        const box = (await bar.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(SCREEN_SIZES[size].width);
        await readableSnapshot(page, `long-work-progress/${size}-${colorScheme}`);
        await page.evaluate('window.__progress(null)');
        await bar.waitFor({ state: 'detached' });
        expect(page.problems).toEqual([]);
        await page.close();
      }
    }
  });
});
