import { afterEach, describe, expect, it } from 'vitest';
import { ServiceError } from '../service-error';
import { MAX_PENDING_UPLOADS, discardUpload, receiveChunk, uploadedText } from './uploads';

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
});
