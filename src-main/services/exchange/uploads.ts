import { ServiceError } from '../service-error';
import type { CheckedFile } from './validate-file';

/**
 * Campaign files arrive in pieces (so a large file shows progress and stays under request
 * limits) and wait here, in this process's memory, until checked and imported or discarded.
 * Nothing reaches the database before the import call.
 */
interface Upload {
  readonly total: number;
  readonly chunks: (string | undefined)[];
  received: number;
  touchedAt: number;
  checked: CheckedFile | null;
}

const uploads = new Map<string, Upload>();
const EXPIRY_MS = 60 * 60 * 1000;
const MAX_CHARS = 400 * 1024 * 1024;

function sweep(now: number): void {
  for (const [id, upload] of uploads) if (now - upload.touchedAt > EXPIRY_MS) uploads.delete(id);
}

export function receiveChunk(input: { uploadId: string; index: number; total: number; chunk: string }, now: number): { received: number; total: number } {
  sweep(now);
  let upload = uploads.get(input.uploadId);
  if (!upload) {
    upload = { total: input.total, chunks: new Array<string | undefined>(input.total), received: 0, touchedAt: now, checked: null };
    uploads.set(input.uploadId, upload);
  }
  if (upload.total !== input.total) throw new ServiceError('invalid_input', `This upload has ${upload.total} pieces, not ${input.total}`, 'total');
  if (input.index >= upload.total) throw new ServiceError('invalid_input', `Piece ${input.index} is past the last piece (${upload.total - 1})`, 'index');
  const size = upload.chunks.reduce((sum, chunk) => sum + (chunk?.length ?? 0), 0) + input.chunk.length;
  if (size > MAX_CHARS) throw new ServiceError('rejected', 'This file is too large to import (over 400 MB).');
  if (upload.chunks[input.index] === undefined) upload.received += 1;
  upload.chunks[input.index] = input.chunk;
  upload.touchedAt = now;
  upload.checked = null;
  return { received: upload.received, total: upload.total };
}

export function uploadedText(uploadId: string): string {
  const upload = uploads.get(uploadId);
  if (!upload) throw new ServiceError('not_found', 'That upload is not here any more (it finished, was cancelled, or expired); choose the file again');
  if (upload.checked) throw new ServiceError('rejected', 'This upload was already checked; import it or choose the file again');
  if (upload.received < upload.total) throw new ServiceError('rejected', `Only ${upload.received} of ${upload.total} pieces of the file arrived; choose the file again`);
  return upload.chunks.join('');
}

/** Once checked, the parsed file is all the import needs: the raw pieces are let go. */
export function rememberChecked(uploadId: string, checked: CheckedFile): void {
  const upload = uploads.get(uploadId);
  if (!upload) return;
  upload.checked = checked;
  upload.chunks.fill(undefined);
}

export function checkedUpload(uploadId: string): CheckedFile | null {
  return uploads.get(uploadId)?.checked ?? null;
}

export function discardUpload(uploadId: string): void {
  uploads.delete(uploadId);
}
