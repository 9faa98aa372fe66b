import type { z } from 'zod';
import { CreateBattleInput } from '../../../../src-shared/contract/orders-omens/battles';
import { asSentence } from '../../../../src-shared/chronicle/sentences';
import { gameEndProblem } from '../../../../src-shared/rules/orders-omens/prebattle/game-end';
import { errorsByField, topLevelField } from '../../../field-errors';

/** Each problem beside its field as a sentence, whoever worded it (the form, the contract, the service). */
const sentences = (errors: Record<string, string>): Record<string, string> => Object.fromEntries(Object.entries(errors).map(([key, message]) => [key, asSentence(message)]));

/** What the set-up form sends to battles.create. */
export type SetupInput = z.input<typeof CreateBattleInput>;

/** The fields the set-up form shows a refusal beside; a refusal about any other part is said above its buttons. */
export const FIELDS_WITH_A_PLACE = ['name', 'armyA', 'armyB', 'tableWidthFeet', 'tableDepthFeet', 'turnLimit', 'timeLimitMinutes', 'battleClockStart', 'objectives', 'baggage'] as const;

/**
 * Every problem of the form before it is sent, each at its field and in its own words: an army not
 * chosen or chosen twice, every field the contract would refuse, and no Game End agreed. Said all
 * at once, so a player who fixes one is not then told of the next.
 */
export function setupProblems(input: SetupInput): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!input.armyA) problems.armyA = 'Choose the first army.';
  if (!input.armyB) problems.armyB = 'Choose the second army.';
  else if (input.armyA === input.armyB) problems.armyB = 'Choose two different armies: an army cannot fight itself.';
  const parsed = CreateBattleInput.safeParse(input);
  // The contract's own words ("Turn limit must be at least 1"), the first for each field; an army's "id is required" is said above.
  for (const issue of parsed.error?.issues ?? []) problems[topLevelField(issue.path.map(String).join('.'))] ??= issue.message;
  const noGameEnd = gameEndProblem(input);
  if (noGameEnd) problems.turnLimit ??= noGameEnd;
  return sentences(problems);
}

/**
 * The service's refusal by field. One naming several problems (`details.fields`) gives each field
 * its own words rather than the whole list beside the first.
 */
export function refusalByField(error: unknown): Record<string, string> {
  return sentences(errorsByField(error));
}

/** Refusals about parts of the input the form shows no place for (with the form's own), to say above its buttons. */
export function unplacedProblems(errors: Readonly<Record<string, string>>): string[] {
  return Object.entries(errors)
    .filter(([key]) => !(FIELDS_WITH_A_PLACE as readonly string[]).includes(key))
    .map(([, message]) => message);
}
