import { z } from 'zod';

/**
 * The details of `chronicle.export`'s refusal (code `conflict`) while the accounts of the
 * campaign's battles are still being written after an import: how far the writing has got, for
 * the screen to show as progress and ask again. The words of the message are for reading only.
 */
export const ChronicleBeingWritten = z.strictObject({
  waitingFor: z.literal('battle-accounts'),
  /** Battles of the campaign whose account is written and current. */
  written: z.number().int().min(0),
  /** Battles of the campaign. */
  total: z.number().int().min(1),
});
export type ChronicleBeingWritten = z.infer<typeof ChronicleBeingWritten>;

/** The export's refusal details when accounts are still being written, else null (any other refusal, or details of another shape). */
export function chronicleBeingWritten(details: unknown): ChronicleBeingWritten | null {
  const parsed = ChronicleBeingWritten.safeParse(details);
  return parsed.success && parsed.data.written <= parsed.data.total ? parsed.data : null;
}
