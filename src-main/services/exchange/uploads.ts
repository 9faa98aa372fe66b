import { ServiceError } from '../service-error';
import type { CheckedFile } from './validate-file';

/**
 * Campaign files arrive in pieces (so a large file shows progress and stays under request
 * limits) and wait here, in this process's memory, until checked and imported or discarded.
 * Nothing reaches the database before the import call.
 */
export interface Upload {
  readonly total: number;
  readonly chunks: (string | undefined)[];
  received: number;
  /** Characters held in `chunks`. */
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

function sweep(now: number): void {
  for (const [id, upload] of uploads) if (now - upload.touchedAt > EXPIRY_MS) uploads.delete(id);
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
  if (oldest) uploads.delete(oldest[0]);
  return oldest !== null;
}

const BUSY = 'Too many campaign files are being imported at once; finish or cancel one and try again in a minute.';

export function receiveChunk(input: { uploadId: string; index: number; total: number; chunk: string }, now: number): { received: number; total: number } {
  sweep(now);
  let upload = uploads.get(input.uploadId);
  if (!upload) {
    while (uploads.size >= MAX_PENDING_UPLOADS) if (!evictIdle(now, input.uploadId)) throw new ServiceError('rejected', BUSY);
    upload = { total: input.total, chunks: new Array<string | undefined>(input.total), received: 0, chars: 0, touchedAt: now, checked: null };
    uploads.set(input.uploadId, upload);
  }
  if (upload.total !== input.total) throw new ServiceError('invalid_input', `This upload has ${upload.total} pieces, not ${input.total}`, 'total');
  if (input.index >= upload.total) throw new ServiceError('invalid_input', `Piece ${input.index} is past the last piece (${upload.total - 1})`, 'index');
  const growth = input.chunk.length - (upload.chunks[input.index]?.length ?? 0);
  if (upload.chars + growth > MAX_FILE_CHARS) throw new ServiceError('rejected', `This file is too large to import (over ${MAX_FILE_CHARS / 1024 / 1024} MB).`);
  while (pendingChars() + growth > MAX_PENDING_CHARS) if (!evictIdle(now, input.uploadId)) throw new ServiceError('rejected', BUSY);
  if (upload.chunks[input.index] === undefined) upload.received += 1;
  upload.chunks[input.index] = input.chunk;
  upload.chars += growth;
  upload.touchedAt = now;
  upload.checked = null;
  return { received: upload.received, total: upload.total };
}

export function uploadedText(uploadId: string): string {
  return completeUpload(uploadId).chunks.join('');
}

/** The upload, refused unless every piece has arrived and it is not checked yet (nothing is discarded). */
export function completeUpload(uploadId: string): Upload {
  const upload = uploads.get(uploadId);
  if (!upload) throw new ServiceError('not_found', 'That upload is not here any more (it finished, was cancelled, or expired); choose the file again');
  if (upload.checked) throw new ServiceError('rejected', 'This upload was already checked; import it or choose the file again');
  if (upload.received < upload.total) throw new ServiceError('rejected', `Only ${upload.received} of ${upload.total} pieces of the file arrived; choose the file again`);
  return upload;
}

/**
 * The whole text, handed over once: the pieces are let go as it is joined, so the file is never
 * held twice while it is parsed (a failed check discards the upload; a passed one keeps the parse).
 */
export function takeUploadedText(uploadId: string): string {
  const text = uploadedText(uploadId);
  const upload = uploads.get(uploadId)!;
  upload.chunks.fill(undefined);
  upload.chars = 0;
  upload.received = 0;
  return text;
}

/** Once checked, the parsed file is all the import needs: the raw pieces are let go. */
export function rememberChecked(uploadId: string, checked: CheckedFile): void {
  const upload = uploads.get(uploadId);
  if (!upload) return;
  upload.checked = checked;
  upload.chunks.fill(undefined);
  upload.chars = 0;
}

export function checkedUpload(uploadId: string): CheckedFile | null {
  return uploads.get(uploadId)?.checked ?? null;
}

export function discardUpload(uploadId: string): void {
  uploads.delete(uploadId);
}

