export const CAMPAIGN_OVERVIEW_CALL_NAMES = ['campaigns.overview'] as const;
