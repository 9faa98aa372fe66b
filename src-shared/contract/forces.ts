import { z } from 'zod';
import { defineCall } from './define';
import { entityId } from './fields';
import { forward, otherSystemId, systemOf } from './by-system';

/**
 * Forces (rosters) of every game system. Orders & Omens armies keep their own `armies.*` calls
 * and builder; they are listed here too, read-only, so generic screens see every force. A
 * roster of another system is that system's JSON, checked by its `rosters.schema` at the
 * contract and assessed (points, size, problems) by its `rosters.assess` on every write.
 */

const pathSegments = z.array(z.union([z.string(), z.number()]));

export const ForceProblem = z.object({ path: pathSegments, message: z.string(), rule: z.string() });

export const ForceSummary = z.object({
  id: z.string(),
  campaignId: z.string(),
  system: z.string(),
  systemName: z.string(),
  playerId: z.string(),
  playerName: z.string(),
  factionId: z.string().nullable(),
  name: z.string(),
  points: z.number(),
  /** Bodies on the table, in the system's terms. */
  size: z.number(),
  valid: z.boolean(),
  battleReady: z.boolean(),
  problemCount: z.number().int(),
  /** One line for lists: "1,000 pts Dwarven army, 4,250 soldiers". */
  description: z.string(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
});
export type ForceSummary = z.infer<typeof ForceSummary>;

export const ForceDetail = ForceSummary.extend({
  rosterVersion: z.number().int(),
  roster: z.unknown(),
  problems: z.array(ForceProblem),
});
export type ForceDetail = z.infer<typeof ForceDetail>;

const faction = entityId.nullable().optional();

/** The roster checked by its system's schema; a system without rosters refuses one. */
function withRoster<T extends { readonly system: string; readonly roster?: unknown }>(input: T, ctx: z.core.$RefinementCtx): T {
  if (input.roster === undefined) return input;
  const rosters = systemOf(input).rosters;
  if (!rosters) {
    ctx.addIssue({ code: 'custom', message: `${systemOf(input).name} has no rosters: its sides are the players themselves`, path: ['system'], input: input.system });
    return z.NEVER;
  }
  return { ...input, roster: forward(rosters.schema.safeParse(input.roster), ctx, ['roster']) };
}

export const forceCalls = {
  'forces.list': defineCall({
    summary: "A campaign's forces of every game system (or of one, with `system`), by player then name.",
    input: z.strictObject({ campaignId: entityId, system: z.string().max(64).optional() }),
    output: z.array(ForceSummary),
  }),
  'forces.get': defineCall({
    summary: 'One force of a system other than Orders & Omens: its roster and the engine’s problems with it.',
    input: z.strictObject({ id: entityId }),
    output: ForceDetail,
  }),
  'forces.create': defineCall({
    summary:
      'Create a force for a player from a roster of the given system (saved even when the rules find problems; it is then marked invalid). A roster naming what neither the system nor the campaign’s libraries hold (a Mystic, a Rules Card, a troop type or weapon) is refused and nothing is saved.',
    input: z.strictObject({ campaignId: entityId, playerId: entityId, factionId: faction, system: otherSystemId, roster: z.unknown() }).transform((input, ctx) => withRoster(input, ctx)),
    output: ForceDetail,
  }),
  'forces.update': defineCall({
    summary:
      'Save a force: its whole roster (checked by its system), and/or the player or faction it belongs to. A new reference to what the system and the campaign do not hold is refused; one the library lost since the last save is kept, as a problem.',
    input: z.strictObject({ id: entityId, system: otherSystemId, playerId: entityId.optional(), factionId: faction, roster: z.unknown().optional() }).transform((input, ctx) => withRoster(input, ctx)),
    output: ForceDetail,
  }),
  'forces.delete': defineCall({
    summary: 'Delete a force of a system other than Orders & Omens (battles keep the copy they were set up with).',
    input: z.strictObject({ id: entityId }),
    output: z.object({ id: z.string() }),
  }),
};
