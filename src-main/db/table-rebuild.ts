import type { Database } from 'better-sqlite3';

const DROP_TABLE = /^DROP TABLE [`"]?(\w+)[`"]?;?$/i;
const RENAME_NEW = /^ALTER TABLE [`"]?__new_(\w+)[`"]? RENAME TO [`"]?(\w+)[`"]?;?$/i;

interface Dependent {
  readonly type: 'trigger' | 'view';
  readonly name: string;
  readonly sql: string;
}

/**
 * Runs one migration's statements, keeping the triggers and views that drizzle-kit does not know
 * about through its table rebuilds (`DROP TABLE x` … `ALTER TABLE __new_x RENAME TO x`): SQLite
 * drops a table's triggers with it, and refuses the rename while another trigger or view names
 * the missing table. Those are set aside just before the drop and put back right after the rename.
 */
export function execMigrationStatements(sqlite: Database, statements: readonly string[]): void {
  const rebuilt = new Set(statements.map((s) => RENAME_NEW.exec(s)).filter((m) => m !== null && m[1] === m[2]).map((m) => m![1]!));
  const setAside = new Map<string, Dependent[]>();
  for (const statement of statements) {
    const dropped = DROP_TABLE.exec(statement)?.[1];
    if (dropped && rebuilt.has(dropped)) {
      const dependents = dependentsOf(sqlite, dropped);
      for (const d of dependents) sqlite.exec(`DROP ${d.type.toUpperCase()} "${d.name}"`);
      setAside.set(dropped, dependents);
    }
    sqlite.exec(statement);
    const renamed = RENAME_NEW.exec(statement)?.[2];
    if (renamed && setAside.has(renamed)) {
      for (const d of setAside.get(renamed)!) {
        const exists = sqlite.prepare('SELECT 1 FROM sqlite_master WHERE type = ? AND name = ?').get(d.type, d.name);
        if (!exists) sqlite.exec(d.sql);
      }
      setAside.delete(renamed);
    }
  }
}

function dependentsOf(sqlite: Database, table: string): Dependent[] {
  const rows = sqlite.prepare("SELECT type, name, tbl_name AS tbl, sql FROM sqlite_master WHERE type IN ('trigger', 'view') AND sql IS NOT NULL").all() as (Dependent & { tbl: string })[];
  const mentions = new RegExp(`(^|[^\\w])${table}([^\\w]|$)`, 'i');
  return rows.filter((row) => row.tbl === table || mentions.test(row.sql.replace(/^CREATE (TRIGGER|VIEW) [`"]?\w+[`"]?/i, ''))).map(({ type, name, sql }) => ({ type, name, sql }));
}
