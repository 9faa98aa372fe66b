import { ref, watch, type Ref } from 'vue';
import type { AnyBattleListItem } from '../../src-shared/contract/battles';
import { call } from '../api';

/** A campaign's recorded battles, for pickers and links elsewhere (the ladder's battle link). */
export function useCampaignBattles(campaignId: Ref<string> | (() => string)): Ref<AnyBattleListItem[]> {
  const battles = ref<AnyBattleListItem[]>([]);
  watch(
    campaignId,
    async (id) => {
      battles.value = await call('battles.list', { campaignId: id }).catch(() => []);
    },
    { immediate: true },
  );
  return battles;
}
