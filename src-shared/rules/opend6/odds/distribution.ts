/**
 * Exact odds of OpenD6 rolls. One die plus a modifier: a first 1 scores 0 (1/6), 2–5 score face +
 * modifier, a 6 scores 6 + the open-ended re-roll + modifier. The re-roll chain is infinite, so
 * the distribution is computed exactly up to `MAX_SIXES` sixes in a row and the rest (6^-21, about
 * 4.6e-17) is dropped; every result reports the dropped mass as `unaccounted`.
 */

/** Chains of more sixes than this are dropped from the distribution. */
export const MAX_SIXES = 20;

/** A distribution over integer scores: `p[i]` is the chance of scoring `offset + i`. */
export interface ScoreDist {
  readonly offset: number;
  readonly p: readonly number[];
  /** Probability left out by the truncation of the re-roll chain. */
  readonly unaccounted: number;
}

/** Distribution of the faces' sum of one open roll that did not critically fail (first die 2–6). */
function faceSums(): { sums: Map<number, number>; unaccounted: number } {
  const sums = new Map<number, number>();
  // First die 2..5: the sum is the face.
  for (let face = 2; face <= 5; face++) sums.set(face, 1 / 6);
  // First die 6, then k more sixes (k ≥ 0), then a 1..5.
  for (let sixes = 1; sixes <= MAX_SIXES; sixes++) {
    const chance = 6 ** -sixes / 6;
    for (let last = 1; last <= 5; last++) {
      const sum = 6 * sixes + last;
      sums.set(sum, (sums.get(sum) ?? 0) + chance);
    }
  }
  return { sums, unaccounted: 6 ** -(MAX_SIXES + 1) };
}

const FACE_SUMS = faceSums();

/** The score of one open roll plus `modifier` (a critical failure is 0 whatever the modifier). */
export function openRollDist(modifier: number): ScoreDist {
  const scores = new Map<number, number>([[0, 1 / 6]]);
  for (const [sum, chance] of FACE_SUMS.sums) scores.set(sum + modifier, (scores.get(sum + modifier) ?? 0) + chance);
  const values = [...scores.keys()];
  const offset = Math.min(...values);
  const p = new Array<number>(Math.max(...values) - offset + 1).fill(0);
  for (const [value, chance] of scores) p[value - offset] = chance;
  return { offset, p, unaccounted: FACE_SUMS.unaccounted };
}

/** P(score ≥ target). */
export function atLeast(dist: ScoreDist, target: number): number {
  let total = 0;
  dist.p.forEach((chance, i) => {
    if (dist.offset + i >= target) total += chance;
  });
  return total;
}

/** Chance of each difference `a − b` between two independent scores. */
export function differenceDist(a: ScoreDist, b: ScoreDist): Map<number, number> {
  const out = new Map<number, number>();
  a.p.forEach((pa, i) => {
    if (pa === 0) return;
    b.p.forEach((pb, j) => {
      if (pb === 0) return;
      const diff = a.offset + i - (b.offset + j);
      out.set(diff, (out.get(diff) ?? 0) + pa * pb);
    });
  });
  return out;
}

/** Sum of the chances of the differences that satisfy `test`. */
export function chanceOf(diffs: Map<number, number>, test: (difference: number) => boolean): number {
  let total = 0;
  for (const [diff, chance] of diffs) if (test(diff)) total += chance;
  return total;
}

/** Distribution of the number of successes among independent trials with their own chances. */
export function successCountDist(chances: readonly number[]): number[] {
  let dist = [1];
  for (const chance of chances) {
    const next = new Array<number>(dist.length + 1).fill(0);
    dist.forEach((p, k) => {
      next[k]! += p * (1 - chance);
      next[k + 1]! += p * chance;
    });
    dist = next;
  }
  return dist;
}
