// The call groups a game system adds beyond the shared ones (Orders & Omens' armies.*), by name
// only: names.ts spreads this list for the sandboxed preload, which cannot load zod. Each comes
// from its system's folder (contract/<system-id>/); own-calls.ts lists the same groups'
// definitions, and index.ts fails to compile when the two drift apart. One import and one spread
// per system.

import { ARMY_CALL_NAMES } from './orders-omens/armies.names';

export const OWN_CALL_NAMES = [
  ...ARMY_CALL_NAMES,
] as const;

/** A call of a system's own group, answered by that system's services (SystemServices.calls). */
export type OwnCallName = (typeof OWN_CALL_NAMES)[number];
