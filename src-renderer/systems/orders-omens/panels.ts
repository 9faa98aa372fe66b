import { ORDERS_OMENS_ID } from '../../../src-shared/systems/registry';
import type { SystemPanels } from '../system-panels';
import BattleCard from './battle/BattleCard.vue';
import BattleScreen from './battle/BattleScreen.vue';
import BattleSetup from './setup/BattleSetup.vue';

/**
 * Orders & Omens fills the shared battle frame with its own screen (phase stepper, status board,
 * undo/redo, walkthrough panels). Its battles-list card and set-up form are its own too; its army builder keeps its own pages.
 */
export const ORDERS_OMENS_PANELS: SystemPanels = {
  systemId: ORDERS_OMENS_ID,
  RosterEditor: null,
  SetupForm: null,
  BattlePanel: null,
  BattleScreen,
  BattleCard,
  BattleSetup,
  libraryEditors: {},
  emptySetup: () => ({}),
};
