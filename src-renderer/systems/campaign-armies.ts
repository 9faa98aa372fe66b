import type { CampaignArmies } from './system-panels';

// The systems with a table of their own on the campaign page's Armies panel, imported from their
// own folders; every other system's forces share the page's generic table. Kept apart from
// registry.ts so the campaign page loads these tables and not every system's screens.
// One import and one list line per system.

import { ORDERS_OMENS_CAMPAIGN_ARMIES } from './orders-omens/army/campaign-armies';

export const CAMPAIGN_ARMIES: readonly CampaignArmies[] = [ORDERS_OMENS_CAMPAIGN_ARMIES];
