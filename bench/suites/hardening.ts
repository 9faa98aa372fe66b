import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import type { BenchSuite, Metric } from '../suite';

const ROOT = join(__dirname, '..', '..');

/**
 * The hardening probes at soak length (`npm test` runs them bounded): 60 kills of a writer at
 * random points, 1,000 malformed inputs per contract call, the data file cut at 200 random
 * lengths, 2,000 random header mixes at the host, the 20-client load on two hosts, and the XSS
 * sweep of every screen once per payload set. Each is its vitest file run with a larger count;
 * a failing run is a failed metric. The e2e ones need `electron-vite build` first.
 */
function soak(name: string, file: string, env: Record<string, string>, project?: string): Metric[] {
  const started = performance.now();
  const args = [join(ROOT, 'node_modules', 'vitest', 'vitest.mjs'), 'run', ...(project ? ['--project', project] : []), file];
  const run = spawnSync(process.execPath, args, { cwd: ROOT, env: { ...process.env, ...env }, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
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
    ...soak('bad data file', 'src-main/db/open.test.ts', { BAD_FILE_CUTS: '200' }),
    ...soak('cross-site headers', 'src-main/host/server.test.ts', { CSRF_CASES: '2000' }),
    ...soak('two hosts under load', 'e2e/hardening-load.e2e.ts', { HOST_LOAD_ROUNDS: '100' }, 'e2e'),
    ...[0, 1, 2].flatMap((set) => soak(`XSS sweep, payload set ${set}`, 'e2e/hardening-xss.e2e.ts', { XSS_VECTOR_SET: String(set) }, 'e2e')),
  ],
};
