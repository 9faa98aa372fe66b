import { GENERALS_FATE_MODIFIERS, GENERALS_FATE_TABLE } from '../../data/generals-fate';
import type { GeneralsFateBand } from '../../types';

/** "Defeated by 5+ hits: -2 to the roll", the worst band. */
export const HEAVY_DEFEAT_MODIFIER = -2;

/** Modifier for a General whose regiment was "Defeated by" `margin` hits; none outside melee. */
export function fateModifier(margin: number | null): number {
  if (margin === null || margin <= 0) return 0;
  const band = GENERALS_FATE_MODIFIERS.find((b) => margin >= b.defeatedByMin && (b.defeatedByMax === null || margin <= b.defeatedByMax));
  return band?.modifier ?? 0;
}

/** The General's Fate band for a modified 2D6 total ("2 or less" and "12+" are open-ended). */
export function fateBand(modifiedTotal: number): GeneralsFateBand {
  const band = GENERALS_FATE_TABLE.find((b) => (b.min === null || modifiedTotal >= b.min) && (b.max === null || modifiedTotal <= b.max));
  return band ?? GENERALS_FATE_TABLE[0];
}
