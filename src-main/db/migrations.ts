import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from 'better-sqlite3';

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

/**
 * Applies every migration above the file's `user_version` in one transaction and records the
 * new version there, so a failure leaves the file at its old version.
 */
export function applyMigrations(sqlite: Database, migrations: readonly Migration[], applicationId: number): void {
  const current = sqlite.pragma('user_version', { simple: true }) as number;
  const pending = migrations.filter((migration) => migration.version > current);
  if (pending.length === 0) return;
  sqlite.transaction(() => {
    for (const migration of pending) {
      try {
        for (const statement of migration.statements) sqlite.exec(statement);
      } catch (error) {
        throw new Error(`migration ${migration.tag} failed: ${(error as Error).message}`, { cause: error });
      }
    }
    sqlite.pragma(`application_id = ${applicationId}`);
    sqlite.pragma(`user_version = ${pending[pending.length - 1]!.version}`);
  })();
}
