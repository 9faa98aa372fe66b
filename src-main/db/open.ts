import Database from 'better-sqlite3';
import type { Database as SqliteDatabase } from 'better-sqlite3';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { accessSync, constants, copyFileSync, existsSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import { createFreshFile } from './fresh-file';
import * as schema from './schema/index';
import { inspectFileShape } from './file-check';
import { applyMigrations, loadMigrations, type Migration } from './migrations';
import { DatabaseFileError } from './database-file-error';
import { beginTransactionsImmediate } from './immediate-transactions';

/** 'WCHR': marks a file as a Warchronicle campaign store in the SQLite header. */
export const APPLICATION_ID = 0x57434852;

export type Db = BetterSQLite3Database<typeof schema>;

export interface OpenedDatabase {
  readonly file: string;
  readonly sqlite: SqliteDatabase;
  readonly db: Db;
  /** The backup taken before migrating an existing file, if one was needed. */
  readonly backup: string | null;
  close(): void;
}

export interface OpenOptions {
  readonly file: string;
  readonly migrationsFolder: string;
  /** Path to an Electron-ABI better_sqlite3.node when running inside Electron from a dev checkout. */
  readonly nativeBinding?: string;
  /** Clock for backup names; tests pin it. */
  readonly now?: () => Date;
}

const MOVE_ASIDE = 'Move it aside (or choose another data folder) and start Warchronicle again.';
/** The same advice after "Restore it from a backup, or" (only its first letter lowered: the app's name keeps its capital). */
const OR_MOVE_ASIDE = `m${MOVE_ASIDE.slice(1)}`;

/**
 * Opens (or creates) the campaign store. Every refusal happens before the file is opened for
 * writing, so a refused file stays byte-identical; an upgrade is preceded by a `VACUUM INTO`
 * backup and undone from it if the migration fails.
 */
export function openDatabase(options: OpenOptions): OpenedDatabase {
  const { file, migrationsFolder } = options;
  const migrations = loadMigrations(migrationsFolder);
  const driver = options.nativeBinding ? { nativeBinding: options.nativeBinding } : {};

  const now = options.now ?? (() => new Date());
  let fromVersion = checkExistingFile(file, migrations, driver, now);
  if (fromVersion === null) {
    createFreshFile(file, migrations, APPLICATION_ID, driver);
    fromVersion = migrations.length;
  }
  const sqlite = new Database(file, driver);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  beginTransactionsImmediate(sqlite);

  const latest = migrations.length;
  let backup: string | null = null;
  if (fromVersion !== null && fromVersion > 0 && fromVersion < latest) {
    backup = backupPath(file, fromVersion, now());
    sqlite.prepare('VACUUM INTO ?').run(backup);
  }
  try {
    applyMigrations(sqlite, migrations, APPLICATION_ID);
  } catch (error) {
    sqlite.close();
    if (backup) restoreFromBackup(file, backup);
    const restored = backup ? ` The file was restored from the backup ${backup}.` : '';
    throw new DatabaseFileError(
      'migration-failed',
      file,
      `Could not upgrade ${file}: ${(error as Error).message}.${restored} Report this, and keep using the previous version of the app meanwhile.`,
    );
  }

  return {
    file,
    sqlite,
    db: drizzle(sqlite, { schema }),
    backup,
    close: () => sqlite.close(),
  };
}

/** Returns the existing file's schema version (null when there is no file yet), or throws. */
function checkExistingFile(file: string, migrations: readonly Migration[], driver: object, now: () => Date): number | null {
  const shape = inspectFileShape(file);
  if (shape.kind === 'missing') return null;
  if (shape.kind === 'empty') return setEmptyFileAside(file, now());
  if (shape.kind === 'not-sqlite') {
    throw new DatabaseFileError('not-sqlite', file, `${file} is not an SQLite database, so it is not a Warchronicle store. ${MOVE_ASIDE}`);
  }
  if (shape.kind === 'truncated') {
    throw new DatabaseFileError(
      'truncated',
      file,
      `${file} looks truncated or damaged (${shape.detail}). Restore it from a backup (Warchronicle keeps *.backup-*.db copies beside it), or ${OR_MOVE_ASIDE}`,
    );
  }

  if (isReadOnly(file)) {
    throw new DatabaseFileError(
      'read-only',
      file,
      `${file} is read-only, and Warchronicle saves every change to it. Make the file and its folder writable (or copy it to a folder you can write to) and start Warchronicle again; the file was left untouched.`,
    );
  }

  const probe = new Database(file, { ...driver, readonly: true, fileMustExist: true });
  try {
    const applicationId = probe.pragma('application_id', { simple: true }) as number;
    const version = probe.pragma('user_version', { simple: true }) as number;
    const tables = probe.prepare("SELECT count(*) AS n FROM sqlite_master WHERE type = 'table'").get() as { n: number };
    if (applicationId !== APPLICATION_ID && (applicationId !== 0 || tables.n > 0)) {
      throw new DatabaseFileError('foreign', file, `${file} is an SQLite database from another program, not a Warchronicle store. ${MOVE_ASIDE}`);
    }
    if (version > migrations.length) {
      throw new DatabaseFileError(
        'newer',
        file,
        `${file} was written by a newer version of Warchronicle (schema ${version}; this version knows up to ${migrations.length}). Update Warchronicle to open it; the file was left untouched.`,
      );
    }
    const check = probe.pragma('quick_check', { simple: true }) as string;
    if (check !== 'ok') {
      throw new DatabaseFileError('damaged', file, `${file} is damaged (SQLite reports: ${check}). Restore it from a backup, or ${OR_MOVE_ASIDE}`);
    }
    return version;
  } catch (error) {
    if (error instanceof DatabaseFileError) throw error;
    throw new DatabaseFileError('damaged', file, `${file} could not be read as a database (${(error as Error).message}). ${MOVE_ASIDE}`);
  } finally {
    probe.close();
  }
}

/**
 * An empty file is what a crash or a full disk during an older version's first start left: it
 * never held a campaign. With no backup beside it, it is moved aside and a new store created;
 * with backups beside it, the user should pick one, so it is refused.
 */
function setEmptyFileAside(file: string, now: Date): null {
  if (backupsBeside(file).length > 0 || nonEmpty(`${file}-wal`)) {
    throw new DatabaseFileError(
      'truncated',
      file,
      `${file} is empty (0 bytes). Restore it from a backup (Warchronicle keeps *.backup-*.db copies beside it), or ${OR_MOVE_ASIDE}`,
    );
  }
  renameSync(file, `${file.replace(/\.db$/, '')}.empty-${stamp(now)}.db`);
  rmSync(`${file}-wal`, { force: true });
  rmSync(`${file}-shm`, { force: true });
  return null;
}

function backupsBeside(file: string): string[] {
  const prefix = `${basename(file).replace(/\.db$/, '')}.backup-`;
  return readdirSync(dirname(file)).filter((name) => name.startsWith(prefix) && name.endsWith('.db'));
}

function nonEmpty(path: string): boolean {
  return existsSync(path) && statSync(path).size > 0;
}

/** Read-only by permission, or by its flag (which root, who may write anyway, should respect too). */
function isReadOnly(file: string): boolean {
  try {
    accessSync(file, constants.W_OK);
    accessSync(dirname(file), constants.W_OK);
  } catch {
    return true;
  }
  return (statSync(file).mode & 0o222) === 0;
}

function stamp(now: Date): string {
  return now.toISOString().replace(/[-:]/g, '').replace(/\..*$/, '').replace('T', '-');
}

function backupPath(file: string, fromVersion: number, now: Date): string {
  return `${file.replace(/\.db$/, '')}.backup-${stamp(now)}-schema${fromVersion}.db`;
}

function restoreFromBackup(file: string, backup: string): void {
  rmSync(`${file}-wal`, { force: true });
  rmSync(`${file}-shm`, { force: true });
  copyFileSync(backup, file);
}
