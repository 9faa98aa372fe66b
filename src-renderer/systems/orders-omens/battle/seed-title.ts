import type { DiceRoll } from '../../../../src-shared/rules/dice';

/**
 * The tooltip of a roll: an app roll keeps its seed there, unsigned, so anyone can check it
 * ("Rolled by the app; seed 3337752815, so the roll can be checked"); the page itself says only
 * that the app rolled it.
 */
export function rollTitle(roll: DiceRoll): string {
  return roll.source === 'rolled' ? `Rolled by the app; seed ${roll.seed >>> 0}, so the roll can be checked` : 'Typed in from physical dice';
}
