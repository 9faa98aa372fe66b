/** Siege weapons: the template and deviation (seed 004 L287–L323). */
import type { RangeBand } from './ranged';

/** "the siege weapon template with a 2.5" radius" (L289). */
export const SIEGE_TEMPLATE_RADIUS_INCHES = 2.5;

/** A base touching (not under) the template takes Damage Strength -1 (L322); so do prone soldiers and those behind a window or door (L323). */
export const SIEGE_DAMAGE_REDUCTION = { touching: 1, prone: 1, behindOpening: 1 } as const;

/** Deviation direction: a die read off the template; "if you rolled a 4, the projectile would have deviated toward the soldier who shot it" (L309). */
export const TOWARD_SHOOTER_FACE = 4;

/**
 * Distance deviated. The prose (L310): short half a die rounded up, medium one die, long twice one
 * die. The chart (L311–L315): short 1D, medium 2D, long 3D. `od6.siege-deviation-distance` chooses.
 */
export const DEVIATION_PROSE: Readonly<Record<RangeBand, { readonly dice: 1; readonly multiplier: number; readonly halveRoundUp: boolean }>> = {
  short: { dice: 1, multiplier: 1, halveRoundUp: true },
  medium: { dice: 1, multiplier: 1, halveRoundUp: false },
  long: { dice: 1, multiplier: 2, halveRoundUp: false },
};
export const DEVIATION_CHART_DICE: Readonly<Record<RangeBand, number>> = { short: 1, medium: 2, long: 3 };

/** Fire directed at a siege weapon has "a 50-50 chance of hitting a crew member instead" (L297). */
export const CREW_HIT_CHANCE = 0.5;
