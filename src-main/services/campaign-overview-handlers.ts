import type { CAMPAIGN_OVERVIEW_CALL_NAMES } from '../../src-shared/contract/campaign-overview.names';
import type { HandlersFor } from './handler-types';
import { campaignOverview } from './campaign-overview';

export const campaignOverviewHandlers: HandlersFor<(typeof CAMPAIGN_OVERVIEW_CALL_NAMES)[number]> = {
  'campaigns.overview': (ctx, input) => campaignOverview(ctx, input.id),
};
