import type { RulingChoices } from '../../ruling';
import { chosenOption } from '../../ruling';
import { RECON_AND_DEPLOYMENT } from '../data/recon-and-deployment';
import { ENTRY_POINT_DISTANCE } from '../rulings/pre-battle';

export type TableEdge = 'bottom' | 'right' | 'top' | 'left';

/** A point on a table edge: bottom/top measured from the left, left/right measured from the bottom. */
export interface EdgePoint {
  readonly edge: TableEdge;
  readonly offsetInches: number;
}

export interface TableSize {
  readonly widthInches: number;
  readonly depthInches: number;
}

function coordinates(point: EdgePoint, table: TableSize): [number, number] {
  switch (point.edge) {
    case 'bottom':
      return [point.offsetInches, 0];
    case 'top':
      return [point.offsetInches, table.depthInches];
    case 'left':
      return [0, point.offsetInches];
    case 'right':
      return [table.widthInches, point.offsetInches];
  }
}

/** Distance from the bottom-left corner going anticlockwise (bottom → right → top → left). */
function perimeterPosition(point: EdgePoint, table: TableSize): number {
  const { widthInches: w, depthInches: d } = table;
  switch (point.edge) {
    case 'bottom':
      return point.offsetInches;
    case 'right':
      return w + point.offsetInches;
    case 'top':
      return w + d + (w - point.offsetInches);
    case 'left':
      return 2 * w + d + (d - point.offsetInches);
  }
}

/** Distance between two entry points, straight or along the edge (`oo.entry-point-distance`). */
export function entryPointDistance(a: EdgePoint, b: EdgePoint, table: TableSize, choices?: RulingChoices): number {
  if (chosenOption(ENTRY_POINT_DISTANCE, choices) === 'straight-line') {
    const [ax, ay] = coordinates(a, table);
    const [bx, by] = coordinates(b, table);
    return Math.hypot(ax - bx, ay - by);
  }
  const perimeter = 2 * (table.widthInches + table.depthInches);
  const along = Math.abs(perimeterPosition(a, table) - perimeterPosition(b, table));
  return Math.min(along, perimeter - along);
}

/**
 * Recon Phase: "Each player's starting point must be at least 25" away from another player's
 * starting point." Returns why a candidate is refused, or `null`. The Defender chooses first.
 */
export function entryPointProblem(candidate: EdgePoint, others: readonly EdgePoint[], table: TableSize, choices?: RulingChoices): string | null {
  const edgeLength = candidate.edge === 'bottom' || candidate.edge === 'top' ? table.widthInches : table.depthInches;
  if (candidate.offsetInches < 0 || candidate.offsetInches > edgeLength) return `the entry point must lie on the ${candidate.edge} edge (0-${edgeLength}″)`;
  const min = RECON_AND_DEPLOYMENT.entryPointMinimumSeparationInches;
  for (const other of others) {
    const distance = entryPointDistance(candidate, other, table, choices);
    if (distance < min) return `entry points must be at least ${min}″ apart; this one is ${Math.round(distance * 10) / 10}″ from another`;
  }
  return null;
}
