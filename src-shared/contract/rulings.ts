import { z } from 'zod';

/** House rules chosen for a ladder or session: ruling id → option id (checked by the service). */
export const rulingChoices = z
  .record(z.string().max(64), z.string({ error: 'A ruling choice must be an option id' }).max(64), { error: 'Rulings must map ruling ids to option ids' })
  .default({});

/** A rule a refused event broke, with the rulebook words it rests on (null for bookkeeping rules). */
export const BrokenRule = z.object({ id: z.string(), section: z.string(), quote: z.string().nullable() });
export type BrokenRule = z.infer<typeof BrokenRule>;

/** A date and time as text (ISO 8601); the service stores it normalised to UTC. */
export function dateTimeField(what: string) {
  return z
    .string({ error: `${what} must be a date and time` })
    .min(1, { error: `${what} is required` })
    .max(64)
    .refine((value) => !Number.isNaN(Date.parse(value)), { error: `${what} must be a date and time` });
}
