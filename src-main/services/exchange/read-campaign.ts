import { ServiceError } from '../service-error';
import { JsonEnded, JsonInvalid, JsonPieceReader } from './json-pieces';

/** A campaign file's text in pieces, readable again from the start (it is checked, then imported). */
export type CampaignSource = () => Iterable<string>;

/** Rows parsed at a time: one multi-row INSERT's worth, so a batch is read, checked or written and let go. */
export const ROWS_PER_BATCH = 64;

export interface TableReader {
  columns(columns: readonly unknown[]): void;
  /** A batch of rows as they are in the file (not checked), with the index of the first in its table. */
  rows(batch: readonly unknown[], first: number): void;
  end(): void;
}

export interface CampaignVisitor {
  /** The file's top-level fields other than its tables (`tables` is `{}` when it is an object); once, before any table. */
  header(fields: unknown): void;
  table(name: string): TableReader;
}

function refuse(message: string): never {
  throw new ServiceError('rejected', message);
}

const notAList = (name: string) => `Table "${name}" in the file is not a list of columns and rows.`;
/** Read before the tables, so a file from another program is named as such before its tables are looked at. */
const HEADER_FIELDS = ['format', 'formatVersion', 'schemaVersion', 'appVersion', 'exportedAt', 'campaign'];

function name(reader: JsonPieceReader): string {
  const key = reader.value();
  if (typeof key !== 'string') throw new JsonInvalid(`expected a name in quotes at character ${reader.position}`);
  return key;
}

/** Each member of an object, its name read and the reader left at its value. */
function members(reader: JsonPieceReader, each: (key: string) => void): void {
  reader.expect('{');
  if (reader.takeIf('}')) return;
  do {
    const key = name(reader);
    reader.expect(':');
    each(key);
  } while (reader.takeIf(','));
  reader.expect('}');
}

function readBlock(reader: JsonPieceReader, tableName: string, table: TableReader): void {
  if (reader.peek() !== '{'.charCodeAt(0)) refuse(notAList(tableName));
  let columns = false;
  let rows = false;
  let read = 0;
  members(reader, (key) => {
    if (key === 'columns') {
      const value = reader.value();
      if (!Array.isArray(value) || columns) refuse(notAList(tableName));
      table.columns(value);
      columns = true;
    } else if (key === 'rows') {
      if (rows || reader.peek() !== '['.charCodeAt(0)) refuse(notAList(tableName));
      if (!columns) refuse(`Table "${tableName}" in the file gives its rows before its columns; Warchronicle reads the columns first.`);
      try {
        reader.array(ROWS_PER_BATCH, (batch, first) => {
          table.rows(batch, first);
          read = first + batch.length;
        });
      } catch (error) {
        if (error instanceof JsonInvalid) throw new JsonInvalid(`${error.message}, in table "${tableName}" after row ${read}`);
        throw error;
      }
      rows = true;
    } else reader.skip();
  });
  if (!columns || !rows) refuse(notAList(tableName));
  table.end();
}

function readTables(reader: JsonPieceReader, fields: Record<string, unknown>, visitor: CampaignVisitor): void {
  const first = reader.peek();
  if (first !== '{'.charCodeAt(0)) {
    if (first === '['.charCodeAt(0)) reader.skip();
    visitor.header({ ...fields, tables: first === '['.charCodeAt(0) ? [] : reader.value() });
    return;
  }
  visitor.header({ ...fields, tables: {} });
  members(reader, (tableName) => readBlock(reader, tableName, visitor.table(tableName)));
}

/** Reads with a reader over a fresh pass of the source, closing it however reading ends. */
function pass<T>(source: CampaignSource, read: (reader: JsonPieceReader) => T): T {
  const reader = new JsonPieceReader(source());
  try {
    return read(reader);
  } finally {
    reader.close();
  }
}

function walk(source: CampaignSource, visitor: CampaignVisitor): void {
  const fields = pass(source, (reader) => walkHeaderFirst(reader, visitor));
  if (fields === null) return;
  // The tables came before the header (not how Warchronicle writes it): read the file again for them.
  pass(source, (again) => members(again, (key) => (key === 'tables' ? readTables(again, fields, visitor) : again.skip())));
}

/** Reads the file, its tables as they come once the header is known; the header, when the tables came before it. */
function walkHeaderFirst(reader: JsonPieceReader, visitor: CampaignVisitor): Record<string, unknown> | null {
  const first = reader.peek();
  if (first === -1) refuse('The file is empty.');
  if (first !== '{'.charCodeAt(0)) {
    // Some other JSON (or not JSON at all): read it only to say which.
    if (first === '['.charCodeAt(0)) reader.skip();
    else reader.value();
    reader.end();
    visitor.header(null);
    return null;
  }
  const fields: Record<string, unknown> = {};
  let tables = 'absent' as 'absent' | 'read' | 'later';
  members(reader, (key) => {
    if (key !== 'tables') {
      fields[key] = reader.value();
      return;
    }
    if (tables !== 'absent') refuse('The campaign file lists its tables twice.');
    if (HEADER_FIELDS.every((field) => field in fields)) {
      readTables(reader, fields, visitor);
      tables = 'read';
    } else {
      reader.skip();
      tables = 'later';
    }
  });
  reader.end();
  if (tables === 'absent') visitor.header(fields);
  return tables === 'later' ? fields : null;
}

/**
 * Reads a campaign file from its pieces, handing the visitor its header, then each table's columns
 * and rows in batches: the whole file is never held, nor all its rows. A cut-off or malformed file
 * is refused with a message that says which.
 */
export function readCampaign(source: CampaignSource, visitor: CampaignVisitor): void {
  try {
    walk(source, visitor);
  } catch (error) {
    if (error instanceof JsonEnded) refuse(`The file ends too soon: it looks truncated (was the download or copy interrupted?). Nothing was imported. (${error.message})`);
    if (error instanceof JsonInvalid) refuse(`The file is not valid JSON, so it is not a Warchronicle campaign file. Nothing was imported. (${error.message})`);
    throw error;
  }
}

/** A text already in memory as a source (tests, the benchmark), cut in pieces of `pieceChars`. */
export function textSource(text: string, pieceChars: number): CampaignSource {
  return () => {
    const pieces: string[] = [];
    for (let at = 0; at < text.length; at += pieceChars) pieces.push(text.slice(at, at + pieceChars));
    return pieces;
  };
}
