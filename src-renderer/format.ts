const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function formatDate(epochMs: number): string {
  return dateFormat.format(new Date(epochMs));
}

const number = new Intl.NumberFormat('en-GB');

/** A count with thousands separators, as the rosters and the campaign page print them. */
export const formatNumber = (n: number): string => number.format(n);
