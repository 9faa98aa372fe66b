import { rollFaces, validateDice, type DiceRoll } from '../../dice';

/**
 * Every OpenD6 roll is one die plus a number (seed 004 L116, L118, L243; RULINGS.md 55 — no Wild
 * Die, no dice codes). A first die of 1 is a critical failure and scores 0 with no modifiers
 * (L120); a 6 is a critical success and is rolled again and added, for as long as sixes come
 * (L122). A 1 rolled after a six is just a 1.
 *
 * An open roll is stored as the chain of faces, first die first: [6, 6, 1] scores 13 + modifier.
 */
export type OpenRoll = DiceRoll;

export const CRITICAL_FAILURE_FACE = 1;
export const CRITICAL_SUCCESS_FACE = 6;

/** Why a chain of faces is not one open roll, or null when it is. */
export function openRollProblem(roll: OpenRoll): string | null {
  if (roll.sides !== 6) return 'OpenD6 rolls one six-sided die';
  if (roll.faces.length === 0) return 'Enter the die';
  const diceProblem = validateDice(roll);
  if (diceProblem) return diceProblem.message;
  const last = roll.faces.length - 1;
  for (let i = 0; i < last; i++) {
    if (roll.faces[i] !== CRITICAL_SUCCESS_FACE) return `Die ${i + 1} shows ${roll.faces[i]}: only a 6 is rolled again`;
  }
  if (roll.faces[last] === CRITICAL_SUCCESS_FACE) return 'A 6 is rolled again: enter the next die too';
  return null;
}

export function isCriticalFailure(roll: OpenRoll): boolean {
  return roll.faces[0] === CRITICAL_FAILURE_FACE;
}

export function isCriticalSuccess(roll: OpenRoll): boolean {
  return roll.faces[0] === CRITICAL_SUCCESS_FACE;
}

/** The final score: 0 on a critical failure (no modifiers, L120), else every face plus `modifier`. */
export function openScore(roll: OpenRoll, modifier: number): number {
  if (isCriticalFailure(roll)) return 0;
  return roll.faces.reduce((sum, face) => sum + face, 0) + modifier;
}

/** An open roll typed in from a physical die and its re-rolls. */
export function enteredOpenRoll(faces: readonly number[]): OpenRoll {
  return { source: 'entered', sides: 6, faces: [...faces] };
}

/** The app's open roll from a seed: faces are drawn from the seed until one is not a 6. */
export function rollOpen(seed: number): OpenRoll {
  let count = 1;
  let faces = rollFaces(seed, count, 6);
  while (faces[faces.length - 1] === CRITICAL_SUCCESS_FACE) faces = rollFaces(seed, ++count, 6);
  return { source: 'rolled', sides: 6, seed: seed | 0, faces };
}
