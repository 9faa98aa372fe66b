import { z } from 'zod';
import type { DiceRoll } from '../dice';

/**
 * A roll as it crosses the contract: typed in from physical dice or rolled by the app from a
 * recorded seed. Shape only: a face of 7 or a seed that does not match is the engine's refusal
 * (`validateDice`), so the player reads the engine's reason.
 */
const faces = z.array(z.number({ error: 'Each die must be a number' }), { error: 'Enter the dice as numbers' }).max(12, { error: 'At most 12 dice in one roll' });
const sides = z.union([z.literal(3), z.literal(6)], { error: 'Order 66 rolls D3 and D6' });

export const DiceRollSchema: z.ZodType<DiceRoll> = z.discriminatedUnion(
  'source',
  [
    z.strictObject({ source: z.literal('entered'), sides, faces }),
    z.strictObject({ source: z.literal('rolled'), sides, seed: z.number({ error: 'A roll the app made must keep the number it was rolled from' }).int({ error: 'A roll the app made must keep the whole number it was rolled from' }), faces }),
  ],
  { error: 'Enter the dice as rolled at the table, or let the app roll them' },
);
