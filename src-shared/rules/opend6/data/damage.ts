/** The Damage Table (seed 004 L268–L274) and what each result does (L280–L283). */

export type DamageResult = 'no-effect' | 'wounded' | 'incapacitated';

/** "DS ≥ SR + 4 Incapacitated" (L272). */
export const INCAPACITATED_MARGIN = 4;

/** A wounded soldier suffers -1 to all skills and attributes and cannot run (L282). */
export const WOUND_PENALTY = -1;

/** Siege-weapon battery: each wound removes one Body Point, each incapacitated result two (L302). */
export const BODY_POINTS_LOST: Readonly<Record<DamageResult, number>> = {
  'no-effect': 0,
  wounded: 1,
  incapacitated: 2,
};
