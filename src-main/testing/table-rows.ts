import type { Database } from 'better-sqlite3';
import { DERIVED_TABLES } from '../services/exchange/tables';

/**
 * Every stored row of every table, keyed by table name and sorted by all columns, read from the
 * database's own catalogue so a table added by any later migration is compared too. Derived
 * tables (caches and the search index, rebuilt from the rest) are left out.
 */
export function everyTableRow(sqlite: Database): Record<string, unknown[][]> {
  const tables = sqlite
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND sql NOT LIKE 'CREATE VIRTUAL%' ORDER BY name")
    .pluck()
    .all() as string[];
  const stored = tables.filter((name) => !DERIVED_TABLES.has(name) && !isShadowTable(sqlite, name));
  return Object.fromEntries(
    stored.map((name) => {
      const columns = sqlite.prepare('SELECT count(*) FROM pragma_table_info(?)').pluck().get(name) as number;
      const order = Array.from({ length: columns }, (_, i) => i + 1).join(', ');
      return [name, sqlite.prepare(`SELECT * FROM "${name}" ORDER BY ${order}`).raw().all() as unknown[][]];
    }),
  );
}

/** FTS5 keeps its index in ordinary tables named after the virtual table (search_fts_data, …). */
function isShadowTable(sqlite: Database, name: string): boolean {
  const virtuals = sqlite.prepare("SELECT name FROM sqlite_master WHERE sql LIKE 'CREATE VIRTUAL%'").pluck().all() as string[];
  return virtuals.some((v) => name.startsWith(`${v}_`));
}
