/** A discrete distribution over 0, 1, 2, …: `dist[k]` is the probability of k. */
export type Dist = readonly number[];

export const CERTAIN_ZERO: Dist = [1];

export function convolve(a: Dist, b: Dist): Dist {
  const out = new Array<number>(a.length + b.length - 1).fill(0);
  for (let i = 0; i < a.length; i++) {
    const pa = a[i]!;
    if (pa === 0) continue;
    for (let j = 0; j < b.length; j++) out[i + j]! += pa * b[j]!;
  }
  return out;
}

export function convolveAll(dists: readonly Dist[]): Dist {
  return dists.reduce<Dist>((acc, dist) => convolve(acc, dist), CERTAIN_ZERO);
}

/** Each of k events survives independently with probability `keep` (hits surviving saves). */
export function thin(dist: Dist, keep: number): Dist {
  if (keep === 1) return dist;
  const out = new Array<number>(dist.length).fill(0);
  dist.forEach((p, n) => {
    if (p === 0) return;
    let binom = 1; // C(n, k)
    for (let k = 0; k <= n; k++) {
      out[k]! += p * binom * keep ** k * (1 - keep) ** (n - k);
      binom = (binom * (n - k)) / (k + 1);
    }
  });
  return out;
}

export function shift(dist: Dist, by: number): Dist {
  return [...new Array<number>(by).fill(0), ...dist];
}

export function mean(dist: Dist): number {
  return dist.reduce((sum, p, k) => sum + p * k, 0);
}

export function totalProbability(dist: Dist): number {
  return dist.reduce((sum, p) => sum + p, 0);
}

/** Distribution of a sum from weighted outcomes. */
export function fromOutcomes(outcomes: readonly { readonly value: number; readonly p: number }[]): Dist {
  const out: number[] = [];
  for (const { value, p } of outcomes) {
    while (out.length <= value) out.push(0);
    out[value]! += p;
  }
  return out;
}
