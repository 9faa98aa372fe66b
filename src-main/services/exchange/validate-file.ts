import { ServiceError } from '../service-error';
import { CAMPAIGN_FILE_FORMAT, CAMPAIGN_FILE_VERSION, type CampaignFile, type CellValue, type TableBlock } from './file-format';
import type { ColumnSpec, TableSpec } from './tables';

/** A campaign file that passed every check, with its tables lined up with the database's. */
export interface CheckedFile {
  readonly file: CampaignFile;
  /** Present tables, in insert order, with the file's column order. */
  readonly blocks: readonly { readonly spec: TableSpec; readonly block: TableBlock }[];
  readonly counts: Readonly<Record<string, number>>;
}

function refuse(message: string): never {
  throw new ServiceError('rejected', message);
}

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
const EXPECTED: Record<ColumnSpec['type'], string> = { text: 'text', integer: 'a whole number', real: 'a number', blob: 'binary data written as base64 text' };

function cellFits(type: ColumnSpec['type'], value: unknown): boolean {
  if (type === 'text') return typeof value === 'string';
  if (type === 'integer') return typeof value === 'number' && Number.isSafeInteger(value);
  if (type === 'real') return typeof value === 'number' && Number.isFinite(value);
  return typeof value === 'string' && BASE64.test(value);
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads the text as JSON; a cut-off file fails here with a message that says so. */
export function parseCampaignText(text: string): unknown {
  if (text.trim().length === 0) refuse('The file is empty.');
  try {
    return JSON.parse(text);
  } catch (error) {
    const truncated = /Unexpected end|Unterminated|end of JSON/i.test((error as Error).message);
    refuse(
      truncated
        ? `The file ends too soon: it looks truncated (was the download or copy interrupted?). Nothing was imported. (${(error as Error).message})`
        : `The file is not valid JSON, so it is not a Warchronicle campaign file. Nothing was imported. (${(error as Error).message})`,
    );
  }
}

function checkHeader(data: unknown, schemaVersion: number): CampaignFile {
  if (!isObject(data) || data.format !== CAMPAIGN_FILE_FORMAT) refuse('This is not a Warchronicle campaign file (its "format" is missing or different).');
  const version = data.formatVersion;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) refuse('The campaign file has no valid "formatVersion".');
  if (version > CAMPAIGN_FILE_VERSION) {
    refuse(`This campaign file was written by a newer Warchronicle (file format ${version}; this version reads up to ${CAMPAIGN_FILE_VERSION}). Update Warchronicle to import it.`);
  }
  if (typeof data.schemaVersion !== 'number' || !Number.isInteger(data.schemaVersion)) refuse('The campaign file has no valid "schemaVersion".');
  if (data.schemaVersion > schemaVersion) {
    refuse(`This campaign file was written by a newer Warchronicle (data version ${data.schemaVersion}; this version knows up to ${schemaVersion}). Update Warchronicle to import it.`);
  }
  if (!isObject(data.campaign) || typeof data.campaign.id !== 'string' || typeof data.campaign.name !== 'string') refuse('The campaign file does not say which campaign it holds.');
  if (!isObject(data.tables)) refuse('The campaign file has no tables.');
  return data as unknown as CampaignFile;
}

