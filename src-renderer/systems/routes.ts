import type { RouteRecordRaw } from 'vue-router';

// Pages a game system adds beyond the shared ones (battles, forces, libraries), from its own
// folder; one import and one spread per system. Components load lazily, as the router's own do.

import { ORDERS_OMENS_ROUTES } from './orders-omens/routes';

export const SYSTEM_ROUTES: readonly RouteRecordRaw[] = [
  ...ORDERS_OMENS_ROUTES,
];
