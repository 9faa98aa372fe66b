import { z } from 'zod';
import { defineCall } from './define';

export const AppInfo = z.object({
  version: z.string(),
  host: z.enum(['electron', 'browser']),
  dataFile: z.string(),
  schemaVersion: z.number().int(),
});
export type AppInfo = z.infer<typeof AppInfo>;

export const SavedPdf = z.object({ saved: z.boolean(), path: z.string().nullable() });
export type SavedPdf = z.infer<typeof SavedPdf>;

export const appCalls = {
  'app.info': defineCall({
    summary: 'Which app version and data file this window talks to.',
    input: z.strictObject({}),
    output: AppInfo,
  }),
  'app.savePdf': defineCall({
    summary: "Desktop app only: save the calling window's print layout as a PDF, asking where.",
    input: z.strictObject({
      suggestedName: z
        .string({ error: 'File name must be text' })
        .trim()
        .min(1, { error: 'File name is required' })
        .max(120, { error: 'File name must be 120 characters or fewer' }),
    }),
    output: SavedPdf,
  }),
};
