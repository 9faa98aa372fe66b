import type { RulingChoices } from '../../ruling';
import type { Setup1999 } from '../setup/setup-types';
import { apply, type Replayed } from './apply';
import type { Event1999 } from './events';
import { initialState } from './initial-state';
import type { Outcome1999 } from './outcomes';

/** The fold of a log from its setup, stopping at the first refused step. Undo is a replay without the last step. */
export function replay(setup: Setup1999, events: readonly Event1999[], choices: RulingChoices = {}): Replayed {
  let state = initialState(setup, choices);
  const outcomes: (readonly Outcome1999[])[] = [];
  for (let index = 0; index < events.length; index++) {
    const result = apply(state, events[index]!, choices);
    if (!result.ok) return { state, outcomes, refused: { index, reason: result.reason } };
    state = result.state;
    outcomes.push(result.outcomes);
  }
  return { state, outcomes, refused: null };
}
