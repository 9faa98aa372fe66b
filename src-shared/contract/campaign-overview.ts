import { z } from 'zod';
import { defineCall } from './define';
import { entityId } from './fields';

export const CampaignOverview = z.object({
  campaignId: z.string(),
  /** Battles recorded in the campaign, newest first; empty until battles exist. */
  battles: z.array(z.object({ id: z.string(), name: z.string(), status: z.string(), createdAt: z.number().int() })),
  /** Soldiers lost so far across the campaign's armies (25 per hit); 0 until battles record losses. */
  soldiersLost: z.number(),
});
export type CampaignOverview = z.infer<typeof CampaignOverview>;

export const campaignOverviewCalls = {
  'campaigns.overview': defineCall({
    summary: "What a campaign's overview page shows beyond players and armies: battles fought and soldiers lost.",
    input: z.strictObject({ id: entityId }),
    output: CampaignOverview,
  }),
};
