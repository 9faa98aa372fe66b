import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import type { CallName } from '../../src-shared/contract';
import { apiCaller } from './api';
import { launchChromium } from './chromium';
import { startHost, tempDataDir, type RunningHost } from './host';

export interface BrowserHost {
  readonly browser: Browser;
  readonly host: RunningHost;
  /** A contract call to the spec's host, typed by the caller. */
  readonly api: <T>(name: string, input: unknown) => Promise<T>;
}

/** One Chromium and one browser host on a fresh data folder for a spec file, closed and removed after it. */
export function useBrowserHost(): BrowserHost {
  const data = tempDataDir();
  let browser: Browser | undefined;
  let host: RunningHost | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
    host = await startHost(data.dir);
  });
  afterAll(async () => {
    await browser?.close();
    await host?.stop();
    data.remove();
  });
  const started = <T>(part: T | undefined): T => {
    if (part === undefined) throw new Error('the browser host is used before beforeAll started it');
    return part;
  };
  return {
    get browser() {
      return started(browser);
    },
    get host() {
      return started(host);
    },
    api: async <T>(name: string, input: unknown) => (await apiCaller(started(host).url)(name as CallName, input as never)) as T,
  };
}
