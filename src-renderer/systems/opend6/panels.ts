import { defineAsyncComponent } from 'vue';
import './opend6.css';
import { EQUIPMENT_LIBRARY_ID, TROOP_TYPES_LIBRARY_ID } from '../../../src-shared/rules/opend6/equipment/library';
import { OPEND6_SYSTEM_ID } from '../../../src-shared/rules/opend6/system';
import type { SystemPanels } from '../system-panels';
import { emptyOd6Setup } from './setup';

// Its screens load with the first one opened, in chunks of their own: another system's players never download them.
const BattlePanel = defineAsyncComponent(() => import('./BattlePanel.vue'));
const EquipmentEditor = defineAsyncComponent(() => import('./EquipmentEditor.vue'));
const SetupForm = defineAsyncComponent(() => import('./SetupForm.vue'));
const SquadEditor = defineAsyncComponent(() => import('./SquadEditor.vue'));
const TroopListEditor = defineAsyncComponent(() => import('./TroopListEditor.vue'));

/** OpenD6 Fantasy Miniatures' screens for the battle shell, the squad pages and the library pages. */
export const OPEND6_PANELS: SystemPanels = {
  systemId: OPEND6_SYSTEM_ID,
  RosterEditor: SquadEditor,
  SetupForm,
  BattlePanel,
  libraryEditors: { [EQUIPMENT_LIBRARY_ID]: EquipmentEditor, [TROOP_TYPES_LIBRARY_ID]: TroopListEditor },
  placesSetupProblem: (path) => path === 'turnLimit' || path.startsWith('budgets.'),
  emptySetup: emptyOd6Setup,
};
