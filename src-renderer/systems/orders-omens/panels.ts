import { defineAsyncComponent } from 'vue';
import { ORDERS_OMENS_ID } from '../../../src-shared/systems/registry';
import type { SystemPanels } from '../system-panels';
import ArmyActions from './army/ArmyActions.vue';
import ArmyForceCard from './army/ArmyForceCard.vue';
import NewArmyPanel from './army/NewArmyPanel.vue';
import { armyRoute } from './army/links';
import { useArmiesStore } from './stores/armies';

// Its screens load with the first one opened, in chunks of their own: another system's players never download them.
const BattleScreen = defineAsyncComponent(() => import('./battle/BattleScreen.vue'));
const BattleSetup = defineAsyncComponent(() => import('./setup/BattleSetup.vue'));

/**
 * Orders & Omens fills the shared battle frame with its own screen (phase stepper, status board,
 * undo/redo, walkthrough panels). Its set-up form is its own too (its battles are listed like every system's, from `battles.list`); its armies
 * keep their own builder pages, and bring their own card, new-army form, import and randomiser to the Armies page.
 */
export const ORDERS_OMENS_PANELS: SystemPanels = {
  systemId: ORDERS_OMENS_ID,
  RosterEditor: null,
  SetupForm: null,
  BattlePanel: null,
  BattleScreen,
  BattleSetup,
  libraryEditors: {},
  forces: {
    route: armyRoute,
    load: (campaignId) => useArmiesStore().load(campaignId),
    Card: ArmyForceCard,
    NewForm: NewArmyPanel,
    newSummary: 'Armies of Brigades from the Orders & Omens army lists.',
    Actions: ArmyActions,
  },
  emptySetup: () => ({}),
};
