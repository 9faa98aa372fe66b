import type { Database } from 'better-sqlite3';

/**
 * What a campaign file carries, read from the database itself (so every area's tables take
 * part as soon as their migration adds them): every table that belongs to a campaign through
 * its foreign keys, in an order where parents come before children. Derived tables (caches,
 * search indexes) are rebuilt from the rest and left out; an area with a derived table that
 * references a campaign lists it in `DERIVED_TABLES`. A campaign's realm link and outbox stay on the
 * laptop too: the link holds the group's key, and the outbox is this machine's delivery state.
 */
export const DERIVED_TABLES: ReadonlySet<string> = new Set(['battle_chronicle_cache', 'search_docs', 'realm_links', 'realm_outbox']);

/** Binary columns (a map's picture) travel in the file as base64 text. */
export interface ColumnSpec {
  readonly name: string;
  readonly type: 'text' | 'integer' | 'real' | 'blob';
  readonly notNull: boolean;
  readonly hasDefault: boolean;
  /** Holds JSON text (checked on import; ids inside are carried over when importing a copy). */
  readonly json: boolean;
}

export interface ForeignKeySpec {
  readonly column: string;
  readonly parent: string;
  readonly parentColumn: string;
}

export interface TableSpec {
  readonly name: string;
  readonly columns: readonly ColumnSpec[];
  readonly primaryKey: readonly string[];
  readonly foreignKeys: readonly ForeignKeySpec[];
  /** The foreign key that ties rows to the campaign (null for `campaigns`). */
  readonly scope: ForeignKeySpec | null;
}

const JSON_COLUMNS = new Set(['roster', 'house_rules', 'randomiser_rolls']);

function columnType(declared: string): ColumnSpec['type'] {
  const upper = declared.toUpperCase();
  if (upper.includes('INT')) return 'integer';
  if (upper.includes('REAL') || upper.includes('FLOA') || upper.includes('DOUB') || upper.includes('NUMERIC')) return 'real';
  if (upper.includes('TEXT') || upper.includes('CHAR') || upper.includes('CLOB')) return 'text';
  return 'blob';
}

function readTable(sqlite: Database, name: string): Omit<TableSpec, 'scope'> {
  const info = sqlite.prepare(`PRAGMA table_info("${name}")`).all() as { name: string; type: string; notnull: number; dflt_value: unknown; pk: number }[];
  const fks = sqlite.prepare(`PRAGMA foreign_key_list("${name}")`).all() as { table: string; from: string; to: string | null }[];
  return {
    name,
    columns: info.map((c) => ({
      name: c.name,
      type: columnType(c.type),
      notNull: c.notnull === 1 || c.pk === 1,
      hasDefault: c.dflt_value !== null || (c.pk === 1 && info.filter((x) => x.pk > 0).length === 1 && c.type.toUpperCase() === 'INTEGER'),
      json: c.name.endsWith('_json') || JSON_COLUMNS.has(c.name),
    })),
    primaryKey: info.filter((c) => c.pk > 0).sort((a, b) => a.pk - b.pk).map((c) => c.name),
    foreignKeys: fks.map((fk) => ({ column: fk.from, parent: fk.table, parentColumn: fk.to ?? 'id' })),
  };
}

let cached: { key: string; specs: TableSpec[] } | null = null;

/** The exported tables in insert order (parents first). */
export function campaignTables(sqlite: Database): readonly TableSpec[] {
  const version = sqlite.pragma('user_version', { simple: true }) as number;
  const key = `${sqlite.name}:${version}`;
  if (cached?.key === key) return cached.specs;
  const names = (sqlite.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND sql NOT LIKE 'CREATE VIRTUAL%'").all() as { name: string }[]).map((r) => r.name);
  const all = new Map(names.map((name) => [name, readTable(sqlite, name)]));
  // Breadth-first from campaigns: a table joins at the depth of its nearest in-scope parent.
  const depth = new Map<string, number>([['campaigns', 0]]);
  const scope = new Map<string, ForeignKeySpec | null>([['campaigns', null]]);
  for (let level = 0; ; level++) {
    let added = false;
    for (const table of all.values()) {
      if (depth.has(table.name) || DERIVED_TABLES.has(table.name)) continue;
      const notNull = new Set(table.columns.filter((c) => c.notNull).map((c) => c.name));
      const candidates = table.foreignKeys.filter((fk) => depth.get(fk.parent) === level);
      const chosen = candidates.find((fk) => notNull.has(fk.column)) ?? candidates[0];
      if (!chosen) continue;
      depth.set(table.name, level + 1);
      scope.set(table.name, chosen);
      added = true;
    }
    if (!added) break;
  }
  // Parents before children: a table waits for every exported table it references.
  const ordered: TableSpec[] = [];
  const pending = [...depth.keys()].sort((a, b) => depth.get(a)! - depth.get(b)! || a.localeCompare(b));
  while (pending.length > 0) {
    const index = pending.findIndex((name) => all.get(name)!.foreignKeys.every((fk) => fk.parent === name || !pending.includes(fk.parent)));
    if (index < 0) throw new Error(`campaign tables reference each other in a cycle: ${pending.join(', ')}`);
    const name = pending.splice(index, 1)[0]!;
    ordered.push({ ...all.get(name)!, scope: scope.get(name)! });
  }
  cached = { key, specs: ordered };
  return ordered;
}

/** `WHERE` clause selecting one campaign's rows of `table` (parameter @campaignId). */
export function scopeCondition(specs: readonly TableSpec[], table: TableSpec, alias = 't'): string {
  if (table.scope === null) return `${alias}."id" = @campaignId`;
  const parent = specs.find((spec) => spec.name === table.scope!.parent)!;
  const inner = `p${alias}`;
  return `${alias}."${table.scope.column}" IN (SELECT ${inner}."${table.scope.parentColumn}" FROM "${parent.name}" ${inner} WHERE ${scopeCondition(specs, parent, inner)})`;
}
