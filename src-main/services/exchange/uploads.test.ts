import { afterEach, describe, expect, it } from 'vitest';
import { ServiceError } from '../service-error';
import { MAX_FILE_CHARS, MAX_PENDING_CHARS, MAX_PENDING_UPLOADS, discardUpload, receiveChunk, uploadedText } from './uploads';
import { UPLOAD_CHUNK_CHARS } from '../../../src-shared/contract/exchange';

/** One full-size piece, shared by every upload below (strings are immutable, so it is held once). */
const FULL_PIECE = 'x'.repeat(UPLOAD_CHUNK_CHARS);

const started: string[] = [];
function piece(uploadId: string, now: number, chunk = 'x', index = 0, total = 2): void {
  started.push(uploadId);
  receiveChunk({ uploadId, index, total, chunk }, now);
}
function refusal(run: () => void): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ServiceError);
    return (error as ServiceError).message;
  }
  throw new Error('expected a refusal');
}

afterEach(() => {
  for (const id of started.splice(0)) discardUpload(id);
});

describe('pending campaign-file uploads are capped', () => {
  it(`refuses a ${MAX_PENDING_UPLOADS + 1}th upload while the others are still arriving`, () => {
    for (let i = 0; i < MAX_PENDING_UPLOADS; i++) piece(`busy-upload-${i}`, 1_000);
    expect(refusal(() => piece('one-too-many', 1_500))).toMatch(/Too many campaign files/);
    // The refused upload kept nothing: its text is not there.
    expect(refusal(() => uploadedText('one-too-many'))).toMatch(/not here any more/);
  });

  it('lets go of an upload left idle for over a minute to make room for a new one', () => {
    for (let i = 0; i < MAX_PENDING_UPLOADS; i++) piece(`idle-upload-${i}`, 1_000 + i);
    piece('newcomer-upload', 1_000 + 61_000);
    expect(refusal(() => uploadedText('idle-upload-0'))).toMatch(/not here any more/);
    expect(refusal(() => uploadedText('idle-upload-1'))).toMatch(/Only 1 of 2 pieces/);
  });

  it('counts a resent piece once towards the size', () => {
    piece('resent-upload', 1_000, 'abc', 0, 1);
    piece('resent-upload', 1_001, 'abcd', 0, 1);
    expect(uploadedText('resent-upload')).toBe('abcd');
  });

  it('keeps a character pair cut between two pieces whole', () => {
    const dragon = 'a 🐉 b';
    const cut = dragon.indexOf('🐉') + 1;
    piece('pair-upload', 1_000, dragon.slice(0, cut), 0, 2);
    piece('pair-upload', 1_000, dragon.slice(cut), 1, 2);
    expect(uploadedText('pair-upload')).toBe(dragon);
  });

  it('refuses a file past its size cap, keeping what arrived before', () => {
    const pieces = MAX_FILE_CHARS / UPLOAD_CHUNK_CHARS;
    for (let index = 0; index < pieces; index++) piece('huge-upload', 1_000, FULL_PIECE, index, pieces + 1);
    expect(refusal(() => piece('huge-upload', 1_000, FULL_PIECE, pieces, pieces + 1))).toMatch(/too large to import \(over 256 MB\)/);
    expect(refusal(() => uploadedText('huge-upload'))).toMatch(new RegExp(`Only ${pieces} of ${pieces + 1} pieces`));
  });

  it('refuses a piece that would take all pending uploads past their shared cap while the others are active', () => {
    const total = MAX_PENDING_CHARS / UPLOAD_CHUNK_CHARS;
    const first = Math.floor(total / 2);
    for (let index = 0; index < first; index++) piece('first-half', 1_000, FULL_PIECE, index, total);
    for (let index = 0; index < total - first; index++) piece('second-half', 1_000, FULL_PIECE, index, total);
    expect(refusal(() => piece('second-half', 1_001, FULL_PIECE, total - first, total))).toMatch(/Too many campaign files/);
    expect(refusal(() => piece('third-upload', 1_002, 'x', 0, 1))).toMatch(/Too many campaign files/);
    // Once the first is let go, the second goes on.
    discardUpload('first-half');
    expect(receiveChunk({ uploadId: 'second-half', index: total - first, total, chunk: FULL_PIECE }, 1_003)).toEqual({ received: total - first + 1, total });
  });
});
