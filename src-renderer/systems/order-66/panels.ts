import { defineAsyncComponent } from 'vue';
import type { Order66SetupInput } from '../../../src-shared/rules/order-66/battle/setup';
import { MYSTICS_LIBRARY_ID } from '../../../src-shared/rules/order-66/roster/mystic-library';
import type { SystemPanels } from '../system-panels';

// Its screens load with the first one opened, in chunks of their own: another system's players never download them.
const BattlePanel = defineAsyncComponent(() => import('./BattlePanel.vue'));
const MysticsLibraryEditor = defineAsyncComponent(() => import('./MysticsLibraryEditor.vue'));
const RosterEditor = defineAsyncComponent(() => import('./RosterEditor.vue'));
const SetupForm = defineAsyncComponent(() => import('./SetupForm.vue'));

/** Order 66's screens for the generic battle shell, the force pages and the library page. */
export const ORDER_66_PANELS: SystemPanels = {
  systemId: 'order-66',
  RosterEditor,
  SetupForm,
  BattlePanel,
  libraryEditors: { [MYSTICS_LIBRARY_ID]: MysticsLibraryEditor },
  placesSetupProblem: (path) => path === 'turnLimit' || path === 'scenario',
  emptySetup: (): Order66SetupInput => ({ turnLimit: null, scenario: null }),
};
