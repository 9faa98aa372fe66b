/** A probability as players read it: "58%", "under 1%", "certain". */
export function percent(p: number): string {
  if (p >= 0.9995) return '100%';
  if (p <= 0) return '0%';
  if (p < 0.01) return 'under 1%';
  return `${Math.round(p * 100)}%`;
}
