/**
 * What is wrong with the time a challenge names for its game, in the dialog's words, or null. A
 * challenge names "a time and place" for the game (seed 001 L671), so the time is still to come when
 * the challenge is made: now, or on the day typed for a challenge entered after the fact.
 */
export function challengeTimeProblem(scheduledAt: string, issuedAt: string | null, now: Date): string | null {
  const game = Date.parse(scheduledAt);
  if (Number.isNaN(game)) return 'Choose the day and time of the game';
  if (issuedAt !== null) {
    const made = Date.parse(issuedAt);
    if (!Number.isNaN(made) && game < made) return 'The game is set before the day the challenge was made; choose a later time';
    return null;
  }
  if (game < now.getTime()) {
    return 'This time has already passed. Choose a time still to come, or tick “Entering a challenge made earlier” to record a challenge made before today';
  }
  return null;
}