function checkBlock(spec: TableSpec, block: unknown): TableBlock {
  if (!isObject(block) || !Array.isArray(block.columns) || !Array.isArray(block.rows)) refuse(`Table "${spec.name}" in the file is not a list of columns and rows.`);
  const known = new Map(spec.columns.map((c) => [c.name, c]));
  const seen = new Set<string>();
  for (const column of block.columns) {
    if (typeof column !== 'string' || !known.has(column)) refuse(`Table "${spec.name}" has a column "${String(column)}" this version of Warchronicle does not know (the file may come from a newer version).`);
    if (seen.has(column)) refuse(`Table "${spec.name}" lists the column "${column}" twice.`);
    seen.add(column);
  }
  for (const column of spec.columns) {
    if (column.notNull && !column.hasDefault && !seen.has(column.name)) refuse(`Table "${spec.name}" is missing its required column "${column.name}".`);
  }
  const columns = (block.columns as string[]).map((name) => known.get(name)!);
  // An event log row's payload must be the event its `type` column names (checked while parsing it once).
  const typeIndex = (block.columns as string[]).indexOf('type');
  const payloadIndex = (block.columns as string[]).indexOf('payload_json');
  const rows = block.rows as unknown[];
  const width = columns.length;
  for (let r = 0; r < rows.length; r++) {
    const row = rows[r];
    if (!Array.isArray(row) || row.length !== width) refuse(`Table "${spec.name}", row ${r + 1}: expected ${width} values.`);
    for (let c = 0; c < width; c++) {
      const column = columns[c]!;
      const value = row[c] as unknown;
      if (value === null) {
        if (column.notNull) refuse(`Table "${spec.name}", row ${r + 1}: "${column.name}" must have a value.`);
        continue;
      }
      if (!cellFits(column.type, value)) refuse(`Table "${spec.name}", row ${r + 1}: "${column.name}" must be ${EXPECTED[column.type]}.`);
      if (!column.json) continue;
      let parsed: unknown;
      try {
        parsed = JSON.parse(value as string);
      } catch {
        refuse(`Table "${spec.name}", row ${r + 1}: "${column.name}" is not valid JSON.`);
      }
      if (c === payloadIndex && typeIndex >= 0 && (!isObject(parsed) || parsed.type !== row[typeIndex])) {
        refuse(`Table "${spec.name}", row ${r + 1}: the step's payload is not a "${String(row[typeIndex])}".`);
      }
    }
  }
  return block as unknown as TableBlock;
}

/** Cannot occur in text a person typed or an id, so two different keys never join to the same string. */
const KEY_SEPARATOR = String.fromCharCode(1);
const keyOf = (row: readonly CellValue[], indices: readonly number[]) => (indices.length === 1 ? String(row[indices[0]!]) : indices.map((i) => String(row[i])).join(KEY_SEPARATOR));

/**
 * Event logs (a table with `seq`, `type` and `payload_json` under a parent with `event_count`):
 * each parent's steps are numbered 1..n with no gap, each payload says the type its row says,
 * and the parent's count matches. Ladders, objective sessions and battles all keep logs this way.
 */
function isEventLog(spec: TableSpec): boolean {
  const names = new Set(spec.columns.map((c) => c.name));
  return spec.scope !== null && names.has('seq') && names.has('type') && names.has('payload_json');
}

/**
 * Files written before every log numbered its steps from 1 (ladder and objective logs ran 0, 1,
 * 2…): a table whose every log starts at step 0 is read with each step one higher, as migration
 * 0007 did to the stored rows. A table mixing both numberings is left for checkEventLogs to refuse.
 */
function shiftLogsNumberedFromZero(blocks: CheckedFile['blocks']): CheckedFile['blocks'] {
  return blocks.map((entry) => {
    const { spec, block } = entry;
    const seq = block.columns.indexOf('seq');
    const owner = spec.scope ? block.columns.indexOf(spec.scope.column) : -1;
    if (!isEventLog(spec) || seq < 0 || owner < 0 || block.rows.length === 0) return entry;
    const firstSteps = new Map<unknown, unknown>();
    for (const row of block.rows) if (!firstSteps.has(row[owner])) firstSteps.set(row[owner], row[seq]);
    if (![...firstSteps.values()].every((first) => first === 0)) return entry;
    const rows = block.rows.map((row) => row.map((value, i) => (i === seq && typeof value === 'number' ? value + 1 : value)));
    return { spec, block: { columns: block.columns, rows } };
  });
}

