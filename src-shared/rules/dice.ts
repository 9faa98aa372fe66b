import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';

/** Die sizes the rulebooks use. D3 is read as a D6 halved, rounded up (1-2 → 1, 3-4 → 2, 5-6 → 3). */
export type DieSize = 3 | 6 | 20;

/**
 * A set of dice as it lives inside an event: either typed in from physical dice, or rolled by
 * the app from a recorded seed. Rolled faces are stored too, so a replay never needs the PRNG,
 * while `verifyDice` lets anyone audit that the faces really came from the seed.
 */
export type DiceRoll =
  | { readonly source: 'entered'; readonly sides: DieSize; readonly faces: readonly number[] }
  | { readonly source: 'rolled'; readonly sides: DieSize; readonly seed: number; readonly faces: readonly number[] };

/** Why a dice entry was refused; `index` points at the offending die when there is one. */
export interface DiceProblem {
  readonly message: string;
  readonly index?: number;
}

/** Rolls `count` dice of `sides` from `seed`; the same seed always gives the same faces. */
export function rollFaces(seed: number, count: number, sides: DieSize): number[] {
  const rng = xoroshiro128plus(seed | 0);
  const faces: number[] = [];
  for (let i = 0; i < count; i++) faces.push(uniformInt(rng, 1, sides));
  return faces;
}

/** An app-rolled `DiceRoll` from a seed. */
export function rollDice(seed: number, count: number, sides: DieSize = 6): DiceRoll {
  return { source: 'rolled', sides, seed: seed | 0, faces: rollFaces(seed, count, sides) };
}

/** An entered `DiceRoll` from physical dice (validate it with `validateDice`). */
export function enteredDice(faces: readonly number[], sides: DieSize = 6): DiceRoll {
  return { source: 'entered', sides, faces: [...faces] };
}

/** Whether a die of `sides` faces can show `face`. */
export function isFaceOf(face: number, sides: number): boolean {
  return Number.isInteger(face) && face >= 1 && face <= sides;
}

/**
 * Checks a dice entry: the expected count, whole faces within 1..sides, and for app rolls that
 * the faces are the ones the recorded seed produces. Returns null when the roll is valid. The
 * message is a sentence a player reads on its own ("Roll a D6 for this; 2 dice were entered"),
 * in the rulebooks' dice notation, never the roll's fields.
 */
export function validateDice(roll: DiceRoll, expectedCount?: number): DiceProblem | null {
  if (expectedCount !== undefined && roll.faces.length !== expectedCount) {
    return { message: `${diceWanted(expectedCount, roll.sides)}; ${diceEntered(roll.faces.length)}` };
  }
  for (let i = 0; i < roll.faces.length; i++) {
    const face = roll.faces[i]!;
    if (!isFaceOf(face, roll.sides)) {
      return { message: `${whichDie(i, roll.faces.length)} shows ${face}; a ${dieName(roll.sides)} shows 1 to ${roll.sides}`, index: i };
    }
  }
  if (roll.source === 'rolled') {
    const expected = rollFaces(roll.seed, roll.faces.length, roll.sides);
    const bad = expected.findIndex((face, i) => face !== roll.faces[i]);
    if (bad >= 0) return { message: `${whichDie(bad, roll.faces.length)} is not what the app rolled; roll again, or enter the dice rolled at the table`, index: bad };
  }
  return null;
}

/** "Roll a D6 for this", "Roll 2D6 for this", "Roll no dice for this". */
function diceWanted(count: number, sides: DieSize): string {
  if (count === 0) return 'No dice are rolled for this';
  return `Roll ${count === 1 ? `a ${dieName(sides)}` : `${count}${dieName(sides)}`} for this`;
}

/** "no dice were entered", "1 die was entered", "3 dice were entered". */
function diceEntered(count: number): string {
  if (count === 0) return 'no dice were entered';
  return count === 1 ? '1 die was entered' : `${count} dice were entered`;
}

/** "The die" when there is one, "Die 2" among several. */
function whichDie(index: number, of: number): string {
  return of === 1 ? 'The die' : `Die ${index + 1}`;
}

/** Sum of the faces. */
export function total(roll: DiceRoll): number {
  return roll.faces.reduce((sum, face) => sum + face, 0);
}

/** True when two or more dice show the same face and all faces are equal (a "double" on 2D6). */
export function isDouble(roll: DiceRoll): boolean {
  return roll.faces.length >= 2 && roll.faces.every((face) => face === roll.faces[0]);
}

/** D3 from a D6 face, as the rulebooks read it: 1-2 → 1, 3-4 → 2, 5-6 → 3. */
export function d3FromD6(face: number): number {
  return Math.ceil(face / 2);
}

export function dieName(sides: DieSize): string {
  return `D${sides}`;
}

/** A fresh 32-bit seed for an app roll. Not pure: call it at the edge (UI/service), never in a reducer. */
export function newSeed(random: () => number = Math.random): number {
  return Math.floor(random() * 0x1_0000_0000) | 0;
}
