import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// WARCHRONICLE_OUT lets a developer test a build made with `electron-vite build --outDir DIR`.
const HOST_ENTRY = join(process.env.WARCHRONICLE_OUT ?? join(__dirname, '..', '..', 'out'), 'main', 'host.js');

export interface RunningHost {
  readonly url: string;
  readonly dataDir: string;
  readonly process: ChildProcess;
  /** Everything the host printed so far. */
  output(): string;
  /** Graceful stop (SIGTERM), as a user closing the host. */
  stop(): Promise<void>;
  /** Hard kill (SIGKILL), as a crash or a pulled plug. */
  kill(): Promise<void>;
}

export function tempDataDir(): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'warchronicle-e2e-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Starts the built browser host on a free port over `dataDir` and resolves once it prints its URL. */
export function startHost(dataDir: string, extraArgs: string[] = []): Promise<RunningHost> {
  const child = spawn(process.execPath, [HOST_ENTRY, '--port', '0', '--data', dataDir, ...extraArgs], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stopWith = (signal: NodeJS.Signals) => async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`host did not start within 15 s:\n${output}`)), 15_000);
    const onData = (chunk: Buffer): void => {
      output += chunk.toString();
      const match = /running at (http:\/\/127\.0\.0\.1:\d+\/)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ url: match[1]!, dataDir, process: child, output: () => output, stop: stopWith('SIGTERM'), kill: stopWith('SIGKILL') });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`host exited with ${code} before starting:\n${output}`));
    });
  });
}
