import { validateDice, type DiceRoll } from '../../dice';

/**
 * One roll as an event carries it: the dice, and the Re-roll when a card ability granted one.
 * "You must stick with the second result. You may never re-roll a Re-roll." (seed 001 L133): the
 * shape holds at most one Re-roll, and the second dice are the ones that count.
 */
export interface Roll {
  readonly dice: DiceRoll;
  readonly reroll?: { readonly dice: DiceRoll; readonly ability: string };
}

/** The faces that count: the Re-roll's when there is one. */
export function facesOf(roll: Roll): readonly number[] {
  return (roll.reroll?.dice ?? roll.dice).faces;
}

export function faceOf(roll: Roll): number {
  return facesOf(roll)[0]!;
}

export function sumOf(roll: Roll): number {
  return facesOf(roll).reduce((sum, face) => sum + face, 0);
}

/** Checks a roll of `count` D6 (and its Re-roll); the message names the roll. Null when valid. */
export function rollProblem(roll: Roll, count: number, label: string): string | null {
  for (const [dice, which] of [[roll.dice, label], ...(roll.reroll ? [[roll.reroll.dice, `${label} (Re-roll)`] as const] : [])] as const) {
    if (dice.sides !== 6) return `${which}: 1999 rolls D6 only`;
    const problem = validateDice(dice, count);
    if (problem) return `${which}: ${problem.message}`;
  }
  return null;
}

/** The outcome of a D6 + score against a requirement (Attribute roll L135–L139, RR L145–L151). */
export interface Check {
  readonly face: number;
  readonly total: number;
  readonly needed: number;
  readonly success: boolean;
  /** Set when a natural 6 or 1 decided it (L123–L125). */
  readonly automatic: 'success' | 'failure' | null;
}

/**
 * D6 + `modifier` ≥ `needed`. With `automatic`, a natural 6 succeeds and a natural 1 fails whatever
 * the total (L125; where it applies is `1999.automatic-results`).
 */
export function check(face: number, modifier: number, needed: number, automatic: boolean): Check {
  const total = face + modifier;
  if (automatic && face === 6) return { face, total, needed, success: true, automatic: 'success' };
  if (automatic && face === 1) return { face, total, needed, success: false, automatic: 'failure' };
  return { face, total, needed, success: total >= needed, automatic: null };
}

/** "If no specific Roll Requirement is stated for the Attribute roll, it is always 7+." (L139, L151) */
export const DEFAULT_REQUIREMENT = 7;
