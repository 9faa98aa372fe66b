/** Dates the engines keep as ISO 8601 text, shown in the player's locale. */
const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const dateOnly = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

export function formatIso(iso: string): string {
  return dateTime.format(new Date(iso));
}

export function formatIsoDay(iso: string): string {
  return dateOnly.format(new Date(iso));
}

/** The value a `datetime-local` input wants for a moment, in local time. */
export function toLocalInput(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A `datetime-local` or `date` input's value as ISO 8601 (UTC), or the raw text when it does not parse. */
export function fromLocalInput(value: string): string {
  const parsed = new Date(value);
  return Number.isNaN(parsed.getTime()) ? value : parsed.toISOString();
}
