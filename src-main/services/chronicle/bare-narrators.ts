import type { BareNarrator } from './chronicle-rows';

// The systems whose battles are narrated from their row and stored log alone, on a bare
// connection (chronicle-rows.ts), imported from their own folders: an indexer thread narrates them
// without loading the registry, drizzle or the other systems, and the chronicle's numbers keep
// their own shape. Every other system is narrated through GameSystem (indexer-other-systems.ts).
// One import, one type member and one list line per system.

import { ORDERS_OMENS_BARE_NARRATOR, type OrdersOmensChronicleStats } from '../orders-omens/bare-narrator';

/** The numbers these systems keep with a battle's account, each in its own shape (the others keep SystemBattleStats). */
export type OwnChronicleStats = OrdersOmensChronicleStats;

const BARE_NARRATORS: readonly BareNarrator[] = [ORDERS_OMENS_BARE_NARRATOR];

const BY_ID: ReadonlyMap<string, BareNarrator> = new Map(BARE_NARRATORS.map((narrator) => [narrator.systemId, narrator]));

/** The system's bare narrator, or undefined when its battles are narrated through GameSystem. */
export function bareNarratorFor(systemId: string): BareNarrator | undefined {
  return BY_ID.get(systemId);
}
