import { MORALE_STATUS_FLOOR, type MoraleResult, type MoraleStatus, type RallyResult } from '../data/morale';
import type { Od6Rulings } from '../rulings-in-play';

/** Steady 4 or higher, Shaken 2–3, Demoralized 1, Broken 0 (seed 004 L424–L433). */
export function moraleStatus(level: number): MoraleStatus {
  if (level >= MORALE_STATUS_FLOOR.steady) return 'steady';
  if (level >= MORALE_STATUS_FLOOR.shaken) return 'shaken';
  if (level >= MORALE_STATUS_FLOOR.demoralized) return 'demoralized';
  return 'broken';
}

/**
 * Morale Test Results (L481–L486): threat roll (TR) against command roll (CR). The rows overlap;
 * the stronger applies (`od6.morale-result-bands`).
 */
export function moraleTestResult(threatRoll: number, commandRoll: number, rulings: Pick<Od6Rulings, 'moraleResultBands'>): MoraleResult {
  const strict = rulings.moraleResultBands === 'more-than-four';
  const gainsBy = commandRoll - threatRoll;
  const losesBy = threatRoll - commandRoll;
  if (strict ? gainsBy > 4 : gainsBy >= 4) return 'morale-up';
  if (strict ? losesBy > 4 : losesBy >= 4) return 'morale-down-withdraw';
  if (threatRoll <= commandRoll) return 'no-effect';
  return 'morale-down';
}

/** Rally Test Results (L515–L518): RR ≥ CR no effect; RR < CR +1; RR + 4 < CR +2. */
export function rallyTestResult(rallyRoll: number, commandRoll: number): RallyResult {
  if (rallyRoll + 4 < commandRoll) return 'morale-up-two';
  if (rallyRoll < commandRoll) return 'morale-up';
  return 'no-effect';
}

/** Opportunity Fire Test Results (L532–L535): the squad may fire only when OF < CR. */
export function opportunityFireAllowed(threatRoll: number, commandRoll: number): boolean {
  return threatRoll < commandRoll;
}

/** A new morale level: never below 0 (L480), never above the starting level (L421, L489). */
export function clampMorale(level: number, startingLevel: number): number {
  return Math.max(0, Math.min(startingLevel, level));
}
