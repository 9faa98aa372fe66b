import type { GameEnding, RetreatTurn } from './types';

/**
 * Reports saved before the app asked whose Active Turn ended a Retreat! game have no answer. They
 * replay as ended in the first player's Turn: that is how they were scored when saved (every
 * Retreat! then counted as an unfinished Game Round, left to `its.retreat-last-round`), so no
 * recorded score or standing moves on upgrade, and a round is never credited as complete unless
 * the players said so — per-round objectives score "at the end of each Game Round, but not
 * before" (seed 003 L794). Screens show the assumption and let the players set the answer.
 */
export const ASSUMED_RETREAT_TURN: RetreatTurn = 'first-player';

interface RetreatReport {
  readonly ending?: GameEnding;
  readonly retreatTurn?: RetreatTurn;
}

/** A stored report read in today's shape: a Retreat! without the answer gets the assumed one. */
export function withAssumedRetreatTurn<R extends object>(report: R): { readonly report: R; readonly assumed: boolean } {
  const retreat = report as RetreatReport;
  if (retreat.ending !== 'retreat' || retreat.retreatTurn !== undefined) return { report, assumed: false };
  return { report: { ...report, retreatTurn: ASSUMED_RETREAT_TURN }, assumed: true };
}

/** For new reports: a Retreat! must say whose Turn ended the game (stored ones are read with `withAssumedRetreatTurn`). */
export function missesRetreatTurn(report: object): boolean {
  const retreat = report as RetreatReport;
  return retreat.ending === 'retreat' && retreat.retreatTurn === undefined;
}
