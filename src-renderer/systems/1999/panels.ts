import { defineAsyncComponent } from 'vue';
import type { SystemPanels } from '../system-panels';
import { RULES_CARDS_LIBRARY } from '../../../src-shared/rules/1999';
import { emptySetup } from './setup/empty-setup';

// Its screens load with the first one opened, in chunks of their own: another system's players never download them.
const BattlePanel = defineAsyncComponent(() => import('./battle/BattlePanel.vue'));
const CardLibraryEditor = defineAsyncComponent(() => import('./library/CardLibraryEditor.vue'));
const RosterEditor = defineAsyncComponent(() => import('./roster/RosterEditor.vue'));
const SetupForm = defineAsyncComponent(() => import('./setup/SetupForm.vue'));

/** 1999's screens for the generic battle shell, army and library pages. */
export const PANELS_1999: SystemPanels = {
  systemId: '1999',
  RosterEditor,
  SetupForm,
  BattlePanel,
  libraryEditors: { [RULES_CARDS_LIBRARY]: CardLibraryEditor },
  // Beside the size, the victory condition and its parts, and the markers; a terrain piece's problem is said below the form.
  placesSetupProblem: (path) => ['size', 'victory', 'turnLimit', 'territorialTurn', 'prey', 'markers'].includes(path.split('.')[0]!),
  emptySetup,
};
