import { type DiceRoll, enteredDice, rollDice, validateDice } from '../../../dice';

/** Where the randomiser's D6s come from: the app's seeded dice, or faces typed in from the table. */
export type RandomiserDice = { readonly seed: number } | { readonly faces: readonly number[] };

/** Raised inside the randomiser when entered dice run out or are not D6 faces. */
export class DiceExhausted extends Error {}

/**
 * Each app roll gets its own seed, derived from the army seed and the roll's index, so any single
 * roll can be audited. The sum is hashed (MurmurHash3's finaliser): the dice source's first draw
 * follows its seed closely, so seeds a fixed step apart once gave a near-periodic run of faces
 * (…5214163 5214163…, every army alike) instead of independent D6s.
 */
export function rollSeed(armySeed: number, index: number): number {
  let h = (armySeed + Math.imul(index + 1, 0x9e3779b1)) | 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) | 0;
}

/** A function handing out one D6 roll per call, in order. */
export function diceSource(dice: RandomiserDice): () => DiceRoll {
  let index = 0;
  return () => {
    const i = index++;
    if ('seed' in dice) return rollDice(rollSeed(dice.seed, i), 1, 6);
    const face = dice.faces[i];
    if (face === undefined) throw new DiceExhausted(`the randomiser needs more dice: ${dice.faces.length} entered`);
    const roll = enteredDice([face], 6);
    const problem = validateDice(roll, 1);
    if (problem) throw new DiceExhausted(`entered die ${i + 1}: ${problem.message}`);
    return roll;
  };
}
