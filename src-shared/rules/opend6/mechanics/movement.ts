import { BARRIER_CHART, BARRIER_PROSE, STAND_UP_INCHES, TERRAIN_CHART, TERRAIN_PROSE, type BarrierEffect, type BarrierType, type TerrainEffect, type TerrainType } from '../data/terrain';
import type { Od6Rulings } from '../rulings-in-play';

export type MoveSegment = { readonly terrain: TerrainType; readonly inches: number } | { readonly barrier: BarrierType } | { readonly standUp: true };

/** A terrain's effects under `od6.terrain-chart` (chart or prose). */
export function terrainEffect(terrain: TerrainType, rulings: Pick<Od6Rulings, 'terrainChart'>): TerrainEffect {
  return (rulings.terrainChart === 'prose' ? TERRAIN_PROSE[terrain] : undefined) ?? TERRAIN_CHART[terrain];
}

export function barrierEffect(barrier: BarrierType, rulings: Pick<Od6Rulings, 'terrainChart'>): BarrierEffect {
  return (rulings.terrainChart === 'prose' ? BARRIER_PROSE[barrier] : undefined) ?? BARRIER_CHART[barrier];
}

export type PathProblem = 'impassable' | 'no-running-in-very-rough-terrain';

/**
 * Inches of Movement Rate a path uses: rough terrain costs double, very rough four times (seed 004
 * L146–L147), barriers their crossing cost (L150–L153), standing up 2" (L140). Returns the problems
 * instead of a cost when the path cannot be taken at that pace.
 */
export function pathCost(path: readonly MoveSegment[], pace: 'walk' | 'run', rulings: Pick<Od6Rulings, 'terrainChart'>): { readonly cost: number; readonly inches: number; readonly problems: readonly PathProblem[] } {
  let cost = 0;
  let inches = 0;
  const problems = new Set<PathProblem>();
  for (const segment of path) {
    if ('standUp' in segment) {
      cost += STAND_UP_INCHES;
    } else if ('barrier' in segment) {
      const crossing = barrierEffect(segment.barrier, rulings).crossingInches;
      if (crossing === null) problems.add('impassable');
      else cost += crossing;
    } else {
      const effect = terrainEffect(segment.terrain, rulings);
      if (effect.costMultiplier === null) problems.add('impassable');
      else {
        if (pace === 'run' && effect.noRunning) problems.add('no-running-in-very-rough-terrain');
        cost += segment.inches * effect.costMultiplier;
        inches += segment.inches;
      }
    }
  }
  return { cost, inches, problems: [...problems] };
}
