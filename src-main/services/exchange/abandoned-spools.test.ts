import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { removeAbandonedSpools, SPOOL_PREFIX } from './abandoned-spools';
import { completeUpload, discardUpload, receiveChunk } from './uploads';

let parent: string;
afterEach(() => rmSync(parent, { recursive: true, force: true }));

/** A spool folder with one piece in it, as an upload leaves it. */
function spoolFolder(name: string, ageMs = 0): string {
  const folder = join(parent, name);
  mkdirSync(join(folder, 'upload'), { recursive: true });
  writeFileSync(join(folder, 'upload', '0'), '{"secret objective"');
  const at = new Date(Date.now() - ageMs);
  utimesSync(folder, at, at);
  return folder;
}

/** The id of a process that has already ended. */
function endedPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
  return Number(child.stdout);
}

describe('spool folders left by an ended process', () => {
  it('removes the folder of a process that has ended and keeps those of running ones, this one included', () => {
    parent = mkdtempSync(join(tmpdir(), 'warchronicle-spools-'));
    const ended = spoolFolder(`${SPOOL_PREFIX}${endedPid()}-aB3dE9`);
    const mine = spoolFolder(`${SPOOL_PREFIX}${process.pid}-Zq81Lx`);
    const parents = spoolFolder(`${SPOOL_PREFIX}${process.ppid}-Kd02Rt`);
    const other = spoolFolder('someone-elses-folder', 3 * 24 * 60 * 60 * 1000);
    removeAbandonedSpools(parent);
    expect([ended, mine, parents, other].map(existsSync)).toEqual([false, true, true, true]);
  });

  it('lets go of a folder from before they were named for their process once it is a day old', () => {
    parent = mkdtempSync(join(tmpdir(), 'warchronicle-spools-'));
    const old = spoolFolder(`${SPOOL_PREFIX}Xy7Pq2`, 25 * 60 * 60 * 1000);
    const recent = spoolFolder(`${SPOOL_PREFIX}Hh4Tt0`, 60 * 60 * 1000);
    removeAbandonedSpools(parent);
    expect([old, recent].map(existsSync)).toEqual([false, true]);
  });

  it('keeps an upload’s pieces in a folder named for this process', () => {
    parent = mkdtempSync(join(tmpdir(), 'warchronicle-spools-'));
    receiveChunk({ uploadId: 'named-spool', index: 0, total: 1, chunk: '{}' }, Date.now());
    try {
      expect(completeUpload('named-spool').folder).toContain(join(tmpdir(), `${SPOOL_PREFIX}${process.pid}-`));
    } finally {
      discardUpload('named-spool');
    }
  });
});
