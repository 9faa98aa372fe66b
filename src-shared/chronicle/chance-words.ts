/** One wording for a roll's chance, shared by the chronicle's screens and the written account, so a page never gives the same roll two different odds. */

/** The smallest fraction of at most 36 equal to `p`, as 2D6 rolls are counted on the battle screens; null where there is none. */
function diceFraction(p: number): { n: number; d: number } | null {
  for (let d = 2; d <= 36; d += 1) {
    const n = Math.round(p * d);
    if (n > 0 && Math.abs(n / d - p) < 1e-9) return { n, d };
  }
  return null;
}

/**
 * 1/36 → "1 in 36", 5/12 → "5 in 12" (the fraction the battle screen gives a roll, never rounded
 * to "1 in 2"); a rare chance of no such fraction → "1 in 1,296"-like "1 in N" once N is 10 or
 * more (rounding then moves it by 5% at most); else a percentage, as are chances above a half.
 */
export function chanceWords(p: number): string {
  if (p <= 0) return 'never';
  if (p > 0.5) return `${Math.round(p * 100)}%`;
  const exact = diceFraction(p);
  if (exact) return `${exact.n} in ${exact.d}`;
  if (p <= 0.1) return `1 in ${Math.round(1 / p).toLocaleString('en-GB')}`;
  return `${Math.round(p * 100)}%`;
}
