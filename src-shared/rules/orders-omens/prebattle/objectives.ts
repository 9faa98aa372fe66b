import type { RulingChoices } from '../../ruling';
import { chosenOption } from '../../ruling';
import { OBJECTIVE_LIMIT } from '../rulings/pre-battle';

export interface NumberedObjective {
  readonly number: number;
  readonly name: string;
}

export type NumberedObjectives =
  | { readonly ok: true; readonly objectives: readonly NumberedObjective[] }
  | { readonly ok: false; readonly message: string };

/** The most objectives the app keeps under any house rule (numbered tokens beyond a die's six). */
export const MOST_OBJECTIVES = 20;

/** How many objectives a battle may have: six on a die's faces, or any number up to MOST_OBJECTIVES (`oo.objective-limit`). */
export function objectiveLimit(choices?: RulingChoices): number {
  return chosenOption(OBJECTIVE_LIMIT, choices) === 'six' ? 6 : MOST_OBJECTIVES;
}

/**
 * Objectives: "Each of these objectives are given a number", in the order agreed. Orders show the
 * number on a die, so at most six under the default of `oo.objective-limit`.
 */
export function numberObjectives(names: readonly string[], choices?: RulingChoices): NumberedObjectives {
  if (names.length === 0) return { ok: false, message: 'Agree at least one objective' };
  const limit = objectiveLimit(choices);
  if (names.length > limit) {
    return {
      ok: false,
      message:
        limit === 6
          ? `${names.length} objectives: a Strategic Order names its objective on a D6 face, so at most 6 (the house rule "How many objectives" allows more)`
          : `${names.length} objectives: at most ${limit}`,
    };
  }
  return { ok: true, objectives: names.map((name, i) => ({ number: i + 1, name })) };
}
