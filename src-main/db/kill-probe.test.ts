import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './open';
import { MIGRATIONS_FOLDER } from '../testing/temp-store';
import { bundleForNode, REPO_NODE_MODULES } from '../testing/bundle-for-node';

// Bounded for `npm test`; KILL_PROBE_ROUNDS=60 soaks (as the hardening issue's probe did).
const ROUNDS = Number(process.env.KILL_PROBE_ROUNDS ?? 6);
const dir = mkdtempSync(join(tmpdir(), 'warchronicle-kill-'));
const CHILD = join(dir, 'write-stream.cjs');
// Bundled once, so each round starts in plain Node in a fraction of a second (tsx takes seconds).
beforeAll(() => {
  bundleForNode(join(__dirname, '..', 'testing', 'write-stream.ts'), CHILD);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Round {
  readonly acknowledged: string[];
  readonly ready: boolean;
}

/**
 * Runs the writer and kills it (SIGKILL) `delayMs` after a milestone: 'opening' (so the kill can
 * land inside the first start's creation of the file) or 'ready' (inside the write stream).
 */
function killedRound(file: string, round: number, after: 'opening' | 'ready', delayMs: number): Promise<Round> {
  const child = spawn(process.execPath, [CHILD, file, MIGRATIONS_FOLDER, String(round)], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NODE_PATH: REPO_NODE_MODULES },
  });
  const acknowledged: string[] = [];
  let ready = false;
  let pending = '';
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop()!;
      for (const line of lines) {
        if (line === after) setTimeout(() => child.kill('SIGKILL'), delayMs);
        if (line === 'ready') ready = true;
        if (line.startsWith('ack ')) acknowledged.push(line.slice(4));
      }
    });
    child.once('exit', (_code, signal) => {
      if (signal !== 'SIGKILL') reject(new Error(`the writer stopped by itself:\n${errors}`));
      else resolve({ acknowledged, ready });
    });
  });
}

describe('kill -9 while writing', () => {
  it(`keeps every acknowledged write, and the file opens, after ${ROUNDS} kills at random points`, async () => {
    const file = join(dir, 'warchronicle.db');
    const acknowledged: string[] = [];
    let killedInFirstStart = 0;
    let seed = 18;
    const random = (): number => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    for (let round = 0; round < ROUNDS; round++) {
      // The first rounds kill during the first start (the file may not exist yet), the rest mid-stream.
      const during = round < Math.ceil(ROUNDS / 3) ? 'opening' : 'ready';
      const result = await killedRound(file, round, during, Math.floor(random() * (during === 'opening' ? 150 : 400)));
      acknowledged.push(...result.acknowledged);
      if (!result.ready) killedInFirstStart += 1;

      const store = openDatabase({ file, migrationsFolder: MIGRATIONS_FOLDER });
      try {
        expect(store.sqlite.pragma('integrity_check', { simple: true })).toBe('ok');
        const names = new Set(store.sqlite.prepare('SELECT name FROM campaigns').pluck().all() as string[]);
        for (const name of acknowledged) expect(names.has(name), `acknowledged "${name}" after round ${round}`).toBe(true);
      } finally {
        store.close();
      }
    }
    expect(acknowledged.length).toBeGreaterThan(0);
    console.log(`kill probe: ${ROUNDS} kills (${killedInFirstStart} before the store was ready), ${acknowledged.length} acknowledged writes all kept`);
  }, 30_000 + ROUNDS * 6_000);
});
