import { z } from 'zod';

/** A name a person types: trimmed, 1–200 characters. */
export function nameField(what: string) {
  return z
    .string({ error: `${what} must be text` })
    .trim()
    .min(1, { error: `${what} is required` })
    .max(200, { error: `${what} must be 200 characters or fewer` });
}

/** Longer free text (descriptions, notes): up to 20,000 characters. */
export function longText(what: string) {
  return z.string({ error: `${what} must be text` }).max(20_000, { error: `${what} must be 20,000 characters or fewer` });
}

export const entityId = z.string({ error: 'id must be text' }).min(1, { error: 'id is required' }).max(64);
