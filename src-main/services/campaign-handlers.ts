import type { CAMPAIGN_CALL_NAMES } from '../../src-shared/contract/campaigns.names';
import type { HandlersFor } from './handler-types';
import { createCampaign, deleteCampaign, getCampaign, listCampaigns, updateCampaign } from './campaigns';

export const campaignHandlers: HandlersFor<(typeof CAMPAIGN_CALL_NAMES)[number]> = {
  'campaigns.list': (ctx) => listCampaigns(ctx),
  'campaigns.get': (ctx, input) => getCampaign(ctx, input.id),
  'campaigns.create': (ctx, input) => createCampaign(ctx, input),
  'campaigns.update': (ctx, input) => updateCampaign(ctx, input),
  'campaigns.delete': (ctx, input) => deleteCampaign(ctx, input.id),
};
