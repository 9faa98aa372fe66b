import type { Rulings1999 } from '../rulings-in-play';
import { FRENZY_MOVE_CM } from './instability';

/** Obstacles higher than 3 cm are Impassable; lower ones are crossed as Difficult ground (L425–L427, L625). */
export const OBSTACLE_LIMIT_CM = 3;

export interface MoveAllowance {
  /** The most the move may be, with the whole of it over open ground. */
  readonly allowanceCm: number;
  /** The allowance the entered move uses, Difficult ground counted per `1999.difficult-ground`. */
  readonly usedCm: number;
  readonly within: boolean;
}

/**
 * Whether a move fits the model's allowance: MOV, twice that for Moving fast and Charging (L417,
 * L445, L513), Frenzy's +10 cm (L643, `1999.frenzy-moving-fast`), Difficult ground at half (L429,
 * `1999.difficult-ground`); Floating and Flying models ignore Difficult ground (L213–L219).
 */
export function moveAllowance(
  input: { readonly mov: number; readonly multiplier: number; readonly frenzy: boolean; readonly distanceCm: number; readonly difficultCm: number; readonly ignoresDifficult: boolean },
  rulings: Pick<Rulings1999, 'frenzyMovingFast' | 'difficultGround'>,
): MoveAllowance {
  const frenzy = input.frenzy ? FRENZY_MOVE_CM : 0;
  const allowanceCm = rulings.frenzyMovingFast === 'before-doubling' ? (input.mov + frenzy) * input.multiplier : input.mov * input.multiplier + frenzy;
  const difficult = input.ignoresDifficult ? 0 : Math.min(input.difficultCm, input.distanceCm);
  if (rulings.difficultGround === 'halves-whole-move' && difficult > 0) {
    return { allowanceCm, usedCm: input.distanceCm * 2, within: input.distanceCm * 2 <= allowanceCm };
  }
  const usedCm = input.distanceCm + difficult;
  return { allowanceCm, usedCm, within: usedCm <= allowanceCm };
}

/** Throwing range: "up to 20 plus the model's STR score in cm" (L583). */
export function throwRangeCm(str: number): number {
  return 20 + str;
}
