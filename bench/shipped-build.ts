import { spawnSync } from 'node:child_process';

let built = false;

/**
 * The renderer, host and indexer threads as shipped (`electron-vite build` into out/), made once
 * per bench run for the suites that measure them; BENCH_NO_BUILD=1 measures the build already there.
 */
export function buildShipped(): void {
  if (built || process.env.BENCH_NO_BUILD === '1') return;
  const result = spawnSync('npx', ['electron-vite', 'build'], { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`electron-vite build failed:\n${result.stdout}\n${result.stderr}`);
  built = true;
}
