import type { RulingChoices } from '../../../../src-shared/rules/ruling';
import { randomiseArmy, type RandomiseArmyInput, type RandomiseArmyResult } from '../../../../src-shared/rules/orders-omens/army/randomise/randomise-army';

export type EnteredDiceState =
  | { readonly kind: 'complete'; readonly result: Extract<RandomiseArmyResult, { ok: true }>; readonly rolls: RandomiseArmyResult['rolls'] }
  | { readonly kind: 'next'; readonly decides: string; readonly rolls: RandomiseArmyResult['rolls'] }
  | { readonly kind: 'stuck'; readonly error: string; readonly rolls: RandomiseArmyResult['rolls'] };

/**
 * Where a randomiser fed with physical dice stands: finished, or which die to roll next (found by
 * trying one more face, since what a roll decides depends only on the rolls before it).
 */
export function enteredDiceState(base: Omit<RandomiseArmyInput, 'dice'>, faces: readonly number[], choices: RulingChoices): EnteredDiceState {
  const result = randomiseArmy({ ...base, choices, dice: { faces } });
  if (result.ok) return { kind: 'complete', result, rolls: result.rolls };
  const probe = randomiseArmy({ ...base, choices, dice: { faces: [...faces, 1] } });
  const next = probe.rolls[faces.length];
  if (next && probe.rolls.length > result.rolls.length) return { kind: 'next', decides: next.decides, rolls: result.rolls };
  return { kind: 'stuck', error: result.error, rolls: result.rolls };
}
