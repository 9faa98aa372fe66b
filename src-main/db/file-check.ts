import { closeSync, openSync, readSync, statSync } from 'node:fs';

const SQLITE_MAGIC = 'SQLite format 3\0';
const HEADER_SIZE = 100;
const WAL_HEADER_SIZE = 32;

export type FileShape =
  | { kind: 'missing' }
  | { kind: 'empty' }
  | { kind: 'sqlite' }
  | { kind: 'not-sqlite' }
  | { kind: 'truncated'; detail: string };

/**
 * A write-ahead log beside the file still holding pages: a checkpoint copies them into the file
 * starting with page 1 (the header), so one cut short (a crash, a pulled plug) leaves a file
 * shorter than its header says while the log still holds every page. SQLite finishes the copy on
 * opening; the quick check then judges the result.
 */
function hasLogFrames(file: string): boolean {
  try {
    return statSync(`${file}-wal`).size > WAL_HEADER_SIZE;
  } catch {
    return false;
  }
}

/**
 * Reads only the 100-byte header, never opening the file through SQLite, so a file we are about
 * to refuse is never touched. The in-header page count is trusted only when SQLite marks it valid
 * (bytes 92-95 equal the change counter at 24-27), as the file format documents.
 */
export function inspectFileShape(file: string): FileShape {
  let size: number;
  try {
    size = statSync(file).size;
  } catch {
    return { kind: 'missing' };
  }
  if (size === 0) return { kind: 'empty' };
  const header = Buffer.alloc(HEADER_SIZE);
  const fd = openSync(file, 'r');
  let read: number;
  try {
    read = readSync(fd, header, 0, HEADER_SIZE, 0);
  } finally {
    closeSync(fd);
  }
  const magicBytes = Math.min(read, SQLITE_MAGIC.length);
  if (header.toString('latin1', 0, magicBytes) !== SQLITE_MAGIC.slice(0, magicBytes)) return { kind: 'not-sqlite' };
  if (read < HEADER_SIZE) return { kind: 'truncated', detail: `only ${size} bytes, shorter than an SQLite header` };

  const rawPageSize = header.readUInt16BE(16);
  const pageSize = rawPageSize === 1 ? 65536 : rawPageSize;
  const pageCountValid = header.readUInt32BE(92) === header.readUInt32BE(24);
  const pageCount = header.readUInt32BE(28);
  if (pageSize < 512 || (pageSize & (pageSize - 1)) !== 0) {
    return { kind: 'truncated', detail: `the header is damaged (page size ${rawPageSize})` };
  }
  if (size % pageSize !== 0) {
    return { kind: 'truncated', detail: `${size} bytes is not a whole number of ${pageSize}-byte pages` };
  }
  if (pageCountValid && pageCount * pageSize > size && !hasLogFrames(file)) {
    return { kind: 'truncated', detail: `the header promises ${pageCount} pages but the file holds ${size / pageSize}` };
  }
  return { kind: 'sqlite' };
}
