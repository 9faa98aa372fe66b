import { defineStore } from 'pinia';
import { computed, ref } from 'vue';
import type { Campaign } from '../../src-shared/contract/campaigns';
import type { CallInput } from '../../src-shared/contract';
import { ApiError, call } from '../api';
import { listLoads } from '../list-loads';

export const useCampaignsStore = defineStore('campaigns', () => {
  const campaigns = ref<Campaign[]>([]);
  const loaded = ref(false);
  const loadError = ref<string | null>(null);

  const byId = computed(() => new Map(campaigns.value.map((campaign) => [campaign.id, campaign])));

  // Only the load started last is shown, and each change below reads the list again if a load from
  // before it is still on its way: it would put back the list without the new campaign, or with the
  // old name (see list-loads.ts).
  const loads = listLoads(
    () => call('campaigns.list', {}),
    (list) => {
      campaigns.value = list;
      loadError.value = null;
    },
  );

  async function load(): Promise<void> {
    try {
      await loads.load(undefined);
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
    void loads.changed();
    return campaign;
  }

  async function update(input: CallInput<'campaigns.update'>): Promise<Campaign> {
    const campaign = await call('campaigns.update', input);
    upsert(campaign);
    void loads.changed();
    return campaign;
  }

  async function remove(id: string): Promise<void> {
    try {
      await call('campaigns.delete', { id });
    } catch (error) {
      if (!(error instanceof ApiError && error.code === 'not_found')) throw error;
    }
    campaigns.value = campaigns.value.filter((campaign) => campaign.id !== id);
    void loads.changed();
  }

  function upsert(campaign: Campaign): void {
    const others = campaigns.value.filter((existing) => existing.id !== campaign.id);
    campaigns.value = [campaign, ...others].sort((a, b) => b.updatedAt - a.updatedAt);
  }

  return { campaigns, loaded, loadError, byId, load, seed, fetchOne, create, update, remove };
});
