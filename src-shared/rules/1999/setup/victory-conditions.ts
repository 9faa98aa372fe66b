import { d3FromD6 } from '../../dice';

/** Victory conditions (seed 001 L259–L267): the two common ones and the three the D3 sets. */
export const VICTORY_CONDITIONS = ['surrender', 'turn-limit', 'territorial', 'prey', 'predator'] as const;
export type VictoryCondition = (typeof VICTORY_CONDITIONS)[number];

export const VICTORY_CONDITION_LABELS: Readonly<Record<VictoryCondition, string>> = {
  surrender: 'Until one side surrenders',
  'turn-limit': 'A set number of Turns',
  territorial: 'Territorial Mission',
  prey: 'Prey Mission',
  predator: 'Predator Mission',
};

/** "roll a D3 and use the score to set a victory condition": 1 Territorial, 2 Prey, 3 Predator (L261–L267). */
export const VICTORY_BY_D3: Readonly<Record<1 | 2 | 3, VictoryCondition>> = { 1: 'territorial', 2: 'prey', 3: 'predator' };

/** The victory condition a D6 sets, read as a D3 (1-2 → 1, 3-4 → 2, 5-6 → 3; L127–L129). */
export function victoryFromD6(face: number): VictoryCondition {
  return VICTORY_BY_D3[d3FromD6(face) as 1 | 2 | 3];
}

/** "roll a D6+3 to get the Turn" (L263): Turns 4 to 9. */
export function territorialTurnFromD6(face: number): number {
  return face + 3;
}

export const PREY_VARIANTS = ['designated', 'lowest-cost', 'highest-cost'] as const;
export type PreyVariant = (typeof PREY_VARIANTS)[number];

export const PREY_VARIANT_LABELS: Readonly<Record<PreyVariant, string>> = {
  designated: 'Each player designates a Bounty Unit',
  'lowest-cost': 'The opponent’s lowest-cost Unit',
  'highest-cost': 'The opponent’s highest-cost Unit',
};
