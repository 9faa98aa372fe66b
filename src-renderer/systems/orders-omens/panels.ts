import { ORDERS_OMENS_ID } from '../../../src-shared/systems/registry';
import type { SystemPanels } from '../system-panels';
import BattleScreen from './battle/BattleScreen.vue';

/**
 * Orders & Omens fills the shared battle frame with its own screen (phase stepper, status board,
 * undo/redo, walkthrough panels). Its set-up and army builder keep their own pages for now.
 */
export const ORDERS_OMENS_PANELS: SystemPanels = {
  systemId: ORDERS_OMENS_ID,
  RosterEditor: null,
  SetupForm: null,
  BattlePanel: null,
  BattleScreen,
  libraryEditors: {},
  emptySetup: () => ({}),
};
