import { ServiceError } from '../service-error';
import { CAMPAIGN_FILE_FORMAT, CAMPAIGN_FILE_VERSION, type CampaignFile } from './file-format';
import { readCampaign, type CampaignSource, type TableReader } from './read-campaign';
import type { ColumnSpec, ForeignKeySpec, TableSpec } from './tables';

export type CampaignHeader = Omit<CampaignFile, 'tables'>;

/** One table of a checked file: what the import needs to write it without checking again. */
export interface CheckedTable {
  readonly spec: TableSpec;
  /** The file's column order. */
  readonly columns: readonly string[];
  readonly rows: number;
  /** 1 for an event log written before logs were numbered from 1 (its steps are read one higher). */
  readonly seqShift: 0 | 1;
}

/** What a full pass over a campaign file found: it passed every check. The rows themselves are not kept. */
export interface CheckedFile {
  readonly file: CampaignHeader;
  /** The file's tables, in the order the file gives them. */
  readonly tables: ReadonlyMap<string, CheckedTable>;
  readonly counts: Readonly<Record<string, number>>;
  /** Every table's single-column keys (`table.column`), in file order. */
  readonly keys: ReadonlyMap<string, ReadonlySet<string>>;
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

function checkHeader(data: unknown, schemaVersion: number): CampaignHeader {
  if (!isObject(data) || data.format !== CAMPAIGN_FILE_FORMAT) refuse('This is not a Warchronicle campaign file. Choose a file made with “Export campaign file” on a campaign’s Chronicle. Nothing was imported.');
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
  const { tables: _tables, ...header } = data;
  return header as unknown as CampaignHeader;
}

/** Cannot occur in text a person typed or an id, so two different keys never join to the same string. */
const KEY_SEPARATOR = String.fromCharCode(1);

/**
 * Event logs (a table with `seq`, `type` and `payload_json` under a parent with `event_count`):
 * each parent's steps are numbered 1..n with no gap, each payload says the type its row says,
 * and the parent's count matches. Ladders, objective sessions and battles all keep logs this way.
 */
function isEventLog(spec: TableSpec): boolean {
  const names = new Set(spec.columns.map((c) => c.name));
  return spec.scope !== null && names.has('seq') && names.has('type') && names.has('payload_json');
}

/** A log's key is (owner, seq): once each owner's steps are proven to run 1..n, they cannot repeat. */
function keyProvenByLog(spec: TableSpec): boolean {
  return isEventLog(spec) && spec.primaryKey.length === 2 && spec.primaryKey.includes('seq') && spec.primaryKey.includes(spec.scope!.column);
}

interface Gap {
  readonly row: number;
  readonly owner: unknown;
  readonly seq: number | unknown;
  readonly expected: number;
}

/**
 * Each owner's steps must run on from the one before. Files written before every log numbered its
 * steps from 1 (ladder and objective logs ran 0, 1, 2…): a table whose every log starts at step 0
 * is read with each step one higher, as migration 0007 did to the stored rows; a table mixing both
 * numberings is refused. Which applies is known only at the end of the table, so the first
 * problem of each kind is kept until then.
 */
class LogSteps {
  /** Per owner: how many steps so far and the last step's number. */
  private readonly logs = new Map<unknown, { count: number; last: unknown }>();
  private everyLogFromZero = true;
  private firstFromZero: Gap | null = null;
  private firstGap: Gap | null = null;

  add(row: number, owner: unknown, seq: unknown): void {
    const log = this.logs.get(owner);
    if (log === undefined) {
      this.logs.set(owner, { count: 1, last: seq });
      if (seq !== 0) this.everyLogFromZero = false;
      if (seq === 0) this.firstFromZero ??= { row, owner, seq, expected: 1 };
      else if (seq !== 1) this.firstGap ??= { row, owner, seq, expected: 1 };
      return;
    }
    const previous = log.last;
    if (typeof previous !== 'number' || seq !== previous + 1) this.firstGap ??= { row, owner, seq, expected: typeof previous === 'number' ? previous + 1 : 1 };
    log.count++;
    log.last = seq;
  }

  count(owner: unknown): number {
    return this.logs.get(owner)?.count ?? 0;
  }

