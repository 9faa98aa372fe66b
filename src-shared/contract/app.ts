import { z } from 'zod';
import { defineCall } from './define';

export const AppInfo = z.object({
  version: z.string(),
  host: z.enum(['electron', 'browser']),
  dataFile: z.string(),
  schemaVersion: z.number().int(),
});
export type AppInfo = z.infer<typeof AppInfo>;

export const appCalls = {
  'app.info': defineCall({
    summary: 'Which app version and data file this window talks to.',
    input: z.strictObject({}),
    output: AppInfo,
  }),
};
