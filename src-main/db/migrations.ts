import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from 'better-sqlite3';
import { execMigrationStatements } from './table-rebuild';

export interface Migration {
  /** 1-based schema version this migration brings the file to. */
  readonly version: number;
  readonly tag: string;
  readonly statements: readonly string[];
}

interface Journal {
  entries: { idx: number; tag: string }[];
}

/** Reads the SQL that drizzle-kit generated, in journal order. */
export function loadMigrations(folder: string): Migration[] {
  const journal = JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as Journal;
  return [...journal.entries]
    .sort((a, b) => a.idx - b.idx)
    .map((entry, i) => ({
      version: i + 1,
      tag: entry.tag,
      statements: readFileSync(join(folder, `${entry.tag}.sql`), 'utf8')
        .split('--> statement-breakpoint')
        .map((statement) => statement.trim())
        .filter((statement) => statement.length > 0),
    }));
}

interface ForeignKeyViolation {
  table: string;
  rowid: number | null;
  parent: string;
}

/**
 * Applies every migration above the file's `user_version` in one transaction and records the
 * new version there, so a failure leaves the file at its old version.
 *
 * Foreign keys are switched off around the transaction, not inside it: SQLite ignores
 * `PRAGMA foreign_keys` within a transaction, so the `PRAGMA foreign_keys=OFF` drizzle-kit writes
 * before rebuilding a table would do nothing and `DROP TABLE` of a parent would cascade-delete
 * its children. Instead, every reference is checked before the commit and any dangling one fails
 * the upgrade.
 */
export function applyMigrations(sqlite: Database, migrations: readonly Migration[], applicationId: number): void {
  const current = sqlite.pragma('user_version', { simple: true }) as number;
  const pending = migrations.filter((migration) => migration.version > current);
  if (pending.length === 0) return;
  const keysWereOn = (sqlite.pragma('foreign_keys', { simple: true }) as number) === 1;
  sqlite.pragma('foreign_keys = OFF');
  try {
    sqlite
      .transaction(() => {
        for (const migration of pending) {
          try {
            execMigrationStatements(sqlite, migration.statements);
          } catch (error) {
            throw new Error(`migration ${migration.tag} failed: ${(error as Error).message}`, { cause: error });
          }
        }
        const violations = sqlite.pragma('foreign_key_check') as ForeignKeyViolation[];
        if (violations.length > 0) throw new Error(describeViolations(violations));
        sqlite.pragma(`application_id = ${applicationId}`);
        sqlite.pragma(`user_version = ${pending[pending.length - 1]!.version}`);
      })
      .immediate();
  } finally {
    if (keysWereOn) sqlite.pragma('foreign_keys = ON');
  }
}

function describeViolations(violations: readonly ForeignKeyViolation[]): string {
  const kinds = new Map<string, number>();
  for (const v of violations) kinds.set(`${v.table} refers to a missing ${v.parent} row`, (kinds.get(`${v.table} refers to a missing ${v.parent} row`) ?? 0) + 1);
  const list = [...kinds].map(([what, n]) => `${what}${n > 1 ? ` (${n} rows)` : ''}`).join('; ');
  return `the upgrade would leave broken references: ${list}`;
}
