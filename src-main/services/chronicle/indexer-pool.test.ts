import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BATCH_BATTLES, batchSize, builtEntryFolder } from './indexer-pool';

describe('finding the built indexer entry', () => {
  it('looks beside the code and, from a shared chunk (out/main/chunks), in the build folder above it', () => {
    const out = mkdtempSync(join(tmpdir(), 'warchronicle-indexer-'));
    try {
      const chunks = join(out, 'chunks');
      mkdirSync(chunks);
      expect(builtEntryFolder(chunks)).toBeNull();
      writeFileSync(join(out, 'chronicle-indexer.js'), '');
      expect(builtEntryFolder(chunks)).toBe(join(chunks, '..'));
      expect(builtEntryFolder(out)).toBe(out);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});

describe('indexer batch sizes', () => {
  it('sends full batches while the queue is long and smaller ones towards its end, never none', () => {
    expect(batchSize(1_000, 2)).toBe(BATCH_BATTLES);
    expect(batchSize(40, 2)).toBe(5);
    expect(batchSize(3, 2)).toBe(1);
    expect(batchSize(1, 0)).toBe(1);
  });

  it('leaves the two threads of a 1,000-battle run at most a few battles apart at the end', () => {
    // Two threads taking batches in turn: the last batches handed out are small.
    let queued = 1_000;
    const last: number[] = [];
    while (queued > 0) {
      const size = Math.min(queued, batchSize(queued, 2));
      queued -= size;
      last.push(size);
    }
    expect(last.reduce((sum, size) => sum + size, 0)).toBe(1_000);
    expect(last.slice(-4).every((size) => size === 1)).toBe(true);
    expect(last.filter((size) => size === BATCH_BATTLES).length).toBeGreaterThan(50);
  });
});
