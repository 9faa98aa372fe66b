import type { ARMY_CALL_NAMES } from '../../../src-shared/contract/orders-omens/armies.names';
import type { HandlersFor } from '../handler-types';
import { createArmy, deleteArmy, exportArmy, getArmy, importArmy, listArmies, randomiseNewArmy, updateArmy } from './armies';

export const armyHandlers: HandlersFor<(typeof ARMY_CALL_NAMES)[number]> = {
  'armies.list': (ctx, input) => listArmies(ctx, input.campaignId),
  'armies.get': (ctx, input) => getArmy(ctx, input.id),
  'armies.create': (ctx, input) => createArmy(ctx, input),
  'armies.randomise': (ctx, input) => randomiseNewArmy(ctx, input),
  'armies.update': (ctx, input) => updateArmy(ctx, input),
  'armies.delete': (ctx, input) => deleteArmy(ctx, input.id),
  'armies.export': (ctx, input) => exportArmy(ctx, input.id),
  'armies.import': (ctx, input) => importArmy(ctx, input),
};
