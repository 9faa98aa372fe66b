import { narrateBattle } from '../../../src-shared/rules/orders-omens/narrator/narrate-battle';
import type { BattleStats } from '../../../src-shared/rules/orders-omens/narrator/types';
import type { BattleSetup } from '../../../src-shared/rules/orders-omens/battle';
import type * as Registry from '../../../src-shared/systems/registry';
import { eventPayloads, rulingsOf, type BareNarrator } from '../chronicle/chronicle-rows';

/**
 * Orders & Omens' battles are narrated from their row and stored log alone, by its own narrator,
 * so an indexer thread narrating them needs neither the registry, drizzle nor another system.
 */

/** The registry's id for Orders & Omens, written here so that an indexer thread does not load the registry (the type keeps the two the same). */
const ORDERS_OMENS: typeof Registry.ORDERS_OMENS_ID = 'orders-omens';

/** The numbers its narrator keeps with a battle's account (its own shape: sides A and B, luck, win probability). */
export type OrdersOmensChronicleStats = BattleStats;

export const ORDERS_OMENS_BARE_NARRATOR: BareNarrator = {
  systemId: ORDERS_OMENS,
  // 2: the end-of-turn line tells every Victory Point of the turn, odds as the luck ledger words them, a Brigade broken and fled as one blow.
  // 3: a miscast spell says the Magical Advisor's power was lost for the rest of the battle.
  // 4: a Compel move is told (who was driven where, with its army), and so are a Harrier's withdrawal, a garrison taken or left, a flight over the field, a regeneration, a General joining a Brigade and an order reaching its Division a turn or more after it was sent.
  // 5: a Brigade whose name already says what it is ("Archers" with bows) is no longer followed by it ("Archers (archers)").
  // 6: inches are written with the double prime the roster sheets use ("pushed back 2″", "rode up to 15″"), not a straight quote.
  version: 6,
  narrate: (sqlite, battle) =>
    narrateBattle({
      battleId: battle.id,
      name: battle.name,
      setup: JSON.parse(battle.setupJson) as BattleSetup,
      events: eventPayloads(sqlite, battle.id).map((payload) => JSON.parse(payload) as { type: string }),
      rulings: rulingsOf(battle.rulingsJson),
      thirds: JSON.parse(battle.thirdsJson) as Record<string, string>,
    }),
};
