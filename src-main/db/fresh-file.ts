import Database from 'better-sqlite3';
import { closeSync, fsyncSync, linkSync, mkdirSync, openSync, readdirSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { applyMigrations, type Migration } from './migrations';
import { DatabaseFileError } from './database-file-error';

const CREATING = '.creating-';

/**
 * Creates a new, fully initialised store at `file` without ever showing a half-made one there:
 * the schema is built in `<file>.creating-<pid>`, closed (which checkpoints its WAL into it),
 * synced, and only then linked into place. A crash or a full disk at any point leaves either no
 * file (the next start simply creates it again) or a complete one, never an empty `warchronicle.db`.
 * Linking (not renaming) refuses to replace a file another process created meanwhile.
 */
export function createFreshFile(file: string, migrations: readonly Migration[], applicationId: number, driver: object): void {
  const folder = dirname(file);
  try {
    mkdirSync(folder, { recursive: true });
  } catch (error) {
    throw cannotCreate(file, error);
  }
  removeAbandoned(file);
  const temp = `${file}${CREATING}${process.pid}`;
  try {
    removeWithJournal(temp);
    const sqlite = new Database(temp, driver);
    try {
      sqlite.pragma('journal_mode = WAL');
      sqlite.pragma('synchronous = FULL');
      applyMigrations(sqlite, migrations, applicationId);
    } finally {
      sqlite.close();
    }
    syncFile(temp);
    try {
      linkSync(temp, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    syncFile(folder);
  } catch (error) {
    throw cannotCreate(file, error);
  } finally {
    try {
      removeWithJournal(temp);
    } catch {
      // Left for the next start's clean-up.
    }
  }
}

/** Files a crashed first start left behind (their process is gone). */
function removeAbandoned(file: string): void {
  const prefix = `${basename(file)}${CREATING}`;
  let names: string[];
  try {
    names = readdirSync(dirname(file));
  } catch {
    return;
  }
  for (const name of names) {
    if (!name.startsWith(prefix)) continue;
    const pid = Number.parseInt(name.slice(prefix.length), 10);
    if (Number.isInteger(pid) && pid !== process.pid && isRunning(pid)) continue;
    try {
      rmSync(join(dirname(file), name), { force: true });
    } catch {
      // Not ours to remove (a folder, say): creating over it fails below with a clear message.
    }
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function removeWithJournal(path: string): void {
  for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(`${path}${suffix}`, { force: true, recursive: false });
}

/** fsync a file or folder; some platforms (Windows) cannot sync a folder, which is fine there. */
function syncFile(path: string): void {
  let fd: number | null = null;
  try {
    fd = openSync(path, 'r');
    fsyncSync(fd);
  } catch {
    // Best effort: the data itself was synced by SQLite (synchronous=FULL) before close.
  } finally {
    if (fd !== null) closeSync(fd);
  }
}

function cannotCreate(file: string, error: unknown): DatabaseFileError {
  const code = String((error as NodeJS.ErrnoException).code ?? '');
  // A write that fails for want of space reaches SQLite as SQLITE_FULL, or as an I/O error (EFBIG, EDQUOT).
  const reason = code === 'SQLITE_FULL' || code === 'ENOSPC' || code.startsWith('SQLITE_IOERR') ? 'the disk is full or cannot be written' : (error as Error).message;
  return new DatabaseFileError(
    'cannot-create',
    file,
    `Could not create the data file ${file} (${reason}). Nothing was left half-made: free some space or choose a folder Warchronicle may write to, and start it again.`,
  );
}
