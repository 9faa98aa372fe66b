/** Squad quality: its SGP cost per soldier (seed 004 L643–L646) and starting morale level (L415). */

export const QUALITIES = ['average', 'veteran', 'elite'] as const;
export type Quality = (typeof QUALITIES)[number];

export interface QualityProfile {
  /** "Average" in the SGP list (L644) and the Morale chapter (L415); "Regular" in Squads (L98). */
  readonly name: string;
  /** SGPs per soldier, written next to the Troop Quality line (L643–L646). */
  readonly cost: number;
  /** "Elite squads begin with morale levels of 7, veteran squads with 6, and average squads with 5" (L415). */
  readonly startingMorale: number;
}

export const QUALITY_PROFILES: Readonly<Record<Quality, QualityProfile>> = {
  average: { name: 'Average', cost: 0, startingMorale: 5 },
  veteran: { name: 'Veteran', cost: 10, startingMorale: 6 },
  elite: { name: 'Elite', cost: 20, startingMorale: 7 },
};
