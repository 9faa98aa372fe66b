import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import type { BenchSuite, Metric } from '../suite';

const ROOT = join(__dirname, '..', '..');

/**
 * The hardening probes at soak length (`npm test` runs them bounded): 60 kills of a writer at
 * random points, and 1,000 malformed inputs per contract call. Each is its vitest file run with
 * a larger count; a failing run is a failed metric.
 */
function soak(name: string, file: string, env: Record<string, string>): Metric[] {
  const started = performance.now();
  const run = spawnSync(process.execPath, [join(ROOT, 'node_modules', 'vitest', 'vitest.mjs'), 'run', file], { cwd: ROOT, env: { ...process.env, ...env }, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const seconds = (performance.now() - started) / 1000;
  const failed = run.status === 0 ? 0 : 1;
  if (failed) console.error(`${name} soak failed:\n${(run.stdout + run.stderr).slice(-4000)}`);
  return [
    { name: `${name} soak: failed runs`, value: failed, target: { op: '<=', value: 0 }, note: Object.entries(env).map(([k, v]) => `${k}=${v}`).join(' ') },
    { name: `${name} soak: time`, value: seconds, unit: 's' },
  ];
}

export const suite: BenchSuite = {
  name: 'hardening',
  run: () => [
    ...soak('kill -9', 'src-main/db/kill-probe.test.ts', { KILL_PROBE_ROUNDS: '60' }),
    ...soak('contract fuzz', 'src-main/contract-fuzz.test.ts', { FUZZ_PER_CALL: '1000' }),
  ],
};
