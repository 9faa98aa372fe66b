import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

const SYSTEM_CHROMIUMS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/Applications/Google Chromium.app/Contents/MacOS/Chromium'];

/** CHROMIUM_PATH, then a system Chromium, then a browser Playwright downloaded itself. */
export function findChromium(): string {
  const candidates = [process.env.CHROMIUM_PATH, ...SYSTEM_CHROMIUMS];
  try {
    candidates.push(chromium.executablePath());
  } catch {
    // playwright-core has no browser of its own unless `npx playwright install chromium` ran.
  }
  const found = candidates.find((path): path is string => !!path && existsSync(path));
  if (!found) {
    throw new Error('No Chromium for the e2e tests: install one (Debian: `apt-get install -y chromium`), or set CHROMIUM_PATH to a Chromium binary.');
  }
  return found;
}

export function launchChromium(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: findChromium(),
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync', ...extraArgs],
  });
}
