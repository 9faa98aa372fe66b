import type { SystemPanels } from './system-panels';

// Each game system's panels, imported from its own folder (src-renderer/systems/<system-id>/).
// One import and one list line per system; the blank lines keep the systems' lines apart so
// their branches merge without conflicts.

import { ORDERS_OMENS_PANELS } from './orders-omens/panels';

import { ORDER_66_PANELS } from './order-66/panels';

import { PANELS_1999 } from './1999/panels';

import { OPEND6_PANELS } from './opend6/panels';

import { INFINITY_ITS_PANELS } from './infinity-its/panels';

const PANELS: readonly SystemPanels[] = [
  ORDERS_OMENS_PANELS,

  ORDER_66_PANELS,

  PANELS_1999,

  OPEND6_PANELS,

  INFINITY_ITS_PANELS,
];

const BY_ID: ReadonlyMap<string, SystemPanels> = new Map(PANELS.map((panels) => [panels.systemId, panels]));

/** The panels of a system, or null when the system has none yet (the shell then says so). */
export function panelsFor(systemId: string): SystemPanels | null {
  return BY_ID.get(systemId) ?? null;
}

/** The ids of the systems that have panels, for pickers that only offer playable systems. */
export function systemsWithPanels(): readonly string[] {
  return PANELS.map((panels) => panels.systemId);
}
