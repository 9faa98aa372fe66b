import './opend6.css';
import { EQUIPMENT_LIBRARY_ID, TROOP_TYPES_LIBRARY_ID } from '../../../src-shared/rules/opend6/equipment/library';
import { OPEND6_SYSTEM_ID } from '../../../src-shared/rules/opend6/system';
import type { SystemPanels } from '../system-panels';
import BattlePanel from './BattlePanel.vue';
import EquipmentEditor from './EquipmentEditor.vue';
import SetupForm from './SetupForm.vue';
import SquadEditor from './SquadEditor.vue';
import TroopListEditor from './TroopListEditor.vue';
import { emptyOd6Setup } from './setup';

/** OpenD6 Fantasy Miniatures' screens for the battle shell, the squad pages and the library pages. */
export const OPEND6_PANELS: SystemPanels = {
  systemId: OPEND6_SYSTEM_ID,
  RosterEditor: SquadEditor,
  SetupForm,
  BattlePanel,
  libraryEditors: { [EQUIPMENT_LIBRARY_ID]: EquipmentEditor, [TROOP_TYPES_LIBRARY_ID]: TroopListEditor },
  emptySetup: emptyOd6Setup,
};
