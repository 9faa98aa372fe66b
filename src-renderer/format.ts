// Made on first use, not when the entry file loads: the first Intl formatter in a renderer costs
// 40–90 ms on a slow machine (ICU loading its locale data), which a page without dates need not pay.
let dateFormat: Intl.DateTimeFormat | undefined;
let number: Intl.NumberFormat | undefined;

export function formatDate(epochMs: number): string {
  dateFormat ??= new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
  return dateFormat.format(new Date(epochMs));
}

/** A count with thousands separators, as the rosters and the campaign page print them. */
export function formatNumber(n: number): string {
  number ??= new Intl.NumberFormat('en-GB');
  return number.format(n);
}

/** "1 step", "12 steps": a count with its noun, singular for one. */
export function countOf(n: number, singular: string, plural = `${singular}s`): string {
  return `${formatNumber(n)} ${n === 1 ? singular : plural}`;
}