  /** The table's numbering (1 when it is read one higher), or the refusal for its first misnumbered step. */
  finish(table: string): 0 | 1 {
    const shift = this.logs.size > 0 && this.everyLogFromZero ? 1 : 0;
    const gap = shift ? this.firstGap : [this.firstGap, this.firstFromZero].filter((g) => g !== null).sort((a, b) => a.row - b.row)[0];
    if (gap) {
      const seq = typeof gap.seq === 'number' ? gap.seq + shift : gap.seq;
      refuse(`Table "${table}", row ${gap.row}: step ${String(seq)} of ${String(gap.owner)} should be step ${gap.expected + shift} (steps must run 1, 2, 3… with none missing).`);
    }
    return shift;
  }
}

interface Reference {
  readonly table: string;
  readonly row: number;
  readonly fk: ForeignKeySpec;
  readonly value: unknown;
}

/**
 * The whole-file state of a check: keys seen, references not yet resolvable (their table comes
 * later in the file), event-log step counts and the counts their owners claim.
 */
class FileCheck {
  header: CampaignHeader | null = null;
  readonly tables = new Map<string, CheckedTable>();
  readonly keys = new Map<string, Set<string>>();
  /** Tables read to the end: a reference into one is checked at once, otherwise at the end of the file. */
  readonly finished = new Set<string>();
  readonly pending = new Map<string, Reference>();
  readonly logs = new Map<string, LogSteps>();
  /** Per owner table of an event log: each row's id and the step count it claims, in file order. */
  readonly claimed = new Map<string, [unknown, unknown][]>();
  campaignRows: unknown[][] = [];