function checkEventLogs(blocks: CheckedFile['blocks']): void {
  for (const { spec, block } of blocks) {
    if (!isEventLog(spec)) continue;
    const at = (name: string) => block.columns.indexOf(name);
    const [seq, type, payload] = [at('seq'), at('type'), at('payload_json')];
    // (Each payload was already checked against its type while its JSON was parsed.)
    const owner = spec.scope;
    if (seq < 0 || type < 0 || payload < 0 || !owner) continue;
    const parent = blocks.find((b) => b.spec.name === owner.parent);
    const ownerIndex = at(owner.column);
    const counts = new Map<unknown, number>();
    for (let r = 0; r < block.rows.length; r++) {
      const row = block.rows[r]!;
      const next = (counts.get(row[ownerIndex]) ?? 0) + 1;
      if (row[seq] !== next) refuse(`Table "${spec.name}", row ${r + 1}: step ${String(row[seq])} of ${String(row[ownerIndex])} should be step ${next} (steps must run 1, 2, 3… with none missing).`);
      counts.set(row[ownerIndex], next);
    }
    const countColumn = parent?.block.columns.indexOf('event_count') ?? -1;
    const idColumn = parent?.block.columns.indexOf(owner.parentColumn) ?? -1;
    if (!parent || countColumn < 0 || idColumn < 0) continue;
    for (const row of parent.block.rows) {
      const expected = counts.get(row[idColumn]) ?? 0;
      if (row[countColumn] !== expected) refuse(`Table "${parent.spec.name}": ${String(row[idColumn])} says it has ${String(row[countColumn])} steps but the file holds ${expected}.`);
    }
  }
}

/**
 * Checks a parsed campaign file completely before anything is written: its format and versions,
 * every table and column known, every value of the right type, JSON columns parse, keys unique,
 * every reference resolves inside the file, exactly one campaign, and event logs whole.
 */
export function checkCampaignFile(data: unknown, specs: readonly TableSpec[], schemaVersion: number): CheckedFile {
  const file = checkHeader(data, schemaVersion);
  const byName = new Map(specs.map((spec) => [spec.name, spec]));
  for (const name of Object.keys(file.tables)) {
    if (!byName.has(name)) refuse(`The file has a table "${name}" this version of Warchronicle does not know (the file may come from a newer version).`);
  }
  const blocks = shiftLogsNumberedFromZero(specs.filter((spec) => file.tables[spec.name] !== undefined).map((spec) => ({ spec, block: checkBlock(spec, file.tables[spec.name]) })));
  const campaigns = blocks.find((b) => b.spec.name === 'campaigns');
  if (!campaigns || campaigns.block.rows.length !== 1) refuse('The file must hold exactly one campaign.');
  const campaignId = campaigns.block.rows[0]![campaigns.block.columns.indexOf('id')];
  if (campaignId !== file.campaign.id) refuse('The campaign in the file does not match the campaign it names.');

  const keys = new Map<string, Set<string>>();
  for (const { spec, block } of blocks) {
    const indices = spec.primaryKey.map((c) => block.columns.indexOf(c));
    if (indices.some((i) => i < 0)) continue;
    // An event log's key is (owner, seq); checkEventLogs proves each owner's steps run 1..n, so they cannot repeat.
    if (isEventLog(spec) && spec.primaryKey.length === 2 && spec.primaryKey.includes('seq') && spec.primaryKey.includes(spec.scope!.column)) continue;
    const seen = new Set<string>();
    for (let r = 0; r < block.rows.length; r++) {
      const key = keyOf(block.rows[r]!, indices);
      if (seen.has(key)) refuse(`Table "${spec.name}", row ${r + 1}: the key ${key.split(KEY_SEPARATOR).join(' / ')} appears twice.`);
      seen.add(key);
    }
    if (indices.length === 1) keys.set(`${spec.name}.${spec.primaryKey[0]}`, seen);
  }
  for (const { spec, block } of blocks) {
    for (const fk of spec.foreignKeys) {
      const column = block.columns.indexOf(fk.column);
      if (column < 0) continue;
      const targets = keys.get(`${fk.parent}.${fk.parentColumn}`) ?? new Set<string>();
      for (let r = 0; r < block.rows.length; r++) {
        const value = block.rows[r]![column];
        if (value !== null && !targets.has(String(value))) refuse(`Table "${spec.name}", row ${r + 1}: "${fk.column}" refers to ${fk.parent} ${String(value)}, which is not in the file.`);
      }
    }
  }
  checkEventLogs(blocks);
  return { file, blocks, counts: Object.fromEntries(blocks.map(({ spec, block }) => [spec.name, block.rows.length])) };
}
