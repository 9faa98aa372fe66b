import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from 'better-sqlite3';
import { MIGRATIONS_FOLDER } from './temp-store';

/**
 * Two copies of the shipped migrations under `dir`: `base` as shipped, `upgraded` with one more
 * migration (`sql`, statements split by drizzle-kit's breakpoint marker) at the end.
 */
export function foldersWithExtraMigration(dir: string, sql: string): { base: string; upgraded: string } {
  const base = join(dir, 'migrations-base');
  const upgraded = join(dir, 'migrations-upgraded');
  cpSync(MIGRATIONS_FOLDER, base, { recursive: true });
  cpSync(MIGRATIONS_FOLDER, upgraded, { recursive: true });
  const journalFile = join(upgraded, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { idx: number; tag: string }[] };
  journal.entries.push({ idx: journal.entries.length, tag: '9999_test_step', ...{ version: '6', when: 0, breakpoints: true } });
  writeFileSync(journalFile, JSON.stringify(journal));
  writeFileSync(join(upgraded, '9999_test_step.sql'), sql);
  return { base, upgraded };
}

/**
 * The SQL drizzle-kit generates when a SQLite table must be rebuilt (a column's type or a
 * constraint changed): foreign keys "off", copy into `__new_<table>`, drop, rename, keys "on",
 * indexes again. Built from the live table so it stays right as the schema grows.
 */
export function drizzleStyleRebuild(sqlite: Database, table: string): string {
  const create = sqlite.prepare("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ?").pluck().get(table) as string;
  const indexes = sqlite.prepare("SELECT sql FROM sqlite_master WHERE type = 'index' AND tbl_name = ? AND sql IS NOT NULL").pluck().all(table) as string[];
  const columns = (sqlite.prepare(`SELECT name FROM pragma_table_info(?)`).pluck().all(table) as string[]).map((c) => `"${c}"`).join(', ');
  const renamed = create.replace(/^CREATE TABLE [`"]?\w+[`"]?/, `CREATE TABLE \`__new_${table}\``);
  return [
    'PRAGMA foreign_keys=OFF;',
    renamed + ';',
    `INSERT INTO \`__new_${table}\`(${columns}) SELECT ${columns} FROM \`${table}\`;`,
    `DROP TABLE \`${table}\`;`,
    `ALTER TABLE \`__new_${table}\` RENAME TO \`${table}\`;`,
    'PRAGMA foreign_keys=ON;',
    ...indexes.map((index) => index + ';'),
  ].join('--> statement-breakpoint\n');
}

/** Rows per table (every table but SQLite's own and the search index's shadow tables). */
export function rowCounts(sqlite: Database): Record<string, number> {
  const tables = sqlite.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '%fts%' ORDER BY name").pluck().all() as string[];
  return Object.fromEntries(tables.map((name) => [name, sqlite.prepare(`SELECT count(*) FROM "${name}"`).pluck().get() as number]));
}

/** A copy of the shipped migrations that stops before the one tagged `…_<name>`: the schema of an older release. */
export function migrationsBefore(dir: string, name: string): string {
  const folder = join(dir, `migrations-before-${name}`);
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalFile = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { idx: number; tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag.endsWith(`_${name}`));
  if (at < 0) throw new Error(`no migration named ${name}`);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}
