/** How the chronicle's screens put odds into words. */

/** 57.3 → "57th". */
export function percentileWords(p: number): string {
  const n = Math.round(p);
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th';
  return `${n}${suffix}`;
}

/** 1/36 → "1 in 36"; chances above a half read as a percentage. */
export function chanceWords(p: number): string {
  if (p <= 0) return 'never';
  return p > 0.5 ? `${Math.round(p * 100)}%` : `1 in ${Math.round(1 / p)}`;
}

/** A side's luck in a phrase: "57th percentile over 34 rolls". */
export function luckWords(mean: number | null, rolls: number): string {
  return mean === null ? 'no rated rolls' : `${percentileWords(mean)} percentile over ${rolls} ${rolls === 1 ? 'roll' : 'rolls'}`;
}
