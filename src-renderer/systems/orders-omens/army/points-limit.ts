/**
 * The points limit as typed: empty is "no limit"; anything else goes to the contract as a number
 * (even when it is not one), so the contract's own message explains what is wrong.
 */
export function pointsLimitFromText(text: string): number | undefined {
  const trimmed = text.trim().replace(/[,\s]/g, '');
  if (trimmed === '') return undefined;
  return Number(trimmed);
}
