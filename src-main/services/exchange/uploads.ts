import { randomUUID } from 'node:crypto';
import { closeSync, mkdirSync, mkdtempSync, openSync, readSync, rmSync, writeFileSync } from 'node:fs';
import { StringDecoder } from 'node:string_decoder';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ServiceError } from '../service-error';
import type { CampaignSource } from './read-campaign';
import type { CheckedFile } from './validate-file';
import { removeAbandonedSpools, SPOOL_PREFIX } from './abandoned-spools';

/**
 * Campaign files arrive in pieces (so a large file shows progress and stays under request
 * limits) and wait on disk, one file per piece in a temporary folder of this process, until
 * checked and imported or discarded: the check and the import read them back one piece at a time,
 * so a large campaign file is never held in memory whole. Nothing reaches the database before the
 * import call.
 */
interface Piece {
  readonly chars: number;
  /** UTF-8, unless the piece was cut inside a character pair (then UTF-16, which keeps half a pair). */
  readonly encoding: 'utf8' | 'utf16le';
}

export interface Upload {
  readonly total: number;
  readonly pieces: (Piece | undefined)[];
  /** This upload's folder of pieces (made with its first piece). */
  readonly folder: string;
  received: number;
  /** Characters held in `pieces`. */
  chars: number;
  touchedAt: number;
  checked: CheckedFile | null;
}

const uploads = new Map<string, Upload>();
const EXPIRY_MS = 60 * 60 * 1000;
/** One campaign file, and all pending uploads together: memory stays bounded whatever callers send. */
export const MAX_FILE_CHARS = 256 * 1024 * 1024;
export const MAX_PENDING_CHARS = 256 * 1024 * 1024;
export const MAX_PENDING_UPLOADS = 4;
/** An upload untouched this long may be let go to make room for a new one (a closed tab, a cancelled dialog). */
const IDLE_MS = 60 * 1000;

let spoolFolder: string | null = null;
let removeAtExit = false;

function removeSpool(): void {
  if (spoolFolder !== null) rmSync(spoolFolder, { recursive: true, force: true });
  spoolFolder = null;
}

/**
 * This process's folder of pending pieces: made when an upload starts (letting go of any left by a
 * process that ended without removing its own), removed once none is pending and when the process ends.
 */
function spool(): string {
  if (spoolFolder === null) {
    removeAbandonedSpools(tmpdir());
    spoolFolder = mkdtempSync(join(tmpdir(), `${SPOOL_PREFIX}${process.pid}-`));
  }
  if (!removeAtExit) process.once('exit', removeSpool);
  removeAtExit = true;
  return spoolFolder;
}

function forget(uploadId: string): void {
  const upload = uploads.get(uploadId);
  if (!upload) return;
  uploads.delete(uploadId);
  rmSync(upload.folder, { recursive: true, force: true });
  if (uploads.size === 0) removeSpool();
}

function sweep(now: number): void {
  for (const [id, upload] of uploads) if (now - upload.touchedAt > EXPIRY_MS) forget(id);
}

function pendingChars(): number {
  let sum = 0;
  for (const upload of uploads.values()) sum += upload.chars;
  return sum;
}

/** Lets go of the longest-idle upload other than `keep`; false when every other upload is still active. */
function evictIdle(now: number, keep: string): boolean {
  let oldest: [string, Upload] | null = null;
  for (const entry of uploads) if (entry[0] !== keep && now - entry[1].touchedAt > IDLE_MS && (!oldest || entry[1].touchedAt < oldest[1].touchedAt)) oldest = entry;
  if (oldest) forget(oldest[0]);
  return oldest !== null;
}

