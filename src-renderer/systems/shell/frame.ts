import type { AnyBattleDetail } from '../../../src-shared/contract/battles';

/** One tab of the battle frame's toolbar: its key (the `v-model:tab` value) and what the player reads. */
export interface FrameTab {
  readonly key: string;
  readonly label: string;
}

/** Props of a system's `BattleScreen`: the battle route has read the battle; the screen takes it from there. */
export interface BattleScreenProps {
  readonly campaignId: string;
  readonly detail: AnyBattleDetail;
}
