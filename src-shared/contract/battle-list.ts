import { z } from 'zod';
import { entityId } from './fields';

/**
 * `battles.list`: one slim row per battle, only what a battles-list card shows (and the pickers
 * that list battles use). The whole battle comes from `battles.get` when it is opened.
 */

/** A side of a battle as a card names it: the player, their colour and the forces they brought. */
export const BattleRowPlayer = z.object({
  side: z.string(),
  playerName: z.string(),
  /** The side's colour (Orders & Omens armies have one); null when the system gives none. */
  colour: z.string().nullable(),
  forces: z.array(z.string()),
});
export type BattleRowPlayer = z.infer<typeof BattleRowPlayer>;

/** A finished battle's result, in words any screen can show without knowing the system. */
export const BattleRowOutcome = z.object({
  /** Player names of the winning side(s); empty for a draw. */
  winners: z.array(z.string()),
  draw: z.boolean(),
  /** "Tactical Victory for Bo, when the agreed turns ran out · VP: Ann 3, Bo 4" (outcomeLine). */
  line: z.string(),
});
export type BattleRowOutcome = z.infer<typeof BattleRowOutcome>;

export const BattleListRow = z.object({
  id: z.string(),
  system: z.string(),
  systemName: z.string(),
  name: z.string(),
  status: z.enum(['in-progress', 'over']),
  eventCount: z.number().int(),
  players: z.array(BattleRowPlayer),
  /** Where it stands, score included while it is played: "Turn 3 · Activation · VP: Ann 2, Bo 1". */
  progress: z.string(),
  outcome: BattleRowOutcome.nullable(),
  updatedAt: z.number().int(),
});
export type BattleListRow = z.infer<typeof BattleListRow>;

export const BattleListInput = z.strictObject({
  campaignId: entityId,
  /** Only the battles this force (an army of any system) fought in. */
  forceId: z
    .string({ error: 'forceId must be the id of one of the campaign’s forces, as text' })
    .min(1, { error: 'forceId must not be empty: leave it out to list every battle' })
    .max(64, { error: 'forceId must be the id of one of the campaign’s forces (64 characters at most)' })
    .optional(),
  /** Only the first rows, for a page that draws the top of a long list at once and reads the rest after. */
  first: z
    .number({ error: 'first must be a whole number of battles' })
    .int({ error: 'first must be a whole number of battles' })
    .min(1, { error: 'first must be at least 1: leave it out to list every battle' })
    .max(1000, { error: 'first must be 1,000 or fewer: leave it out to list every battle' })
    .optional(),
});
