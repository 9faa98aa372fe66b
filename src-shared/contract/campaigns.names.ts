export const CAMPAIGN_CALL_NAMES = ['campaigns.list', 'campaigns.get', 'campaigns.create', 'campaigns.update', 'campaigns.delete'] as const;
