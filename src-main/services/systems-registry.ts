import type { SystemServices } from './system-services';

// What each game system adds to the campaign-wide services (see system-services.ts), imported from
// its own folder (src-main/services/<system-id>/), or `generic` for a system read the generic way.
// One line per system; the blank lines keep the systems' lines apart so their branches merge
// without conflicts. systems-registry.test.ts holds every registered system to a line here.

import { ORDERS_OMENS_SERVICES } from './orders-omens/services';

/** A system the services read the generic way: its summary is the seam's, its cached stats `SystemBattleStats`. */
const generic = (systemId: string): SystemServices => ({ systemId });

export const SYSTEM_SERVICES: readonly SystemServices[] = [
  ORDERS_OMENS_SERVICES,

  generic('order-66'),

  generic('1999'),

  generic('opend6'),

  generic('infinity-its'),
];

const BY_ID: ReadonlyMap<string, SystemServices> = new Map(SYSTEM_SERVICES.map((services) => [services.systemId, services]));

/** The system's hooks; a system with no line (one this version does not know, or one registered at run time) has none. */
export function servicesFor(systemId: string): SystemServices {
  return BY_ID.get(systemId) ?? { systemId };
}
