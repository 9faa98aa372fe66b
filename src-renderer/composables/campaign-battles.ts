import { ref, toValue, type Ref } from 'vue';
import type { BattleListRow } from '../../src-shared/contract/battle-list';
import { call } from '../api';
import { useRouteLoad } from './route-load';

/** A campaign's recorded battles, for pickers and links elsewhere (the ladder's battle link). */
export function useCampaignBattles(campaignId: Ref<string> | (() => string)): Ref<BattleListRow[]> {
  const battles = ref<BattleListRow[]>([]);
  // Only the list asked for last is kept: the battles of a campaign left, answering late, never link from the next.
  useRouteLoad(
    () => toValue(campaignId),
    async (id, current) => {
      const list = await call('battles.list', { campaignId: id }).catch(() => []);
      if (current()) battles.value = list;
    },
  );
  return battles;
}
