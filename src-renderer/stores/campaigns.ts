import { defineStore } from 'pinia';
import { computed } from 'vue';
import type { Campaign } from '../../src-shared/contract/campaigns';
import type { CallInput } from '../../src-shared/contract';
import { ApiError, call } from '../api';
import { reportedListLoads } from '../list-loads';

export const useCampaignsStore = defineStore('campaigns', () => {
  // Only the load started last is shown, and each change to the list reads it again if a load from
  // before it is still on its way: it would put back the list without the new campaign, or with the
  // old name (see list-loads.ts).
  const { list: campaigns, loaded, loadError, load: loadAll } = reportedListLoads(() => call('campaigns.list', {}));
  const load = (): Promise<void> => loadAll(undefined);

  const byId = computed(() => new Map(campaigns.value.map((campaign) => [campaign.id, campaign])));

  /** The list as the browser host's page carried it (or as it rendered it there), shown before the first load answers. */
  function seed(list: readonly Campaign[]): void {
    campaigns.value = [...list];
    loaded.value = true;
  }

  async function fetchOne(id: string): Promise<Campaign> {
    const campaign = await call('campaigns.get', { id });
    upsert(campaign);
    return campaign;
  }

  async function create(input: CallInput<'campaigns.create'>): Promise<Campaign> {
    const campaign = await call('campaigns.create', input);
    campaigns.value = [campaign, ...campaigns.value];
    return campaign;
  }

  async function update(input: CallInput<'campaigns.update'>): Promise<Campaign> {
    const campaign = await call('campaigns.update', input);
    upsert(campaign);
    return campaign;
  }

  async function remove(id: string): Promise<void> {
    try {
      await call('campaigns.delete', { id });
    } catch (error) {
      if (!(error instanceof ApiError && error.code === 'not_found')) throw error;
    }
    campaigns.value = campaigns.value.filter((campaign) => campaign.id !== id);
  }

  function upsert(campaign: Campaign): void {
    const others = campaigns.value.filter((existing) => existing.id !== campaign.id);
    campaigns.value = [campaign, ...others].sort((a, b) => b.updatedAt - a.updatedAt);
  }

  return { campaigns, loaded, loadError, byId, load, seed, fetchOne, create, update, remove };
});
