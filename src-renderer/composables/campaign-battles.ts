import { ref, watch, type Ref } from 'vue';
import type { BattleListRow } from '../../src-shared/contract/battle-list';
import { call } from '../api';

/** A campaign's recorded battles, for pickers and links elsewhere (the ladder's battle link). */
export function useCampaignBattles(campaignId: Ref<string> | (() => string)): Ref<BattleListRow[]> {
  const battles = ref<BattleListRow[]>([]);
  watch(
    campaignId,
    async (id) => {
      battles.value = await call('battles.list', { campaignId: id }).catch(() => []);
    },
    { immediate: true },
  );
  return battles;
}
