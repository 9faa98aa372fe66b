import { chosenOption, type RulingChoices } from '../../ruling';
import { RETREAT_LAST_ROUND } from '../rulings';
import type { GameEnding, RetreatTurn } from './types';

/**
 * The round reports whose end scores the per-round objectives. With Retreat! the last report is
 * the state at the game's end. Ended at the end of the second player's Active Turn, that Game
 * Round is complete and scores; ended at the end of the first player's, the round is unfinished
 * and `its.retreat-last-round` decides whether it scores.
 */
export function scoringRounds<T>(rounds: readonly T[], ending: GameEnding, retreatTurn: RetreatTurn | undefined, choices?: RulingChoices): readonly T[] {
  const unfinished = ending === 'retreat' && retreatTurn !== 'second-player';
  const dropped = unfinished && chosenOption(RETREAT_LAST_ROUND, choices) === 'completed-rounds-only';
  return dropped ? rounds.slice(0, -1) : rounds;
}
