import { defineStore } from 'pinia';
import { computed, ref } from 'vue';
import type { ForceSummary } from '../../src-shared/contract/forces';
import { call } from '../api';
import { listLoads } from '../list-loads';

/** Forces of every system in the campaign on screen, by player. */
export const useForcesStore = defineStore('forces', () => {
  const campaignId = ref<string | null>(null);

  const byPlayer = computed(() => {
    const groups = new Map<string, ForceSummary[]>();
    for (const force of forces.value) groups.set(force.playerId, [...(groups.get(force.playerId) ?? []), force]);
    return groups;
  });

  // Only the load started last is shown: switching campaigns quickly, the list of the one left never
  // lands on the next. Nothing changes this list in place: forces are added, edited and deleted on pages
  // of their own, and each page showing the list loads it again as it opens, a load newer than any
  // started before the change (see list-loads.ts).
  const { list: forces, load } = listLoads(
    (forCampaign: string) => call('forces.list', { campaignId: forCampaign }),
    (forCampaign) => (campaignId.value = forCampaign),
  );

  return { campaignId, forces, byPlayer, load };
});