  constructor(
    readonly specs: ReadonlyMap<string, TableSpec>,
    readonly schemaVersion: number,
  ) {}
}

function checkColumns(spec: TableSpec, names: readonly unknown[]): ColumnSpec[] {
  const known = new Map(spec.columns.map((c) => [c.name, c]));
  const seen = new Set<string>();
  for (const column of names) {
    if (typeof column !== 'string' || !known.has(column)) refuse(`Table "${spec.name}" has a column "${String(column)}" this version of Warchronicle does not know (the file may come from a newer version).`);
    if (seen.has(column)) refuse(`Table "${spec.name}" lists the column "${column}" twice.`);
    seen.add(column);
  }
  for (const column of spec.columns) {
    if (column.notNull && !column.hasDefault && !seen.has(column.name)) refuse(`Table "${spec.name}" is missing its required column "${column.name}".`);
  }
  return (names as string[]).map((name) => known.get(name)!);
}

/** Checks one table's rows as they stream past: values, JSON columns, keys, references, log steps. */
function tableCheck(check: FileCheck, spec: TableSpec): TableReader {
  let names: string[] = [];
  let rowCount = 0;
  let checkRow: (cells: unknown, r: number) => void = () => undefined;
  const log = isEventLog(spec) ? new LogSteps() : null;
  return {
    columns(given) {
      const columns = checkColumns(spec, given);
      names = given as string[];
      checkRow = rowChecker(check, spec, columns, names, log);
    },
    rows(batch, first) {
      for (let k = 0; k < batch.length; k++) checkRow(batch[k], first + k + 1);
      rowCount = first + batch.length;
    },
    end() {
      const seqShift = log && names.includes('seq') && spec.scope && names.includes(spec.scope.column) ? log.finish(spec.name) : 0;
      if (log) check.logs.set(spec.name, log);
      check.tables.set(spec.name, { spec, columns: names, rows: rowCount, seqShift });
      check.finished.add(spec.name);
    },
  };
}

function rowChecker(check: FileCheck, spec: TableSpec, columns: readonly ColumnSpec[], names: readonly string[], log: LogSteps | null): (cells: unknown, r: number) => void {
  const width = columns.length;
  const at = (name: string) => names.indexOf(name);
  // An event log row's payload must be the event its `type` column names (checked while parsing it once).
  const typeIndex = at('type');
  const payloadIndex = at('payload_json');
  const keyIndices = spec.primaryKey.map(at);
  const checksKey = !keyIndices.some((i) => i < 0) && !keyProvenByLog(spec);
  const seen = new Set<string>();
  if (checksKey && keyIndices.length === 1) check.keys.set(`${spec.name}.${spec.primaryKey[0]}`, seen);
  const references = spec.foreignKeys.map((fk) => ({ fk, index: at(fk.column), targets: undefined as ReadonlySet<string> | null | undefined })).filter((r) => r.index >= 0);
  const seqIndex = at('seq');
  const ownerIndex = spec.scope ? at(spec.scope.column) : -1;
  const countIndex = at('event_count');
  const owned = [...check.specs.values()].find((child) => isEventLog(child) && child.scope!.parent === spec.name);
  const idIndex = owned ? at(owned.scope!.parentColumn) : -1;
  const claims = countIndex >= 0 && idIndex >= 0 ? ([] as [unknown, unknown][]) : null;
  if (claims) check.claimed.set(spec.name, claims);
  const types = columns.map((c) => c.type);
  const notNull = columns.map((c) => c.notNull);
  const json = columns.map((c) => c.json);
  const isCampaigns = spec.name === 'campaigns';
  const logged = log !== null && seqIndex >= 0 && ownerIndex >= 0 ? log : null;
  return (cells: unknown, r: number) => {
    if (!Array.isArray(cells) || cells.length !== width) refuse(`Table "${spec.name}", row ${r}: expected ${width} values.`);
    for (let c = 0; c < width; c++) {
      const value = cells[c] as unknown;
      if (value === null) {
        if (notNull[c]) refuse(`Table "${spec.name}", row ${r}: "${columns[c]!.name}" must have a value.`);
        continue;
      }
      if (!cellFits(types[c]!, value)) refuse(`Table "${spec.name}", row ${r}: "${columns[c]!.name}" must be ${EXPECTED[types[c]!]}.`);
      if (!json[c]) continue;
      const column = columns[c]!;
      let parsed: unknown;
      try {
        parsed = JSON.parse(value as string);
      } catch {
        refuse(`Table "${spec.name}", row ${r}: "${column.name}" is not valid JSON.`);
      }
      if (c === payloadIndex && typeIndex >= 0 && (!isObject(parsed) || parsed.type !== cells[typeIndex])) {
        refuse(`Table "${spec.name}", row ${r}: the step's payload is not a "${String(cells[typeIndex])}".`);
      }
    }
    if (checksKey) {
      const key = keyIndices.length === 1 ? String(cells[keyIndices[0]!]) : keyIndices.map((i) => String(cells[i])).join(KEY_SEPARATOR);
      if (seen.has(key)) refuse(`Table "${spec.name}", row ${r}: the key ${key.split(KEY_SEPARATOR).join(' / ')} appears twice.`);
      seen.add(key);
    }
    for (const reference of references) {
      const { fk, index } = reference;
      const value = cells[index];
      if (value === null) continue;
      // A table read to the end has all its keys: they are looked up once, then each reference is checked at once.
      if (reference.targets === undefined && check.finished.has(fk.parent)) reference.targets = check.keys.get(`${fk.parent}.${fk.parentColumn}`) ?? null;
      if (reference.targets !== undefined) {
        if (reference.targets === null || !reference.targets.has(String(value))) refuse(dangling({ table: spec.name, row: r, fk, value }));
      } else {
        const pendingKey = `${fk.parent}.${fk.parentColumn}\u0001${String(value)}`;
        if (!check.pending.has(pendingKey)) check.pending.set(pendingKey, { table: spec.name, row: r, fk, value });
      }
    }
    if (logged) logged.add(r, cells[ownerIndex], cells[seqIndex]);
    if (claims) claims.push([cells[idIndex], cells[countIndex]]);
    if (isCampaigns) check.campaignRows.push(cells);
  };
}

const dangling = (ref: Reference) => `Table "${ref.table}", row ${ref.row}: "${ref.fk.column}" refers to ${ref.fk.parent} ${String(ref.value)}, which is not in the file.`;

/** The checks that need the whole file: one campaign, references into tables that came later, log step counts. */
function finishCheck(check: FileCheck): CheckedFile {
  const header = check.header;
  if (!header) refuse('The campaign file has no tables.');
  if (!check.tables.has('campaigns') || check.campaignRows.length !== 1) refuse('The file must hold exactly one campaign.');
  const campaigns = check.tables.get('campaigns')!;
  if (check.campaignRows[0]![campaigns.columns.indexOf('id')] !== header.campaign.id) refuse('The campaign in the file does not match the campaign it names.');
  for (const ref of check.pending.values()) {
    if (!check.keys.get(`${ref.fk.parent}.${ref.fk.parentColumn}`)?.has(String(ref.value))) refuse(dangling(ref));
  }
  for (const [name, log] of check.logs) {
    const claims = check.claimed.get(check.specs.get(name)!.scope!.parent);
    for (const [id, claimed] of claims ?? []) {
      const expected = log.count(id);
      if (claimed !== expected) refuse(`Table "${check.specs.get(name)!.scope!.parent}": ${String(id)} says it has ${String(claimed)} steps but the file holds ${expected}.`);
    }
  }
  const order = [...check.specs.keys()].filter((name) => check.tables.has(name));
  return { file: header, tables: check.tables, keys: check.keys, counts: Object.fromEntries(order.map((name) => [name, check.tables.get(name)!.rows])) };
}

/**
 * Checks a campaign file completely, reading it once from its pieces, before anything is written:
 * its format and versions, every table and column known, every value of the right type, JSON
 * columns parse, keys unique, every reference resolves inside the file, exactly one campaign, and
 * event logs whole. Only keys and counts are kept, never the rows.
 */
export function checkCampaignSource(source: CampaignSource, specs: readonly TableSpec[], schemaVersion: number): CheckedFile {
  const check = new FileCheck(new Map(specs.map((spec) => [spec.name, spec])), schemaVersion);
  readCampaign(source, {
    header(fields) {
      check.header = checkHeader(fields, schemaVersion);
    },
    table(name) {
      const spec = check.specs.get(name);
      if (!spec) refuse(`The file has a table "${name}" this version of Warchronicle does not know (the file may come from a newer version).`);
      if (check.tables.has(name)) refuse(`The file lists the table "${name}" twice.`);
      return tableCheck(check, spec);
    },
  });
  return finishCheck(check);
}
