import { z } from 'zod';
import { BattleSizeSchema } from '../army/roster-schema';
import { DiceRollSchema } from '../mechanics/dice-schema';
import { PREY_VARIANTS, VICTORY_CONDITIONS } from './victory-conditions';

/** The 1999 part of the set-up form: size, victory condition, terrain and multiplayer markers. */

const turns = z.number({ error: 'Turns must be a number' }).int({ error: 'Turns must be whole' }).min(1, { error: 'At least 1 Turn' }).max(99, { error: 'At most 99 Turns' });

export const TerritorialTurnInputSchema = z.discriminatedUnion(
  'decidedBy',
  [z.strictObject({ decidedBy: z.literal('agreed'), turn: turns }), z.strictObject({ decidedBy: z.literal('rolled'), roll: DiceRollSchema })],
  { error: 'Agree the Turn or roll a D6+3' },
);

export const SetupInputSchema = z.strictObject({
  size: BattleSizeSchema,
  victory: z.discriminatedUnion(
    'decidedBy',
    [
      z.strictObject({ decidedBy: z.literal('agreed'), condition: z.enum(VICTORY_CONDITIONS, { error: 'Choose a victory condition' }) }),
      /** A D6 read as a D3 (L127–L129, L261). */
      z.strictObject({ decidedBy: z.literal('rolled'), roll: DiceRollSchema }),
    ],
    { error: 'Agree a victory condition or roll a D3' },
  ),
  turnLimit: turns.optional(),
  territorialTurn: TerritorialTurnInputSchema.optional(),
  prey: z
    .strictObject({
      variant: z.enum(PREY_VARIANTS, { error: 'Choose how the Bounty Units are picked: designated, the lowest-cost or the highest-cost' }),
      /** Side key → the Unit's key in that side's army. */
      bounty: z.record(z.string().max(16), z.string().max(64)).default({}),
    })
    .optional(),
  terrain: z
    .array(
      z.strictObject({
        name: z.string().trim().min(1, { error: 'Name the terrain piece' }).max(80),
        ground: z.enum(['open', 'difficult', 'impassable'], { error: 'Choose Open ground, Difficult ground or Impassable terrain' }),
        armour: z.number({ error: 'Armour must be a number' }).int({ error: 'Armour must be a whole number' }).min(0, { error: 'Armour cannot be negative' }).max(30, { error: 'Armour must be 30 or less' }).nullable().default(null),
      }),
    )
    .max(40)
    .default([]),
  /** More than two players: the agreed distance of markers from an edge and from each other (at least 60 cm, L343). */
  markers: z
    .strictObject({
      edgeDistanceCm: z.number({ error: 'Distance must be a number' }).min(0, { error: 'Distance cannot be negative' }).max(1000, { error: 'Distance must be 1,000 cm or less' }),
      spacingCm: z.number({ error: 'Distance must be a number' }).min(60, { error: 'Markers are at least 60 cm apart' }).max(1000, { error: 'Distance must be 1,000 cm or less' }),
    })
    .optional(),
});

export type SetupInput1999 = z.input<typeof SetupInputSchema>;
export type SetupInputParsed1999 = z.output<typeof SetupInputSchema>;
