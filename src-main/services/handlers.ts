import type { CallName } from '../../src-shared/contract';
import type { HandlersFor } from './handler-types';
import { appHandlers } from './app-handlers';
import { campaignHandlers } from './campaign-handlers';
import { campaignOverviewHandlers } from './campaign-overview-handlers';
import { playerHandlers } from './player-handlers';
import { ladderHandlers } from './ladder-handlers';
import { objectiveHandlers } from './objective-handlers';
import { battleHandlers } from './battle-handlers';
import { chronicleHandlers } from './chronicle-handlers';
import { exchangeHandlers } from './exchange-handlers';
import { forceHandlers } from './force-handlers';
import { libraryHandlers } from './library-handlers';
import { campaignMapHandlers } from './campaign-map/handlers';
import { realmHandlers } from './realm/handlers';
import { ownCallHandlers } from './own-call-handlers';
import { SYSTEM_SERVICES } from './systems-registry';

/** Which service function answers each contract call: one map per area, and the game systems' own calls from their lines in systems-registry.ts, merged. */
export const handlers: HandlersFor<CallName> = {
  ...appHandlers,
  ...campaignHandlers,
  ...campaignOverviewHandlers,
  ...playerHandlers,
  ...ownCallHandlers(SYSTEM_SERVICES),
  ...ladderHandlers,
  ...objectiveHandlers,
  ...battleHandlers,
  ...chronicleHandlers,
  ...exchangeHandlers,
  ...forceHandlers,
  ...libraryHandlers,
  ...campaignMapHandlers,
  ...realmHandlers,
};
