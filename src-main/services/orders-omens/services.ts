import type { SystemServices } from '../system-services';
import { ORDERS_OMENS_ID } from '../../../src-shared/systems/registry';
import { ORDERS_OMENS_BATTLE_CALLS } from './battle-calls';
import { ORDERS_OMENS_LIST } from './battle-list-item';
import { ordersOmensResultReader } from './battle-result';
import { ordersOmensSideLuck } from './battle-luck';
import { ordersOmensServiceRecords } from './service-records';
import { reassessCampaignArmies } from './army-store';
import { armyHandlers } from './army-handlers';

/** Orders & Omens keeps its battles in its own shape (its own log and answers, its log's summary, its narrator's BattleStats): the battles.* calls and every campaign-wide service reach them through these; its armies.* calls are its own, and its armies are redone with new house rules. */
export const ORDERS_OMENS_SERVICES: SystemServices = {
  systemId: ORDERS_OMENS_ID,
  calls: armyHandlers,
  battles: ORDERS_OMENS_BATTLE_CALLS,
  list: ORDERS_OMENS_LIST,
  resultReader: ordersOmensResultReader,
  sideLuck: ordersOmensSideLuck,
  records: ordersOmensServiceRecords,
  houseRulesChanged: reassessCampaignArmies,
};
