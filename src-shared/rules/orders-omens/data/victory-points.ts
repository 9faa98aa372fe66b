/**
 * Victory Conditions: VP awards. The text prints three of them as "rVP", read as 1 VP (ruling
 * `oo.rvp-is-1vp`).
 */
export const VICTORY_POINTS = {
  objectiveCaptured: 2,
  objectiveDefended: 2,
  tableThirdHeld: 1,
  enemyBrigadeBroken: 1,
  enemyBreakPoint: 5,
  divisionalGeneralCaptured: 2,
  divisionalGeneralKilled: 1,
  marshalKilledOrCaptured: 5,
  baggageCaptured: 2,
} as const;

/** Awards printed as "rVP" in the text. */
export const VICTORY_POINTS_PRINTED_AS_RVP = ['tableThirdHeld', 'enemyBrigadeBroken', 'divisionalGeneralKilled'] as const;
