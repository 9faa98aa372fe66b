// The call groups a game system adds beyond the shared ones (Orders & Omens' armies.*), declared
// in its system's folder (contract/<system-id>/) and merged into the call table by index.ts; their
// names are listed again in own-calls.names.ts. One import and one spread per system (a system
// with several groups gathers them in one module of its folder).

import { armyCalls } from './orders-omens/armies';

export const OWN_CALLS = {
  ...armyCalls,
};
