import { INFINITY_ITS_ID } from '../../../src-shared/rules/infinity-its/system';
import { emptyItsSetup } from '../../../src-shared/rules/infinity-its/setup';
import type { SystemPanels } from '../system-panels';
import BattlePanel from './BattlePanel.vue';
import ResultDetail from './ResultDetail.vue';
import SetupForm from './SetupForm.vue';

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
