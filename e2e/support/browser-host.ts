import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import type { CallName } from '../../src-shared/contract';
import { apiCaller } from './api';
import { launchChromium } from './chromium';
import { startHost, tempDataDir, type RunningHost } from './host';

export interface BrowserHostOptions {
  /** Extra Chromium switches for the spec, e.g. a host-resolver rule that makes a second site. */
  readonly chromiumArgs?: readonly string[];
}

export interface RestartOptions {
  /** Where the new host keeps its data: the spec's data folder unless another is given (a fresh install). */
  readonly dataDir?: string;
  /** Extra command-line switches for the new host, e.g. `--lan`. */
  readonly args?: readonly string[];
}

export interface BrowserHost {
  readonly browser: Browser;
  /** The host started last: the first one, or the one `restartHost` started. */
  readonly host: RunningHost;
  /** The spec's own data folder (removed after the spec), where the first host keeps its database. */
  readonly dataDir: string;
  /** A contract call to the spec's current host, typed by the caller. */
  readonly api: <T>(name: string, input: unknown) => Promise<T>;
  /** Stops the current host (a no-op if the spec stopped or killed it) and starts another, as a user reopening the app. */
  restartHost(options?: RestartOptions): Promise<RunningHost>;
}

/** One Chromium and one browser host on a fresh data folder for a spec file, closed and removed after it. */
export function useBrowserHost(options: BrowserHostOptions = {}): BrowserHost {
  const data = tempDataDir();
  let browser: Browser | undefined;
  let host: RunningHost | undefined;
  beforeAll(async () => {
    browser = await launchChromium(options.chromiumArgs);
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
    dataDir: data.dir,
    api: async <T>(name: string, input: unknown) => (await apiCaller(started(host).url)(name as CallName, input as never)) as T,
    restartHost: async ({ dataDir = data.dir, args = [] } = {}) => {
      await host?.stop();
      host = undefined;
      host = await startHost(dataDir, [...args]);
      return host;
    },
  };
}
