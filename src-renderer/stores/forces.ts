import { defineStore } from 'pinia';
import { computed, ref } from 'vue';
import type { ForceSummary } from '../../src-shared/contract/forces';
import { call } from '../api';

/** Forces of every system in the campaign on screen, by player. */
export const useForcesStore = defineStore('forces', () => {
  const campaignId = ref<string | null>(null);
  const forces = ref<ForceSummary[]>([]);

  const byPlayer = computed(() => {
    const groups = new Map<string, ForceSummary[]>();
    for (const force of forces.value) groups.set(force.playerId, [...(groups.get(force.playerId) ?? []), force]);
    return groups;
  });

  // Only the load started last is shown: switching campaigns quickly, the list of the one left
  // never lands on the next.
  let loads = 0;

  async function load(forCampaign: string): Promise<void> {
    const ticket = ++loads;
    const list = await call('forces.list', { campaignId: forCampaign });
    if (ticket !== loads) return;
    campaignId.value = forCampaign;
    forces.value = list;
  }

  return { campaignId, forces, byPlayer, load };
});
