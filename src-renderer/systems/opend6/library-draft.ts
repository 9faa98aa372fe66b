import type { z } from 'zod';

/** Helpers the Equipment table and Troop List editors share. */

/** A typed number, or null when the field is left empty ("not given — your group sets it"). */
export function numberOrNull(raw: string): number | null {
  if (raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isFinite(value) ? value : null;
}

/** An id for a new item, never shown: the kind and the first number not yet taken. */
export function freshId(prefix: string, taken: readonly { id: string }[]): string {
  const ids = new Set(taken.map((item) => item.id));
  let n = 1;
  while (ids.has(`${prefix}-${n}`)) n++;
  return `${prefix}-${n}`;
}

export type Checked<T> = { readonly ok: true; readonly items: T[] } | { readonly ok: false; readonly problems: readonly string[] };

/** Every item through the library's schema; problems name the item and the field in words. */
export function checkItems<T>(items: readonly unknown[], schema: z.ZodType<T>, nameOf: (item: unknown, index: number) => string): Checked<T> {
  const problems: string[] = [];
  const parsed: T[] = [];
  items.forEach((item, index) => {
    const result = schema.safeParse(item);
    if (result.success) parsed.push(result.data);
    else problems.push(...result.error.issues.map((issue) => `${nameOf(item, index)}: ${issue.message}`));
  });
  const ids = items.map((item) => (item as { id?: unknown }).id);
  ids.forEach((id, index) => {
    if (ids.indexOf(id) !== index) problems.push(`${nameOf(items[index], index)}: the same entry appears twice`);
  });
  return problems.length > 0 ? { ok: false, problems } : { ok: true, items: parsed };
}

/** The items from pasted or loaded JSON: an array, or an object with an `items` array. */
export function itemsFromJson(text: string): unknown[] | string {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return 'This is not JSON: check the brackets and quotes';
  }
  if (Array.isArray(data)) return data;
  if (data && typeof data === 'object' && Array.isArray((data as { items?: unknown }).items)) return (data as { items: unknown[] }).items;
  return 'Expected a list of entries';
}

export function nameOfEntry(item: unknown, index: number): string {
  const name = (item as { name?: unknown } | null)?.name;
  return typeof name === 'string' && name.trim() !== '' ? name : `Entry ${index + 1}`;
}

export function sourceWords(source: { kind: string; lines?: readonly number[]; note?: string } | undefined): string {
  if (!source) return '';
  if (source.kind === 'rulebook') return `The rulebook${source.lines?.length ? `, lines ${source.lines.slice(0, 4).join(', ')}${source.lines.length > 4 ? '…' : ''}` : ''}`;
  if (source.kind === 'example') return 'An example, not the rulebook’s';
  return 'Your group';
}
