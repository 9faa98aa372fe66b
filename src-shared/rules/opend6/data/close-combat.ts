/** Close Combat Modifiers Chart (seed 004 L370–L381) and the pairing limits (L365, L385). */
export const CLOSE_COMBAT_MODIFIERS = {
  chargingFirstTurn: 1,
  defendingBarrier: 1,
  outnumberingPerSoldier: 1,
  standardMeleeWeapon: 1,
  magicMeleeWeapon: 2,
  naturalWeapon: 1,
  sideOrRear: -2,
  prone: -2,
  separated: -1,
} as const;

/** "No more than three soldiers can be in base-to-base contact with a single soldier" (L365). */
export const MAX_SOLDIERS_ON_ONE = 3;

/** The parting swing: "+2 modifier for attacking from the rear" (L411). */
export const PARTING_SWING_BONUS = 2;
