import { rulingsInPlay, setupIndex, leaderCount, type State1999 } from '../../../../src-shared/rules/1999';
import type { RulingChoices } from '../../../../src-shared/rules/ruling';

/** Leader Type models a player adds to the Opposed roll for the Order of play (seed 001 L327). */
export function leadersOf(state: State1999, side: string, rulings: RulingChoices): number {
  return leaderCount(state, { index: setupIndex(state.setup), rulings: rulingsInPlay(rulings) }, side);
}
