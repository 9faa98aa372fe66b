import { defineStore } from 'pinia';
import { computed, ref } from 'vue';
import type { Campaign } from '../../src-shared/contract/campaigns';
import type { CallInput } from '../../src-shared/contract';
import { ApiError, call } from '../api';

export const useCampaignsStore = defineStore('campaigns', () => {
  const campaigns = ref<Campaign[]>([]);
  const loaded = ref(false);
  const loadError = ref<string | null>(null);

  const byId = computed(() => new Map(campaigns.value.map((campaign) => [campaign.id, campaign])));

  async function load(): Promise<void> {
    try {
      campaigns.value = await call('campaigns.list', {});
      loadError.value = null;
    } catch (error) {
      loadError.value = (error as Error).message;
    } finally {
      loaded.value = true;
    }
  }

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
