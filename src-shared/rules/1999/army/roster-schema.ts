import { z } from 'zod';
import { AttributeSchema } from '../cards/card-schema';
import { MODEL_TYPES } from '../cards/card-terms';

/**
 * A 1999 army as the builder keeps it: Units of Rules Cards referred to by name (the highest
 * version in the campaign's library applies, seed 001 L111), each with its declared Type, Squad
 * size and DNA notes.
 */

// The builder gives each Unit and attached card its own key; the player never types one, so a missing key is told as a card to add again.
const key = z.string({ error: 'A Unit or card of the army has lost its place; remove it and add it again' }).min(1, { error: 'A Unit or card of the army has lost its place; remove it and add it again' }).max(64);
const cardName = z.string({ error: 'Card name must be text' }).trim().min(1, { error: 'Choose a Rules Card' }).max(80);

/** A pencilled DNA note (L301–L305): up to +2 on an Attribute with a blank slot. */
export const DnaModificationSchema = z.strictObject({
  attribute: AttributeSchema,
  amount: z.number({ error: 'DNA points must be a number' }).int({ error: 'DNA points must be whole' }),
  /** CC only: which of its two scores (see `1999.dna-on-cc`). */
  ccScore: z.enum(['offensive', 'defensive']).optional(),
});

const modelType = z.enum(MODEL_TYPES, { error: 'Type must be Squad, Leader, Support or Special' });

/** A card attached at a Unit Construction Position (L273–L279). */
export const AttachedCardSchema = z.strictObject({
  key,
  card: cardName,
  type: modelType,
  /** Index into the host card's positions. */
  position: z.number({ error: 'Choose a Unit Construction Position' }).int({ error: 'Choose a Unit Construction Position' }).min(0, { error: 'Choose a Unit Construction Position' }),
  /** The attached card it hangs from, when it is not the Unit's first card (never legal, L279, but reported). */
  attachedTo: key.optional(),
  dna: z.array(DnaModificationSchema).max(7).default([]),
});

export const ArmyUnitSchema = z.strictObject({
  key,
  /** The player's name for the Unit; the first card's name when empty. */
  name: z.string().trim().max(80).default(''),
  card: cardName,
  type: modelType,
  /** Models on a Squad card (L281–L283); 1 for other Types. */
  models: z.number({ error: 'Models must be a number' }).int({ error: 'Models must be a whole number' }).min(1, { error: 'A Unit has at least 1 model' }).max(50, { error: 'A Unit has at most 50 models' }).default(1),
  dna: z.array(DnaModificationSchema).max(7).default([]),
  /** Held at the edge of the Battlefield, entering from Turn 3 (L335–L339). */
  reinforcement: z.boolean().default(false),
  attached: z.array(AttachedCardSchema).max(8).default([]),
});

export const BattleSizeSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.enum(['small', 'medium', 'large']) }),
    z.strictObject({ kind: z.literal('agreed'), points: z.number({ error: 'Army Points must be a number' }).int({ error: 'Army Points must be a whole number' }).min(1, { error: 'At least 1 Army Point' }).max(100_000, { error: 'At most 100,000 Army Points' }) }),
  ],
  { error: 'Battle size must be a Small, Medium or Large territory, or an agreed number of Army Points' },
);

export const ArmyRosterSchema = z
  .strictObject({
    name: z.string().trim().min(1, { error: 'Name the army' }).max(80),
    /** The battle size the army is built for (L245–L257). */
    size: BattleSizeSchema.default({ kind: 'small' }),
    units: z.array(ArmyUnitSchema).max(60).default([]),
  })
  .superRefine((roster, ctx) => {
    const seen = new Set<string>();
    roster.units.forEach((unit, u) => {
      for (const [key, path] of [[unit.key, ['units', u, 'key']], ...unit.attached.map((a, i) => [a.key, ['units', u, 'attached', i, 'key']] as const)] as const) {
        if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [...path], message: 'A Unit or card appears twice in the army; remove the copy and add it again' });
        seen.add(key);
      }
    });
  });

export type DnaModification = z.output<typeof DnaModificationSchema>;
export type AttachedCard = z.output<typeof AttachedCardSchema>;
export type ArmyUnit = z.output<typeof ArmyUnitSchema>;
export type ArmyRoster = z.output<typeof ArmyRosterSchema>;
