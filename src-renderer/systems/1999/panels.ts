import type { SystemPanels } from '../system-panels';
import { RULES_CARDS_LIBRARY } from '../../../src-shared/rules/1999';
import BattlePanel from './battle/BattlePanel.vue';
import CardLibraryEditor from './library/CardLibraryEditor.vue';
import RosterEditor from './roster/RosterEditor.vue';
import SetupForm from './setup/SetupForm.vue';
import { emptySetup } from './setup/empty-setup';

/** 1999's screens for the generic battle shell, army and library pages. */
export const PANELS_1999: SystemPanels = {
  systemId: '1999',
  RosterEditor,
  SetupForm,
  BattlePanel,
  libraryEditors: { [RULES_CARDS_LIBRARY]: CardLibraryEditor },
  emptySetup,
};
