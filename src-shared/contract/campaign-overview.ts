import { z } from 'zod';
import { defineCall } from './define';
import { entityId } from './fields';
import { BattleOutcomeOut } from './system-battles';

const Record_ = z.object({ played: z.number().int(), won: z.number().int(), drawn: z.number().int(), lost: z.number().int() });

/** A player's results across the campaign's battles of every game system (from each battle's result, winner or draw). */
export const Standing = Record_.extend({
  playerId: z.string().nullable(),
  playerName: z.string(),
  colour: z.string().nullable(),
  /** The same, per game system, in picker order of first appearance; ladder games under `LADDER_SYSTEM` (ladder-records.ts). */
  bySystem: z.array(Record_.extend({ system: z.string(), systemName: z.string() })),
});
export type Standing = z.infer<typeof Standing>;

export const CampaignOverview = z.object({
  campaignId: z.string(),
  /** Battles recorded in the campaign, newest first, of every game system; empty until battles exist. */
  battles: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      status: z.string(),
      createdAt: z.number().int(),
      system: z.string(),
      systemName: z.string(),
      outcome: BattleOutcomeOut.nullable(),
    }),
  ),
  /** The fallen so far across the campaign's battles, in each system's bodies (`BattleSummary.fallen`): Orders & Omens' soldiers (25 a hit), Order 66's and 1999's models, OpenD6's soldiers. */
  soldiersLost: z.number(),
  /** What `soldiersLost` counts, in the words of the systems it adds up (`one` after a count of one, "soldier or model"; else `many`, "soldiers and models"); null when no battle counts its fallen. */
  fallenNoun: z.object({ one: z.string(), many: z.string() }).nullable(),
  /** Players by wins, then draws, then fewest losses. */
  standings: z.array(Standing),
});
export type CampaignOverview = z.infer<typeof CampaignOverview>;

export const campaignOverviewCalls = {
  'campaigns.overview': defineCall({
    summary: "What a campaign's overview page shows beyond players and armies: battles of every system fought, soldiers lost, and each player's standing.",
    input: z.strictObject({ id: entityId }),
    output: CampaignOverview,
  }),
};
