/** Ranged combat charts (seed 004 L197–L240). */

export const RANGE_BANDS = ['short', 'medium', 'long'] as const;
export type RangeBand = (typeof RANGE_BANDS)[number];

/** Ranged Combat Chart: base difficulty by range (L203–L207). */
export const BASE_DIFFICULTY: Readonly<Record<RangeBand, number>> = { short: 6, medium: 8, long: 10 };

export const COVER_LEVELS = ['none', 'light', 'medium', 'heavy'] as const;
export type Cover = (typeof COVER_LEVELS)[number];

/** Target condition modifiers (L212–L216). */
export const COVER_MODIFIER: Readonly<Record<Cover, number>> = { none: 0, light: 1, medium: 2, heavy: 3 };
export const TARGET_PRONE_MODIFIER = 1;

/** Shooter condition modifiers (L218–L225); shaken and demoralized live with the morale statuses. */
export const SHOOTER_MODIFIERS = {
  walking: 1,
  opportunityFire: 1,
  defensiveFire: 1,
  separated: 1,
  followingFire: 2,
  /** An undermanned siege weapon (L300). */
  undermanned: 2,
  /** Firing a siege weapon at a point out of sight (L319). */
  blind: 3,
} as const;

/** "1" in the game represents 2 meters" (L33, L198). */
export const METRES_PER_INCH = 2;

/** Ways a squad shoots: in the Ranged Combat Phase, as opportunity fire, or as defensive fire. */
export const FIRE_MODES = ['ranged', 'opportunity', 'defensive'] as const;
export type FireMode = (typeof FIRE_MODES)[number];

/** A squad may split its fire between at most two targets (L107). */
export const MAX_TARGETS_PER_SQUAD = 2;
