import type { Database } from 'better-sqlite3';
import type { ServiceContext } from '../context';
import { ServiceError } from '../service-error';
import type { CellValue } from './file-format';
import type { TableSpec } from './tables';
import { campaignTables } from './tables';
import { checkCampaignFile, parseCampaignText, type CheckedFile } from './validate-file';
import { trackProgress } from '../progress';

export type ImportMode = 'as-is' | 'copy';

export function checkCampaignText(ctx: ServiceContext, text: string): CheckedFile {
  return checkCampaignData(ctx, parseCampaignText(text));
}

/** Checks a parsed file (the text may already be let go: a large file is not held twice). */
export function checkCampaignData(ctx: ServiceContext, data: unknown): CheckedFile {
  const sqlite = ctx.store.sqlite;
  const step = trackProgress(ctx.progress, 'Checking the campaign file', 2);
  step(1);
  const checked = checkCampaignFile(data, campaignTables(sqlite), sqlite.pragma('user_version', { simple: true }) as number);
  step(2);
  return checked;
}

export function campaignExists(ctx: ServiceContext, campaignId: string): boolean {
  return ctx.store.sqlite.prepare('SELECT 1 FROM campaigns WHERE id = ?').get(campaignId) !== undefined;
}

/**
 * New ids for a copy: every single-column text key gets a fresh id, references follow, and ids
 * quoted inside JSON columns (a battle's setup naming its armies) are carried over too.
 */
function copyRemapper(ctx: ServiceContext, checked: CheckedFile): (spec: TableSpec, columns: readonly string[], row: readonly CellValue[]) => CellValue[] {
  const mapped = new Map<string, string>();
  const remappedKeys = new Set<string>();
  for (const { spec, block } of checked.blocks) {
    if (spec.primaryKey.length !== 1) continue;
    const key = spec.primaryKey[0]!;
    if (spec.columns.find((c) => c.name === key)?.type !== 'text' || spec.foreignKeys.some((fk) => fk.column === key)) continue;
    remappedKeys.add(`${spec.name}.${key}`);
    const index = block.columns.indexOf(key);
    for (const row of block.rows) mapped.set(row[index] as string, ctx.newId());
  }
  const quoted = /"((?:[^"\\]|\\.){1,200})"/g;
  return (spec, columns, row) =>
    row.map((value, i) => {
      if (typeof value !== 'string') return value;
      const name = columns[i]!;
      const column = spec.columns.find((c) => c.name === name)!;
      const fk = spec.foreignKeys.find((f) => f.column === name);
      if (remappedKeys.has(`${spec.name}.${name}`) || (fk && remappedKeys.has(`${fk.parent}.${fk.parentColumn}`))) return mapped.get(value) ?? value;
      if (column.json) return value.replace(quoted, (whole, inner: string) => (mapped.has(inner) ? `"${mapped.get(inner)!}"` : whole));
      return value;
    });
}

const ROWS_PER_INSERT = 64;

/** Many rows per INSERT statement: far fewer calls into SQLite than one statement per row. */
export function insertRows(sqlite: Database, table: string, columns: readonly string[], rows: readonly (readonly (CellValue | Buffer)[])[], inserted: (count: number) => void): void {
  const statement = (count: number) => {
    const one = `(${columns.map(() => '?').join(', ')})`;
    return sqlite.prepare(`INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) VALUES ${Array.from({ length: count }, () => one).join(', ')}`);
  };
  const full = rows.length >= ROWS_PER_INSERT ? statement(ROWS_PER_INSERT) : null;
  const values: (CellValue | Buffer)[] = [];
  let at = 0;
  for (; full && at + ROWS_PER_INSERT <= rows.length; at += ROWS_PER_INSERT) {
    values.length = 0;
    for (let r = at; r < at + ROWS_PER_INSERT; r++) for (const value of rows[r]!) values.push(value);
    full.run(values);
    inserted(ROWS_PER_INSERT);
  }
  if (at < rows.length) {
    values.length = 0;
    for (let r = at; r < rows.length; r++) for (const value of rows[r]!) values.push(value);
    statement(rows.length - at).run(values);
    inserted(rows.length - at);
  }
}

/**
 * Writes a checked campaign file in one transaction: all of it or, on any failure, none of it.
 * `as-is` keeps every id (refused when that campaign is already here); `copy` gives the campaign
 * and everything in it new ids, so both can be kept.
 */
export function importCheckedFile(ctx: ServiceContext, checked: CheckedFile, mode: ImportMode): { campaignId: string; campaignName: string; counts: Record<string, number> } {
  const sqlite = ctx.store.sqlite;
  const remap = mode === 'copy' ? copyRemapper(ctx, checked) : null;
  let campaignId = checked.file.campaign.id;
  let campaignName = checked.file.campaign.name;
  const step = trackProgress(ctx.progress, 'Importing the campaign file', Object.values(checked.counts).reduce((sum, count) => sum + count, 0));
  let done = 0;
  sqlite.transaction(() => {
    if (mode === 'as-is' && campaignExists(ctx, campaignId)) {
      throw new ServiceError('conflict', `The campaign "${campaignName}" is already here. Import it as a copy to keep both.`);
    }
    for (const { spec, block } of checked.blocks) {
      if (block.rows.length === 0) continue;
      const nameIndex = spec.name === 'campaigns' ? block.columns.indexOf('name') : -1;
      const rows = block.rows.map((original) => {
        let row = remap ? remap(spec, block.columns, original) : (original as CellValue[]);
        if (spec.name === 'campaigns') {
          if (remap) row = row.map((value, i) => (i === nameIndex ? `${String(value)} (copy)` : value));
          campaignId = row[block.columns.indexOf('id')] as string;
          campaignName = row[nameIndex] as string;
        }
        return row;
      });
      const binary = block.columns.flatMap((name, i) => (spec.columns.find((c) => c.name === name)?.type === 'blob' ? [i] : []));
      const stored = binary.length === 0 ? rows : rows.map((row) => row.map((value, i) => (binary.includes(i) && typeof value === 'string' ? Buffer.from(value, 'base64') : value)));
      try {
        insertRows(sqlite, spec.name, block.columns, stored, (count) => step((done += count)));
      } catch (error) {
        throw new ServiceError('rejected', `Could not import table "${spec.name}": ${(error as Error).message}. Nothing was imported.`);
      }
    }
  })();
  return { campaignId, campaignName, counts: { ...checked.counts } };
}

/** Parse, check and import in one go (tests and the benchmark; the app goes through uploads). */
export function importCampaignText(ctx: ServiceContext, text: string, mode: ImportMode) {
  return importCheckedFile(ctx, checkCampaignText(ctx, text), mode);
}
