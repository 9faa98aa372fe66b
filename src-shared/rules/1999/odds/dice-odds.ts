import { check } from '../mechanics/roll';

/** Exact odds by enumerating every face through the engine's own checks — computed, never sampled. */
export const D6_FACES = [1, 2, 3, 4, 5, 6] as const;

/** P(D6 + modifier ≥ needed), a natural 6/1 deciding when `automatic` (L125). */
export function checkOdds(modifier: number, needed: number, automatic: boolean): number {
  return D6_FACES.filter((face) => check(face, modifier, needed, automatic).success).length / 6;
}

/** A failed roll taken again once (a card's Re-roll, L131–L133): p + (1 − p)·p. */
export function withReroll(p: number): number {
  return p + (1 - p) * p;
}

/** Distribution of the sum of 2D6: `[sum] → probability`, sums 2–12. */
export function twoD6(): ReadonlyMap<number, number> {
  const out = new Map<number, number>();
  for (const a of D6_FACES) for (const b of D6_FACES) out.set(a + b, (out.get(a + b) ?? 0) + 1 / 36);
  return out;
}

/** The D3 read from a D6 (L127–L129): each of 1, 2, 3 with probability 1/3. */
export function d3Odds(): ReadonlyMap<number, number> {
  const out = new Map<number, number>();
  for (const face of D6_FACES) {
    const d3 = Math.ceil(face / 2);
    out.set(d3, (out.get(d3) ?? 0) + 1 / 6);
  }
  return out;
}
