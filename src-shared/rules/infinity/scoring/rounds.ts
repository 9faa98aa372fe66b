import { chosenOption, type RulingChoices } from '../../ruling';
import { RETREAT_LAST_ROUND } from '../rulings';
import type { GameEnding } from './types';

/**
 * The round reports whose end scores the per-round objectives. With Retreat! the last report is
 * the game's end inside an unfinished round; `its.retreat-last-round` decides whether it scores.
 */
export function scoringRounds<T>(rounds: readonly T[], ending: GameEnding, choices?: RulingChoices): readonly T[] {
  const unfinished = ending === 'retreat' && chosenOption(RETREAT_LAST_ROUND, choices) === 'completed-rounds-only';
  return unfinished ? rounds.slice(0, -1) : rounds;
}
