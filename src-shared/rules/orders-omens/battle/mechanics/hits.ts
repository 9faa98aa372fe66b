/** How one Combat Die turns into hits. */
export interface HitRule {
  /** Hit when face + modifier reaches this. */
  readonly hitOn: number;
  readonly modifier: number;
  /** Stomp: "any roll of 6 counts as 2 hits" (a natural 6). */
  readonly naturalSixIsTwoHits: boolean;
  /** Brace Volley: "always hits only on 6s" — natural 6s, whatever the modifiers. */
  readonly naturalSixOnly: boolean;
  /** Stomp counts a die that reaches 6 with its modifiers too (`oo.stomp-six` = modified-six). */
  readonly modifiedSixIsTwoHits?: boolean;
}

/** Which dice a regiment may roll again. */
export type RerollRule =
  | { readonly kind: 'none' }
  /** Treeman, Rooted Strength: "Re-roll failed hits in melee". */
  | { readonly kind: 'misses' }
  /** Chimera, Multiple Heads: "may re-roll up to 2 Combat Dice". */
  | { readonly kind: 'up-to'; readonly count: number };

export const NO_REROLL: RerollRule = { kind: 'none' };

export function dieHits(face: number, rule: HitRule): number {
  const hit = rule.naturalSixOnly ? face === 6 : face + rule.modifier >= rule.hitOn;
  if (!hit) return 0;
  const six = face === 6 || (rule.modifiedSixIsTwoHits === true && face + rule.modifier >= 6);
  return rule.naturalSixIsTwoHits && six ? 2 : 1;
}

export function countHits(faces: readonly number[], rule: HitRule): number {
  return faces.reduce((sum, face) => sum + dieHits(face, rule), 0);
}

/** The most hits `diceCount` dice can score under `rule`: a claim above it is impossible. */
export function maxHits(diceCount: number, rule: HitRule): number {
  return diceCount * (rule.naturalSixIsTwoHits ? 2 : 1);
}

/** Final faces after replacing the dice at `indices` with `rerolled`, in order. */
export function applyRerolls(faces: readonly number[], indices: readonly number[], rerolled: readonly number[]): number[] {
  const result = [...faces];
  indices.forEach((index, i) => {
    result[index] = rerolled[i] ?? result[index]!;
  });
  return result;
}

/** Indices of the dice that missed, which Rooted Strength re-rolls. */
export function missIndices(faces: readonly number[], rule: HitRule): number[] {
  return faces.flatMap((face, index) => (dieHits(face, rule) === 0 ? [index] : []));
}
