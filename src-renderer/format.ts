const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function formatDate(epochMs: number): string {
  return dateFormat.format(new Date(epochMs));
}

const number = new Intl.NumberFormat('en-GB');

/** A count with thousands separators, as the rosters and the campaign page print them. */
export const formatNumber = (n: number): string => number.format(n);

/** "1 step", "12 steps": a count with its noun, singular for one. */
export function countOf(n: number, singular: string, plural = `${singular}s`): string {
  return `${formatNumber(n)} ${n === 1 ? singular : plural}`;
}
