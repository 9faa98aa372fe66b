import type { Database, Statement } from 'better-sqlite3';
import type { ServiceContext } from '../context';
import { ServiceError } from '../service-error';
import type { CellValue } from './file-format';
import { campaignTables } from './tables';
import { checkCampaignSource, type CheckedFile, type CheckedTable } from './validate-file';
import { readCampaign, textSource, type CampaignSource } from './read-campaign';
import { trackProgress } from '../progress';
import { READ_BYTES } from './uploads';
import { copyName, refuseTakenName } from './campaign-names';
import { oldRowUpgrade } from './old-file-rows';
import { bringStoredSummariesUpToDate } from '../summary-upgrade';

export type ImportMode = 'as-is' | 'copy';

/** Reads the whole file once, checking everything; nothing is written and only keys and counts are kept. */
export function checkCampaign(ctx: ServiceContext, source: CampaignSource): CheckedFile {
  const sqlite = ctx.store.sqlite;
  const step = trackProgress(ctx.progress, 'Checking the campaign file', 2);
  step(1);
  const checked = checkCampaignSource(source, campaignTables(sqlite), sqlite.pragma('user_version', { simple: true }) as number);
  step(2);
  return checked;
}

export function campaignExists(ctx: ServiceContext, campaignId: string): boolean {
  return ctx.store.sqlite.prepare('SELECT 1 FROM campaigns WHERE id = ?').get(campaignId) !== undefined;
}

type Row = (CellValue | Buffer)[];

/**
 * New ids for a copy: every single-column text key gets a fresh id, references follow, and ids
 * quoted inside JSON columns (a battle's setup naming its armies) are carried over too.
 */
function copyRemapper(ctx: ServiceContext, checked: CheckedFile): (table: CheckedTable, row: CellValue[]) => CellValue[] {
  const mapped = new Map<string, string>();
  const remappedKeys = new Set<string>();
  for (const { spec } of checked.tables.values()) {
    if (spec.primaryKey.length !== 1) continue;
    const key = spec.primaryKey[0]!;
    if (spec.columns.find((c) => c.name === key)?.type !== 'text' || spec.foreignKeys.some((fk) => fk.column === key)) continue;
    remappedKeys.add(`${spec.name}.${key}`);
    for (const id of checked.keys.get(`${spec.name}.${key}`) ?? []) mapped.set(id, ctx.newId());
  }
  const quoted = /"((?:[^"\\]|\\.){1,200})"/g;
  return ({ spec, columns }, row) =>
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

/** Many rows per INSERT statement: far fewer calls into SQLite than one statement per row (each statement prepared once per size). */
export function rowInserter(sqlite: Database, table: string, columns: readonly string[]): (rows: readonly (readonly (CellValue | Buffer)[])[]) => void {
  const one = `(${columns.map(() => '?').join(', ')})`;
  const prefix = `INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) VALUES `;
  const statements = new Map<number, Statement>();
  const statement = (count: number) => {
    let prepared = statements.get(count);
    if (!prepared) statements.set(count, (prepared = sqlite.prepare(prefix + Array.from({ length: count }, () => one).join(', '))));
    return prepared;
  };
  const values: (CellValue | Buffer)[] = [];
  const run = (rows: readonly (readonly (CellValue | Buffer)[])[], from: number, count: number) => {
    values.length = 0;
    for (let r = from; r < from + count; r++) for (const value of rows[r]!) values.push(value);
    statement(count).run(values);
  };
  return (rows) => {
    let at = 0;
    for (; at + ROWS_PER_INSERT <= rows.length; at += ROWS_PER_INSERT) run(rows, at, ROWS_PER_INSERT);
    if (at < rows.length) run(rows, at, rows.length - at);
  };
}

/** All of `rows` in multi-row statements (the benchmark's baseline writes with these too). */
export function insertRows(sqlite: Database, table: string, columns: readonly string[], rows: readonly (readonly (CellValue | Buffer)[])[], inserted: (count: number) => void): void {
  rowInserter(sqlite, table, columns)(rows);
  inserted(rows.length);
}

/**
 * How each row of a table is turned into what is stored: what later migrations did to stored rows,
 * later step numbers, a copy's ids, the campaign's name, binary columns.
 */
