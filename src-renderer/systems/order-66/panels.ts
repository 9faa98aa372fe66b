import type { Order66SetupInput } from '../../../src-shared/rules/order-66/battle/setup';
import { MYSTICS_LIBRARY_ID } from '../../../src-shared/rules/order-66/roster/mystic-library';
import type { SystemPanels } from '../system-panels';
import BattlePanel from './BattlePanel.vue';
import MysticsLibraryEditor from './MysticsLibraryEditor.vue';
import RosterEditor from './RosterEditor.vue';
import SetupForm from './SetupForm.vue';

/** Order 66's screens for the generic battle shell, the force pages and the library page. */
export const ORDER_66_PANELS: SystemPanels = {
  systemId: 'order-66',
  RosterEditor,
  SetupForm,
  BattlePanel,
  libraryEditors: { [MYSTICS_LIBRARY_ID]: MysticsLibraryEditor },
  emptySetup: (): Order66SetupInput => ({ turnLimit: null, scenario: null }),
};
