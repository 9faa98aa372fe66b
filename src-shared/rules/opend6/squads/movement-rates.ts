/**
 * Movement Rates (seed 004 L127–L130): "Walk = Move/2 + AGI", "Run = Move + AGI". Rates are in
 * inches and never rounded ("Do not round off Move or Movement Rates").
 */
export function walkRate(move: number, agility: number): number {
  return move / 2 + agility;
}

export function runRate(move: number, agility: number): number {
  return move + agility;
}

export function movementRates(move: number, agility: number): { readonly walk: number; readonly run: number } {
  return { walk: walkRate(move, agility), run: runRate(move, agility) };
}