function rowWriter(table: CheckedTable, fileSchema: number, remap: ((table: CheckedTable, row: CellValue[]) => CellValue[]) | null, rename: ((name: CellValue) => string) | null): ((row: CellValue[]) => Row) | null {
  const { spec, columns, seqShift } = table;
  const seq = seqShift ? columns.indexOf('seq') : -1;
  const nameIndex = spec.name === 'campaigns' && rename ? columns.indexOf('name') : -1;
  const binary = columns.flatMap((name, i) => (spec.columns.find((c) => c.name === name)?.type === 'blob' ? [i] : []));
  const upgrade = oldRowUpgrade(table, fileSchema);
  if (seq < 0 && nameIndex < 0 && binary.length === 0 && !remap && !upgrade) return null;
  return (read) => {
    const original = upgrade ? upgrade(read) : read;
    let row: Row = remap ? remap(table, original) : original;
    if (seq >= 0 || nameIndex >= 0 || binary.length > 0) {
      row = row.map((value, i) => {
        if (i === seq && typeof value === 'number') return value + 1;
        if (i === nameIndex && rename) return rename(value as CellValue);
        if (binary.includes(i) && typeof value === 'string') return Buffer.from(value, 'base64');
        return value;
      });
    }
    return row;
  };
}

/**
 * The imported campaign's name: the one the player chose, else a copy's “(copy)” (numbered on when
 * an earlier copy has it: “(copy) (2)”), else the file's own.
 */
function campaignRename(sqlite: Database, mode: ImportMode, name: string | undefined): ((original: CellValue) => string) | null {
  if (name !== undefined) return () => name;
  return mode === 'copy' ? (original) => copyName(sqlite, `${String(original)} (copy)`) : null;
}

/**
 * Writes a checked campaign file in one transaction, reading it again from its pieces a batch of
 * rows at a time: all of it or, on any failure, none of it. `as-is` keeps every id (refused when
 * that campaign is already here); `copy` gives the campaign and everything in it new ids, so both
 * can be kept. `newName`, when given, is the imported campaign's new name. A name a player could not
 * tell from a campaign already here is refused (a copy's default “(copy)” name is numbered on
 * instead). References are checked at the commit (the file was checked whole already), so the
 * tables may come in any order.
 */
export function importCheckedFile(ctx: ServiceContext, source: CampaignSource, checked: CheckedFile, mode: ImportMode, newName?: string): { campaignId: string; campaignName: string; counts: Record<string, number> } {
  const sqlite = ctx.store.sqlite;
  const remap = mode === 'copy' ? copyRemapper(ctx, checked) : null;
  const rename = campaignRename(sqlite, mode, newName);
  // A copy's own “(copy)” name is made free above; a name from the file or the player is checked.
  const namesChecked = mode === 'as-is' || newName !== undefined;
  let campaignId = checked.file.campaign.id;
  let campaignName = checked.file.campaign.name;
  const step = trackProgress(ctx.progress, 'Importing the campaign file', Object.values(checked.counts).reduce((sum, count) => sum + count, 0));
  let done = 0;
  const write = sqlite.transaction(() => {
    if (mode === 'as-is' && campaignExists(ctx, campaignId)) {
      throw new ServiceError('conflict', `The campaign "${campaignName}" is already here. Import it as a copy to keep both.`);
    }
    sqlite.pragma('defer_foreign_keys = ON');
    readCampaign(source, {
      header() {},
      table(name) {
        const table = checked.tables.get(name);
        if (!table) throw new ServiceError('rejected', `The file changed after it was checked (table "${name}"). Nothing was imported; choose the file again.`);
        const writer = rowWriter(table, checked.file.schemaVersion, remap, rename);
        const insert = table.rows > 0 ? rowInserter(sqlite, table.spec.name, table.columns) : () => undefined;
        return {
          columns() {},
          rows(batch) {
            const rows = writer ? (batch as CellValue[][]).map(writer) : (batch as Row[]);
            if (name === 'campaigns' && rows.length > 0) {
              campaignId = rows[0]![table.columns.indexOf('id')] as string;
              campaignName = rows[0]![table.columns.indexOf('name')] as string;
              if (namesChecked) refuseTakenName(sqlite, campaignName, newName !== undefined);
            }
            try {
              insert(rows);
            } catch (error) {
              throw new ServiceError('rejected', `Could not import table "${name}": ${(error as Error).message}. Nothing was imported.`);
            }
            step((done += rows.length));
          },
          end() {},
        };
      },
    });
    // A file from an earlier version: its battles' summaries get the fallen this version counts.
    bringStoredSummariesUpToDate(ctx, campaignId);
  });
  try {
    write();
  } catch (error) {
    if (error instanceof ServiceError) throw error;
    // Only the commit's deferred reference check is left to fail here.
    throw new ServiceError('rejected', `Could not import the campaign file: ${(error as Error).message}. Nothing was imported.`);
  }
  return { campaignId, campaignName, counts: { ...checked.counts } };
}

/** Check and import a file already in memory, read in parts the size an upload is read back in (tests and the benchmark). */
export function importCampaignText(ctx: ServiceContext, text: string, mode: ImportMode, name?: string) {
  const source = textSource(text, READ_BYTES);
  return importCheckedFile(ctx, source, checkCampaign(ctx, source), mode, name);
}
