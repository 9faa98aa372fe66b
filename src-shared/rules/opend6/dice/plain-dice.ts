import { rollDice, validateDice, type DiceRoll } from '../../dice';

/**
 * Plain dice that are read, not tested: the siege deviation direction and distance (seed 004
 * L309–L315) and the random choice of who is hit (L263). No critical rules apply to them.
 */
export function plainDiceProblem(roll: DiceRoll, count: number): string | null {
  if (roll.sides !== 6) return 'Roll six-sided dice (D6)';
  return validateDice(roll, count)?.message ?? null;
}

export function rollPlain(seed: number, count: number): DiceRoll {
  return rollDice(seed, count, 6);
}
