import { afterEach, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { APPLICATION_ID, openDatabase } from './open';
import { DatabaseFileError } from './database-file-error';
import { loadMigrations } from './migrations';
import { MIGRATIONS_FOLDER, openTempStore, type TempStore } from '../testing/temp-store';
import { foldersWithExtraMigration } from '../testing/migration-folders';

const stores: TempStore[] = [];
function tempStore(): TempStore {
  const store = openTempStore();
  stores.push(store);
  return store;
}
afterEach(() => {
  for (const store of stores.splice(0)) store.dispose();
});

function expectRefused(file: string, problem: DatabaseFileError['problem'], message: RegExp): void {
  const before = readFileSync(file);
  let caught: unknown;
  try {
    openDatabase({ file, migrationsFolder: MIGRATIONS_FOLDER }).close();
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(DatabaseFileError);
  const error = caught as DatabaseFileError;
  expect(error.problem).toBe(problem);
  expect(error.message).toContain(file);
  expect(error.message).toMatch(message);
  expect(readFileSync(file).equals(before)).toBe(true);
}

describe('opening the campaign store', () => {
  it('creates a new file with WAL, synchronous=FULL, foreign keys, the app id and the latest schema', () => {
    const { store } = tempStore();
    expect(store.sqlite.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(store.sqlite.pragma('synchronous', { simple: true })).toBe(2);
    expect(store.sqlite.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(store.sqlite.pragma('application_id', { simple: true })).toBe(APPLICATION_ID);
    expect(store.sqlite.pragma('user_version', { simple: true })).toBe(loadMigrations(MIGRATIONS_FOLDER).length);
    expect(store.backup).toBeNull();
  });

  it('reopens its own file without a backup and keeps the data', () => {
    const temp = tempStore();
    temp.store.sqlite.prepare("INSERT INTO campaigns (id, name, created_at, updated_at) VALUES ('c1', 'Kept', 1, 1)").run();
    temp.store.close();
    const reopened = openDatabase({ file: temp.file, migrationsFolder: MIGRATIONS_FOLDER });
    expect(reopened.backup).toBeNull();
    expect(reopened.sqlite.prepare('SELECT name FROM campaigns').pluck().get()).toBe('Kept');
    reopened.close();
  });
});

describe('refused files stay byte-identical', () => {
  it('refuses a file from a newer app version', () => {
    const temp = tempStore();
    temp.store.sqlite.pragma('user_version = 999');
    temp.store.sqlite.pragma('wal_checkpoint(TRUNCATE)');
    temp.store.close();
    expectRefused(temp.file, 'newer', /newer version of Warchronicle \(schema 999/);
  });

  it('refuses a foreign SQLite file', () => {
    const temp = tempStore();
    const file = join(temp.dir, 'other.sqlite');
    const other = new Database(file);
    other.exec('CREATE TABLE notes (body TEXT); INSERT INTO notes VALUES (1)');
    other.close();
    expectRefused(file, 'foreign', /from another program/);
  });

  it('refuses a file that is not SQLite at all', () => {
    const temp = tempStore();
    const file = join(temp.dir, 'notes.db');
    writeFileSync(file, 'Dear diary, today the Dwarves broke on the bridge.\n'.repeat(50));
    expectRefused(file, 'not-sqlite', /is not an SQLite database/);
  });

  it('refuses a truncated file', () => {
    const temp = tempStore();
    const insert = temp.store.sqlite.prepare('INSERT INTO campaigns (id, name, description, created_at, updated_at) VALUES (?, ?, ?, 1, 1)');
    for (let i = 0; i < 200; i++) insert.run(`c${i}`, `Campaign ${i}`, 'x'.repeat(500));
    temp.store.sqlite.pragma('wal_checkpoint(TRUNCATE)');
    temp.store.close();
    truncateSync(temp.file, 4096 * 3);
    expectRefused(temp.file, 'truncated', /looks truncated or damaged \(the header promises \d+ pages but the file holds 3\)/);
  });

  it('opens a file whose checkpoint was cut short after writing its header, as a crash can leave it (the log still holds every page)', () => {
    const temp = tempStore();
    const sqlite = temp.store.sqlite;
    sqlite.pragma('wal_checkpoint(TRUNCATE)');
    const before = readFileSync(temp.file);
    // Grown in the log only (read before closing, which would copy it into the file).
    const insert = sqlite.prepare('INSERT INTO campaigns (id, name, description, created_at, updated_at) VALUES (?, ?, ?, 1, 1)');
    sqlite.transaction(() => {
      for (let i = 0; i < 300; i++) insert.run(`c${i}`, `Campaign ${i}`, 'x'.repeat(500));
    })();
    const log = readFileSync(`${temp.file}-wal`);
    temp.store.close();
    // The file as the cut-short checkpoint left it: the old pages, with the log's newest page 1 (its header) copied over the first.
    const pageSize = log.readUInt32BE(8);
    let header: Buffer | null = null;
    for (let at = 32; at + 24 + pageSize <= log.length; at += 24 + pageSize) if (log.readUInt32BE(at) === 1) header = log.subarray(at + 24, at + 24 + pageSize);
    const cut = Buffer.from(before);
    header!.copy(cut, 0);
    writeFileSync(temp.file, cut);
    writeFileSync(`${temp.file}-wal`, log);
    if (existsSync(`${temp.file}-shm`)) rmSync(`${temp.file}-shm`);

    const reopened = openDatabase({ file: temp.file, migrationsFolder: MIGRATIONS_FOLDER });
    try {
      expect(reopened.sqlite.pragma('integrity_check', { simple: true })).toBe('ok');
      expect(reopened.sqlite.prepare("SELECT count(*) FROM campaigns WHERE id LIKE 'c%'").pluck().get()).toBe(300);
    } finally {
      reopened.close();
    }

    // Without its log the same file is what it looks like: truncated, and refused untouched.
    writeFileSync(temp.file, cut);
    for (const extra of ['-wal', '-shm']) if (existsSync(temp.file + extra)) rmSync(temp.file + extra);
    expectRefused(temp.file, 'truncated', /the header promises \d+ pages but the file holds/);
  });

  // Bounded for `npm test`; `BAD_FILE_CUTS=200` (from `npm run bench`) soaks.
  const CUTS = Number(process.env.BAD_FILE_CUTS ?? 12);
  it(`refuses the same file cut at ${CUTS} random lengths, each with a clear message, byte-identical`, () => {
    const temp = tempStore();
    const insert = temp.store.sqlite.prepare('INSERT INTO campaigns (id, name, description, created_at, updated_at) VALUES (?, ?, ?, 1, 1)');
    for (let i = 0; i < 200; i++) insert.run(`c${i}`, `Campaign ${i}`, 'x'.repeat(500));
    temp.store.sqlite.pragma('wal_checkpoint(TRUNCATE)');
    temp.store.close();
    const whole = readFileSync(temp.file);
    let seed = Number(process.env.BAD_FILE_SEED ?? 18);
    const next = () => (seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0);
    for (let cut = 0; cut < CUTS; cut++) {
      const length = 1 + (next() % (whole.length - 1));
      writeFileSync(temp.file, whole.subarray(0, length));
      for (const extra of ['-wal', '-shm']) if (existsSync(temp.file + extra)) rmSync(temp.file + extra);
      // Under 16 bytes even the magic is cut, and a file that short is no database at all.
      if (length < 16) expectRefused(temp.file, 'not-sqlite', /is not an SQLite database|not a Warchronicle/);
      else expectRefused(temp.file, 'truncated', /looks truncated or damaged/);
    }
  });

  it('refuses an empty file that has backups beside it (the user picks one)', () => {
    const temp = tempStore();
    const file = join(temp.dir, 'empty.db');
    writeFileSync(file, '');
    writeFileSync(join(temp.dir, 'empty.backup-20261101-090000-schema3.db'), 'a backup');
    expectRefused(file, 'truncated', /empty \(0 bytes\)\. Restore it from a backup/);
  });

  it('refuses a read-only file, saying so, before anything writes to it', () => {
    const temp = tempStore();
    temp.store.sqlite.prepare("INSERT INTO campaigns (id, name, created_at, updated_at) VALUES ('c1', 'Kept', 1, 1)").run();
    temp.store.close();
    chmodSync(temp.file, 0o444);
    try {
      expectRefused(temp.file, 'read-only', /is read-only.*Make the file and its folder writable/);
    } finally {
      chmodSync(temp.file, 0o644);
    }
  });
});

describe('first start never leaves a half-made file', () => {
  it('treats an empty file with no backup as new, moving it aside first', () => {
    const temp = tempStore();
    const file = join(temp.dir, 'crashed.db');
    writeFileSync(file, '');
    const opened = openDatabase({ file, migrationsFolder: MIGRATIONS_FOLDER, now: () => new Date('2026-11-27T04:00:00Z') });
    expect(opened.sqlite.pragma('user_version', { simple: true })).toBe(loadMigrations(MIGRATIONS_FOLDER).length);
    opened.close();
    expect(statSync(join(temp.dir, 'crashed.empty-20261127-040000.db')).size).toBe(0);
  });

  it('builds the schema in a temporary file and leaves only the finished store behind', () => {
    const temp = tempStore();
    const file = join(temp.dir, 'fresh.db');
    // What a first start killed mid-way left: its process is gone.
    writeFileSync(`${file}.creating-999999999`, 'half a database');
    const opened = openDatabase({ file, migrationsFolder: MIGRATIONS_FOLDER });
    opened.close();
    expect(readdirSync(temp.dir).filter((name) => name.startsWith('fresh.db')).sort()).toEqual(['fresh.db']);
  });

  it('says it cannot create the store (not an uncaught SQLite error) when the folder cannot be made', () => {
    const temp = tempStore();
    writeFileSync(join(temp.dir, 'not-a-folder'), '');
    const file = join(temp.dir, 'not-a-folder', 'warchronicle.db');
    expect(() => openDatabase({ file, migrationsFolder: MIGRATIONS_FOLDER })).toThrow(DatabaseFileError);
    expect(() => openDatabase({ file, migrationsFolder: MIGRATIONS_FOLDER })).toThrow(/Could not create the data file .*Nothing was left half-made/);
  });

  it('says it cannot create the store when SQLite cannot write the new file, and leaves no file', () => {
    const temp = tempStore();
    const file = join(temp.dir, 'blocked.db');
    mkdirSync(`${file}.creating-${process.pid}`);
    expect(() => openDatabase({ file, migrationsFolder: MIGRATIONS_FOLDER })).toThrow(/Could not create the data file/);
    expect(existsSync(file)).toBe(false);
  });
});

describe('migrations on an existing file', () => {
  function storeAtFirstSchema(temp: TempStore, migrationsFolder: string): string {
    const file = join(temp.dir, 'old.db');
    const first = openDatabase({ file, migrationsFolder });
    first.sqlite.prepare("INSERT INTO campaigns (id, name, created_at, updated_at) VALUES ('c1', 'Old campaign', 1, 1)").run();
    first.close();
    return file;
  }

  it('takes a VACUUM INTO backup beside the file before migrating', () => {
    const temp = tempStore();
    const { base, upgraded } = foldersWithExtraMigration(temp.dir, 'ALTER TABLE campaigns ADD COLUMN motto text;');
    const file = storeAtFirstSchema(temp, base);
    const upgradedStore = openDatabase({ file, migrationsFolder: upgraded, now: () => new Date('2026-11-22T10:30:00Z') });
    // The backup is named after the schema version the file had before the upgrade: every shipped migration.
    const backupFile = join(temp.dir, `old.backup-20261122-103000-schema${loadMigrations(base).length}.db`);
    expect(upgradedStore.backup).toBe(backupFile);
    expect(upgradedStore.sqlite.pragma('user_version', { simple: true })).toBe(loadMigrations(upgraded).length);
    upgradedStore.close();

    const backup = new Database(backupFile, { readonly: true });
    expect(backup.pragma('user_version', { simple: true })).toBe(loadMigrations(base).length);
    expect(backup.prepare('SELECT name FROM campaigns').pluck().get()).toBe('Old campaign');
    backup.close();
  });

  it('restores the file and says so when a migration fails', () => {
    const temp = tempStore();
    const { base, upgraded } = foldersWithExtraMigration(temp.dir, 'ALTER TABLE campaigns ADD COLUMN motto text;\n--> statement-breakpoint\nTHIS IS NOT SQL;');
    const file = storeAtFirstSchema(temp, base);
    expect(() => openDatabase({ file, migrationsFolder: upgraded })).toThrow(/migration 9999_test_step failed.*restored from the backup/s);
    expect(readdirSync(temp.dir).some((name) => name.startsWith('old.backup-'))).toBe(true);
    expect(existsSync(file)).toBe(true);

    const after = openDatabase({ file, migrationsFolder: base });
    expect(after.sqlite.pragma('user_version', { simple: true })).toBe(loadMigrations(base).length);
    const columns = after.sqlite.prepare("SELECT name FROM pragma_table_info('campaigns')").pluck().all();
    expect(columns).not.toContain('motto');
    expect(after.sqlite.prepare('SELECT name FROM campaigns').pluck().get()).toBe('Old campaign');
    after.close();
  });
});
