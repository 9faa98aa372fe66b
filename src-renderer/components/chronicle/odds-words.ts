/** How the chronicle's screens put odds into words. */

/** 57.3 → "57th". */
export function percentileWords(p: number): string {
  const n = Math.round(p);
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th';
  return `${n}${suffix}`;
}

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

/**
 * A quoted moment's chance, saying what it counts: for a luckiest roll the chance of going this
 * well or better, for an unluckiest the chance of going this badly or worse. Above one in two the
 * result was the likely one, and the words say so rather than read as a rare stroke of fortune.
 */
export function momentChanceWords(chance: number, moment: 'luckiest' | 'unluckiest'): string {
  const counted = `a ${chanceWords(chance)} chance of going this ${moment === 'luckiest' ? 'well or better' : 'badly or worse'}`;
  return chance > 0.5 ? `a likely result: ${counted}` : counted;
}

/** A side's luck in a phrase: "57th percentile over 34 rolls". */
export function luckWords(mean: number | null, rolls: number): string {
  return mean === null ? 'no rated rolls' : `${percentileWords(mean)} percentile over ${rolls} ${rolls === 1 ? 'roll' : 'rolls'}`;
}
