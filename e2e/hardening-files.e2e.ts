import { chmodSync, readdirSync, readFileSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../src-main/db/open';
import { MIGRATIONS_FOLDER } from '../src-main/testing/temp-store';
import { apiCaller } from './support/api';
import { startHost, tempDataDir } from './support/host';

const dirs: { remove(): void }[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) dir.remove();
});

function dataDir(): string {
  const made = tempDataDir();
  dirs.push(made);
  return made.dir;
}

/** A real store with some rows, closed with its WAL folded in. */
function realStore(dir: string): string {
  const file = join(dir, 'warchronicle.db');
  const store = openDatabase({ file, migrationsFolder: MIGRATIONS_FOLDER });
  const insert = store.sqlite.prepare('INSERT INTO campaigns (id, name, description, created_at, updated_at) VALUES (?, ?, ?, 1, 1)');
  for (let i = 0; i < 100; i++) insert.run(`c${i}`, `Campaign ${i}`, 'x'.repeat(400));
  store.close();
  return file;
}

const BAD_FILES: readonly { name: string; make: (dir: string) => string; says: RegExp }[] = [
  {
    name: 'a file from a newer version',
    make: (dir) => {
      const file = realStore(dir);
      const db = new Database(file);
      db.pragma('user_version = 999');
      db.close();
      return file;
    },
    says: /written by a newer version of Warchronicle/,
  },
  {
    name: "another program's SQLite file",
    make: (dir) => {
      const file = join(dir, 'warchronicle.db');
      const db = new Database(file);
      db.exec('CREATE TABLE notes (body TEXT); INSERT INTO notes VALUES (1)');
      db.close();
      return file;
    },
    says: /from another program/,
  },
  { name: 'a file that is not SQLite', make: (dir) => (writeFileSync(join(dir, 'warchronicle.db'), 'Dear diary,\n'.repeat(100)), join(dir, 'warchronicle.db')), says: /is not an SQLite database/ },
  {
    name: 'a truncated file',
    make: (dir) => {
      const file = realStore(dir);
      truncateSync(file, 4096 * 2);
      return file;
    },
    says: /looks truncated or damaged/,
  },
  {
    name: 'an empty file with backups beside it',
    make: (dir) => {
      writeFileSync(join(dir, 'warchronicle.backup-20261101-090000-schema3.db'), 'a backup');
      writeFileSync(join(dir, 'warchronicle.db'), '');
      return join(dir, 'warchronicle.db');
    },
    says: /is empty \(0 bytes\)\. Restore it from a backup/,
  },
  {
    name: 'a read-only file',
    make: (dir) => {
      const file = realStore(dir);
      chmodSync(file, 0o444);
      return file;
    },
    says: /is read-only/,
  },
];

describe('the browser host meets a bad data file', () => {
  it.each(BAD_FILES)('refuses $name with a clear message and leaves it byte-identical', async ({ make, says }) => {
    const dir = dataDir();
    const file = make(dir);
    const before = readFileSync(file);
    const failure = await startHost(dir).then(
      async (host) => {
        await host.stop();
        return null;
      },
      (error: Error) => error.message,
    );
    expect(failure).toMatch(/Warchronicle cannot open its data: /);
    expect(failure).toMatch(says);
    expect(failure).not.toMatch(/\n\s+at /);
    expect(readFileSync(file).equals(before)).toBe(true);
    chmodSync(file, 0o644);
  });

  it('says it cannot open its data, without a stack trace, when its data folder cannot be made', async () => {
    const dir = dataDir();
    // A file where the folder should be: no user (root included) can create the folder there.
    writeFileSync(join(dir, 'taken'), 'a file, not a folder');
    const failure = await startHost(join(dir, 'taken', 'data')).then(
      async (host) => {
        await host.stop();
        return null;
      },
      (error: Error) => error.message,
    );
    expect(failure).toMatch(/Warchronicle cannot open its data: Could not create the data file/);
    expect(failure).not.toMatch(/SqliteError|\n\s+at /);
    expect(readdirSync(dir)).toEqual(['taken']);
  });

  it('starts afresh over an empty file that has no backup, keeping it aside', async () => {
    const dir = dataDir();
    writeFileSync(join(dir, 'warchronicle.db'), '');
    const host = await startHost(dir);
    expect(await apiCaller(host.url)('campaigns.list', {})).toEqual([]);
    await host.stop();
    expect(readdirSync(dir).filter((name) => name.startsWith('warchronicle.empty-'))).toHaveLength(1);
  });
});

