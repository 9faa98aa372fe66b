import { z } from 'zod';
import { defineCall } from './define';
import { entityId, nameField } from './fields';

import { UPLOAD_CHUNK_CHARS } from './upload-limit';

export { UPLOAD_CHUNK_CHARS };

const uploadId = z.string({ error: 'uploadId must be text' }).regex(/^[A-Za-z0-9-]{8,64}$/, { error: 'uploadId must be 8–64 letters, digits or dashes' });

export const ImportCheck = z.object({
  campaignId: z.string(),
  campaignName: z.string(),
  formatVersion: z.number().int(),
  exportedAt: z.string(),
  /** A campaign with this id is already here: ask whether to keep both (import a copy) or cancel. */
  exists: z.boolean(),
  /**
   * Another campaign here (a different id) has the file's campaign's name, compared as players
   * read names (letter case and extra spaces ignored): ask for another name, prefilled with the
   * first free numbered one, or cancel. Null when the name is free.
   */
  sameName: z.object({ existingName: z.string(), suggestedName: z.string() }).nullable(),
  counts: z.record(z.string(), z.number().int()),
});
export type ImportCheck = z.infer<typeof ImportCheck>;

export const exchangeCalls = {
  'exchange.export': defineCall({
    summary: 'The whole campaign as a versioned JSON campaign file (players, armies, battles and their events, diary, ladders...).',
    input: z.strictObject({ campaignId: entityId }),
    output: z.object({ fileName: z.string(), mediaType: z.string(), content: z.string() }),
  }),
  'exchange.upload': defineCall({
    summary: 'Send one piece of a campaign file to import (pieces 0..total-1, in order).',
    input: z.strictObject({
      uploadId,
      index: z.number().int().min(0),
      total: z.number().int().min(1).max(4096),
      chunk: z.string().max(UPLOAD_CHUNK_CHARS, { error: `A piece must be at most ${UPLOAD_CHUNK_CHARS} characters` }),
    }),
    output: z.object({ received: z.number().int(), total: z.number().int() }),
  }),
  'exchange.check': defineCall({
    summary: 'Validate an uploaded campaign file completely without writing anything; says whether that campaign is already here, or another campaign has its name.',
    input: z.strictObject({ uploadId }),
    output: ImportCheck,
  }),
  'exchange.import': defineCall({
    summary: 'Import an uploaded campaign file in one transaction: as it is, or as a copy with new ids (keep both); optionally under a new name. A name already used by a campaign here is refused.',
    input: z.strictObject({
      uploadId,
      mode: z.enum(['as-is', 'copy'], { error: 'Mode must be as-is or copy' }),
      /** The imported campaign's name instead of the file's (or a copy's “(copy)” name). */
      name: nameField('The imported campaign’s name').optional(),
    }),
    output: z.object({ campaignId: z.string(), campaignName: z.string(), counts: z.record(z.string(), z.number().int()) }),
  }),
  'exchange.discard': defineCall({
    summary: 'Forget an upload (cancel).',
    input: z.strictObject({ uploadId }),
    output: z.object({ uploadId: z.string() }),
  }),
};
