import { chosenOption, type RulingChoices } from '../ruling';
import { DECLINED_CHALLENGE, DRAWN_GAME, WALK_OVER_COUNT } from './rulings';
import type { LadderGame, LadderState } from './state';

function isBetween(game: LadderGame, a: string, b: string): boolean {
  return (
    (game.challenger === a && game.challenged === b) || (game.challenger === b && game.challenged === a)
  );
}

/** Every ladder result between two players, oldest first. */
export function gamesBetween(state: LadderState, a: string, b: string): LadderGame[] {
  return state.games.filter((game) => isBetween(game, a, b));
}

/** Index of the last event that changed either player's rank (joining counts). */
function lastRankChangeOf(state: LadderState, players: readonly string[]): number {
  let last = -1;
  for (const change of state.rankChanges) {
    if (players.includes(change.playerId)) last = Math.max(last, change.eventIndex);
  }
  return last;
}

/**
 * Results between the pair since either of them last changed rank: the games played "for the
 * same Rank" while "you both retain your respective Ranks".
 */
export function gamesAtCurrentRanks(state: LadderState, a: string, b: string, choices?: RulingChoices): number {
  const since = lastRankChangeOf(state, [a, b]);
  const countDraws = chosenOption(DRAWN_GAME, choices) === 'counts-toward-limit';
  return gamesBetween(state, a, b).filter(
    (game) => game.eventIndex > since && (game.winner !== null || countDraws),
  ).length;
}

/** Whether the ladder's house rules count a declined challenge as the decliner's neglect (seed 001 L671). */
export function declineCountsAsNeglect(choices?: RulingChoices): boolean {
  return chosenOption(DECLINED_CHALLENGE, choices) === 'counts-as-neglect';
}

/** Neglected challenges from `challenger` to `challenged` that count towards a walk-over (declined ones too, if the ruling says so). */
export function neglectsCounting(
  state: LadderState,
  challenger: string,
  challenged: string,
  choices?: RulingChoices,
): number {
  const between = gamesBetween(state, challenger, challenged);
  const resets =
    chosenOption(WALK_OVER_COUNT, choices) === 'since-last-game'
      ? between
      : between.filter((game) => game.kind === 'walk-over' && game.challenger === challenger);
  const since = resets.reduce((last, game) => Math.max(last, game.eventIndex), -1);
  const declinesCount = declineCountsAsNeglect(choices);
  return state.challengeOrder
    .map((id) => state.challenges[id]!)
    .filter(
      (challenge) =>
        challenge.challenger === challenger &&
        challenge.challenged === challenged &&
        (challenge.status === 'neglected' || challenge.status === 'walk-over' || (declinesCount && challenge.status === 'declined')) &&
        (challenge.closedAtEvent ?? -1) > since,
    ).length;
}
