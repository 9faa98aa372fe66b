import { z } from 'zod';
import type { DiceRoll } from '../../dice';
import type { Roll } from './roll';

/**
 * Dice as events carry them, checked for shape only: whether the faces are legal (a 7, the wrong
 * count, faces that do not match the seed) is the engine's call, so its refusal names the roll.
 */
const faces = z.array(z.number({ error: 'Each die must be a number' }), { error: 'Dice faces must be a list' }).max(60, { error: 'At most 60 dice in one roll' });
const dieSize = z.union([z.literal(3), z.literal(6), z.literal(20)], { error: 'Dice are D3, D6 or D20' });

export const DiceRollSchema: z.ZodType<DiceRoll> = z.discriminatedUnion(
  'source',
  [
    z.strictObject({ source: z.literal('entered'), sides: dieSize, faces }),
    z.strictObject({ source: z.literal('rolled'), sides: dieSize, seed: z.number({ error: 'A roll the app made must keep the number it was rolled from' }).int({ error: 'A roll the app made must keep the whole number it was rolled from' }), faces }),
  ],
  { error: 'Enter the dice as rolled at the table, or let the app roll them' },
);

/** A roll with at most one Re-roll (a Re-roll is never re-rolled, seed 001 L133). */
export const RollSchema: z.ZodType<Roll> = z.strictObject({
  dice: DiceRollSchema,
  reroll: z.strictObject({ dice: DiceRollSchema, ability: z.string().trim().min(1, { error: 'Name the ability that grants the Re-roll' }).max(80, { error: 'The ability’s name must be 80 characters or fewer' }) }).optional(),
});

/** One round of an Opposed roll: a die per participant. */
export function opposedRoundSchema<Key extends string>(who: z.ZodType<Key>) {
  return z.array(z.strictObject({ who, dice: DiceRollSchema })).min(1).max(8);
}
