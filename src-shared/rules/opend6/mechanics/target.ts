import { COVER_LEVELS, type Cover, type RangeBand } from '../data/ranged';
import { rangeBandAt, type RangesInInches } from '../equipment/library';
import type { Od6Rulings } from '../rulings-in-play';

/**
 * The target squad's cover from each visible soldier's (`od6.target-cover`): the majority's — the
 * best cover at least half of them have, so a 50-50 split takes the better (L227) — or the best (L107).
 */
export function squadCover(visible: readonly Cover[], rulings: Pick<Od6Rulings, 'targetCover'>): Cover {
  if (visible.length === 0) return 'none';
  const rank = (cover: Cover) => COVER_LEVELS.indexOf(cover);
  if (rulings.targetCover === 'best') return visible.reduce((best, cover) => (rank(cover) > rank(best) ? cover : best), 'none');
  for (const level of [...COVER_LEVELS].reverse()) {
    if (visible.filter((cover) => rank(cover) >= rank(level)).length * 2 >= visible.length) return level;
  }
  return 'none';
}

/** The distances the players measured for a shot: centre of the fire line to centre of the targets (L200), and to the farthest target (L107). */
export interface MeasuredRange {
  readonly centre: number;
  readonly farthest: number;
}

/** The range band of a measured shot for one weapon (`od6.range-measure`), or null beyond long range (L198). */
export function measuredBand(measured: MeasuredRange, ranges: RangesInInches, rulings: Pick<Od6Rulings, 'rangeMeasure'>): RangeBand | null {
  return rangeBandAt(rulings.rangeMeasure === 'farthest' ? measured.farthest : measured.centre, ranges);
}
