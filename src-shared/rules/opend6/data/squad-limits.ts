/** Squad size and make-up limits (seed 004 L39, L98, L605). */
export const SQUAD_LIMITS = {
  /** "groups of between three and ten figures, called squads" (L39). */
  minSoldiers: 3,
  maxSoldiers: 10,
  /** "possibly one or two champion" (L39); "a sergeant and one or two champions" (L605). */
  maxChampions: 2,
  /**
   * Not the book's: a bound on input. One specialisation a weapon, and a champion may use up to
   * eight (the squad's four, his own three and the siege weapon).
   */
  maxSpecialisations: 8,
  /** Each SGP buys one point of Move, attribute or training level (L647, L649, L650). */
  sgpPerPoint: 1,
  /** "Our experience has been that 1,000-2,000 points per side makes for a good game" (L610). */
  suggestedBudget: { min: 1000, max: 2000 },
} as const;
