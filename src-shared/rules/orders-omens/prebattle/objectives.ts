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

/**
 * Objectives: "Each of these objectives are given a number", in the order agreed. Orders show the
 * number on a die, so at most six under the default of `oo.objective-limit`.
 */
export function numberObjectives(names: readonly string[], choices?: RulingChoices): NumberedObjectives {
  if (names.length === 0) return { ok: false, message: 'agree at least one objective' };
  if (chosenOption(OBJECTIVE_LIMIT, choices) === 'six' && names.length > 6) {
    return { ok: false, message: `${names.length} objectives: orders name an objective on a D6 face, so at most 6` };
  }
  return { ok: true, objectives: names.map((name, i) => ({ number: i + 1, name })) };
}
