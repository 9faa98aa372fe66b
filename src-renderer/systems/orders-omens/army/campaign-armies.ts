import type { CampaignArmies } from '../../system-panels';
import { useArmiesStore } from '../stores/armies';
import CampaignArmyTable from './CampaignArmyTable.vue';

/** Orders & Omens' armies on the campaign page: their own table, from its armies store. */
export const ORDERS_OMENS_CAMPAIGN_ARMIES: CampaignArmies = {
  load: (campaignId) => useArmiesStore().load(campaignId),
  forceIds: () => new Set(useArmiesStore().armies.map((army) => army.id)),
  Table: CampaignArmyTable,
};
