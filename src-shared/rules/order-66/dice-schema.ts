import { z } from 'zod';
import type { DiceRoll } from '../dice';

/**
 * A roll as it crosses the contract: typed in from physical dice or rolled by the app from a
 * recorded seed. Shape only: a face of 7 or a seed that does not match is the engine's refusal
 * (`validateDice`), so the player reads the engine's reason.
 */
const faces = z.array(z.number({ error: 'Each die must be a number' }), { error: 'Dice faces must be a list' }).max(12, { error: 'At most 12 dice in one roll' });
const sides = z.union([z.literal(3), z.literal(6)], { error: 'Order 66 rolls D3 and D6' });

export const DiceRollSchema: z.ZodType<DiceRoll> = z.discriminatedUnion(
  'source',
  [
    z.strictObject({ source: z.literal('entered'), sides, faces }),
    z.strictObject({ source: z.literal('rolled'), sides, seed: z.number({ error: 'Seed must be a number' }).int({ error: 'Seed must be a whole number' }), faces }),
  ],
  { error: 'Dice must be { source: "entered", sides, faces } or { source: "rolled", sides, seed, faces }' },
);
