import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bundleForNode, REPO_NODE_MODULES } from '../testing/bundle-for-node';
import { MIGRATIONS_FOLDER } from '../testing/temp-store';

// A real write failure, not a simulated one: the child runs under `ulimit -f`, so SQLite's writes
// past 8 KB fail as they would on a full disk, partway through building the schema.
const dir = mkdtempSync(join(tmpdir(), 'warchronicle-full-disk-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function openUnderLimit(dataDir: string, blocks: number): { opened: boolean; problem?: string; message?: string } {
  const entry = bundleForNode(join(__dirname, '..', 'testing', 'open-store-once.ts'), join(dir, 'open-store-once.cjs'));
  const run = spawnSync('sh', ['-c', `ulimit -f ${blocks} && exec "$0" "$@"`, process.execPath, entry, join(dataDir, 'warchronicle.db'), MIGRATIONS_FOLDER], {
    env: { ...process.env, NODE_PATH: REPO_NODE_MODULES },
    encoding: 'utf8',
  });
  expect(run.status, run.stderr).toBe(0);
  return JSON.parse(run.stdout.trim().split('\n').at(-1)!) as { opened: boolean; problem?: string; message?: string };
}

describe('a first start on a full disk', () => {
  it('says it cannot create its data (not an uncaught SQLite error), and leaves nothing half-made to refuse later', () => {
    const dataDir = mkdtempSync(join(dir, 'data-'));
    const result = openUnderLimit(dataDir, 16);
    expect(result).toMatchObject({ opened: false, problem: 'cannot-create' });
    expect(result.message).toMatch(/^Could not create the data file .*warchronicle\.db \(the disk is full or cannot be written\)\. Nothing was left half-made/);
    expect(readdirSync(dataDir)).toEqual([]);
    // With room again, the next start simply creates the store.
    expect(openUnderLimit(dataDir, 1_000_000)).toEqual({ opened: true });
    expect(readdirSync(dataDir)).toContain('warchronicle.db');
  });
});
