import { sql } from 'drizzle-orm';
import { battles } from '../../db/schema/index';
import { isOrdersOmensBattle } from '../../../src-shared/contract/orders-omens/battles';
import type { BattleListHooks } from '../system-services';
import { armyPlayers, ordersOmensListItem } from './battles';

/**
 * How `battles.list` reads an Orders & Omens battle: its own list item (sides named from the
 * battle, the player of each from the army, read once per list), the setup read only for a battle
 * stored without its sides (the item names them from it), and the score so far in VP.
 */
export const ORDERS_OMENS_LIST: BattleListHooks = {
  itemReader: (ctx, campaignId) => {
    const playerOf = armyPlayers(ctx, campaignId);
    return (row) => ordersOmensListItem(row, playerOf);
  },
  setupNeeded: sql`(json_extract(${battles.sidesJson}, '$.A') IS NULL OR json_extract(${battles.sidesJson}, '$.B') IS NULL)`,
  scoreSoFar: (item) => (isOrdersOmensBattle(item) ? { turn: item.summary.turn, bySide: item.summary.vp } : { turn: 0, bySide: null }),
};
