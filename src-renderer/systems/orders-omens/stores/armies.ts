import { defineStore } from 'pinia';
import { computed, ref } from 'vue';
import type { ArmySummary } from '../../../../src-shared/contract/orders-omens/armies';
import { listName } from '../../../../src-shared/rules/orders-omens/army/lists';
import { call } from '../../../api';
import { listLoads } from '../../../list-loads';

/** Army summaries of the campaign on screen (rosters are loaded one at a time by the builder). */
export const useArmiesStore = defineStore('armies', () => {
  const campaignId = ref<string | null>(null);

  const byPlayer = computed(() => {
    const groups = new Map<string, ArmySummary[]>();
    for (const army of armies.value) groups.set(army.playerId, [...(groups.get(army.playerId) ?? []), army]);
    return groups;
  });

  // Only the load started last is shown: switching campaigns quickly, the list of the one left never
  // lands on the next. Nothing changes this list in place: armies are added, edited and deleted on pages
  // of their own, and each page showing the list loads it again as it opens, a load newer than any
  // started before the change (see list-loads.ts).
  const { list: armies, load } = listLoads(
    (forCampaign: string) => call('armies.list', { campaignId: forCampaign }),
    (forCampaign) => (campaignId.value = forCampaign),
  );

  /** The army list's name, for the campaign page's army table. */
  const listNameOf = (army: ArmySummary): string => listName(army.list);

  return { campaignId, armies, byPlayer, load, listNameOf };
});
