/**
 * Game End: "The game ends when either: A pre-agreed turn limit is reached ... A pre-agreed time
 * limit is reached" (seed 002 L746-751), so a battle is set up with at least one of them agreed.
 */
export const NO_GAME_END = 'Agree a turn limit, a time limit, or both (Game End)';

/** The refusal when neither limit is agreed, else null. */
export function gameEndProblem(limits: { readonly turnLimit?: number | undefined; readonly timeLimitMinutes?: number | undefined }): string | null {
  return limits.turnLimit === undefined && limits.timeLimitMinutes === undefined ? NO_GAME_END : null;
}
