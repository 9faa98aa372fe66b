import { defineAsyncComponent } from 'vue';
import { INFINITY_ITS_ID } from '../../../src-shared/rules/infinity-its/system';
import { emptyItsSetup } from '../../../src-shared/rules/infinity-its/setup';
import type { SystemPanels } from '../system-panels';

// Its screens load with the first one opened, in chunks of their own: another system's players never download them.
const BattlePanel = defineAsyncComponent(() => import('./BattlePanel.vue'));
const ResultDetail = defineAsyncComponent(() => import('./ResultDetail.vue'));
const SetupForm = defineAsyncComponent(() => import('./SetupForm.vue'));

/** Infinity ITS games: no rosters or libraries; the set-up picks a scenario, the panel takes the end-of-game report. */
export const INFINITY_ITS_PANELS: SystemPanels = {
  systemId: INFINITY_ITS_ID,
  RosterEditor: null,
  SetupForm,
  BattlePanel,
  libraryEditors: {},
  ResultDetail,
  emptySetup: () => emptyItsSetup(),
};