/** Half of a UTF-16 pair with its other half missing (a piece cut inside an emoji): UTF-8 cannot hold it. */
const HALF_PAIR = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:^|[^\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const BUSY = 'Too many campaign files are being imported at once; finish or cancel one and try again in a minute.';

export function receiveChunk(input: { uploadId: string; index: number; total: number; chunk: string }, now: number): { received: number; total: number } {
  sweep(now);
  let upload = uploads.get(input.uploadId);
  if (!upload) {
    while (uploads.size >= MAX_PENDING_UPLOADS) if (!evictIdle(now, input.uploadId)) throw new ServiceError('rejected', BUSY);
    const folder = join(spool(), randomUUID());
    mkdirSync(folder);
    upload = { total: input.total, pieces: new Array<Piece | undefined>(input.total), folder, received: 0, chars: 0, touchedAt: now, checked: null };
    uploads.set(input.uploadId, upload);
  }
  if (upload.total !== input.total) throw new ServiceError('invalid_input', `This upload has ${upload.total} pieces, not ${input.total}`, 'total');
  if (input.index >= upload.total) throw new ServiceError('invalid_input', `Piece ${input.index} is past the last piece (${upload.total - 1})`, 'index');
  const growth = input.chunk.length - (upload.pieces[input.index]?.chars ?? 0);
  if (upload.chars + growth > MAX_FILE_CHARS) throw new ServiceError('rejected', `This file is too large to import (over ${MAX_FILE_CHARS / 1024 / 1024} MB).`);
  while (pendingChars() + growth > MAX_PENDING_CHARS) if (!evictIdle(now, input.uploadId)) throw new ServiceError('rejected', BUSY);
  const encoding = HALF_PAIR.test(input.chunk) ? 'utf16le' : 'utf8';
  try {
    writeFileSync(join(upload.folder, String(input.index)), input.chunk, encoding);
  } catch (error) {
    throw new ServiceError('rejected', `This piece of the file could not be kept for the import (${(error as Error).message}); is the disk full?`);
  }
  if (upload.pieces[input.index] === undefined) upload.received += 1;
  upload.pieces[input.index] = { chars: input.chunk.length, encoding };
  upload.chars += growth;
  upload.touchedAt = now;
  upload.checked = null;
  return { received: upload.received, total: upload.total };
}

/**
 * Read back in small parts through one reused buffer: a part this size is a short-lived young
 * object, where a whole piece (megabytes) would sit in the old heap until a full collection.
 */
export const READ_BYTES = 64 * 1024;

/** The text of a complete upload, read back from its pieces in small parts (as often as asked: it is checked, then imported). */
export function uploadSource(uploadId: string): CampaignSource {
  const { folder, pieces } = completeUpload(uploadId);
  return function* readPieces() {
    const buffer = Buffer.allocUnsafe(READ_BYTES);
    for (let index = 0; index < pieces.length; index++) {
      const decoder = new StringDecoder(pieces[index]!.encoding);
      const file = openSync(join(folder, String(index)), 'r');
      try {
        for (let read = readSync(file, buffer, 0, READ_BYTES, null); read > 0; read = readSync(file, buffer, 0, READ_BYTES, null)) {
          const text = decoder.write(buffer.subarray(0, read));
          if (text.length > 0) yield text;
        }
      } finally {
        closeSync(file);
      }
      const rest = decoder.end();
      if (rest.length > 0) yield rest;
    }
  };
}

/** The whole text of a complete upload (tests). */
export function uploadedText(uploadId: string): string {
  return [...uploadSource(uploadId)()].join('');
}

/** The upload, refused unless every piece has arrived (nothing is discarded). */
export function completeUpload(uploadId: string): Upload {
  const upload = uploads.get(uploadId);
  if (!upload) throw new ServiceError('not_found', 'That upload is not here any more (it finished, was cancelled, or expired); choose the file again');
  if (upload.received < upload.total) throw new ServiceError('rejected', `Only ${upload.received} of ${upload.total} pieces of the file arrived; choose the file again`);
  return upload;
}

/** A passed check is kept with the pieces, so the import reads them without checking again. */
export function rememberChecked(uploadId: string, checked: CheckedFile): void {
  const upload = uploads.get(uploadId);
  if (upload) upload.checked = checked;
}

export function checkedUpload(uploadId: string): CheckedFile | null {
  return uploads.get(uploadId)?.checked ?? null;
}

export function discardUpload(uploadId: string): void {
  forget(uploadId);
}
