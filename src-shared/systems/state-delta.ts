/**
 * What one step changed in a battle's state, so an append can answer with the change rather than
 * the whole state (which grows with the battle: the chronicle, the orders, the VP entries).
 * Generic over any plain-JSON state: each top-level field that changed is sent whole when it is a
 * plain value, or entry by entry when it is a list or a record. Entries the engine kept by
 * reference are skipped without being compared, so a long append-only list costs a pointer check
 * per entry, not a serialisation.
 */
export type FieldDelta =
  | { readonly kind: 'value'; readonly value: unknown }
  | { readonly kind: 'list'; readonly length: number; readonly items: Readonly<Record<number, unknown>> }
  | { readonly kind: 'record'; readonly entries: Readonly<Record<string, unknown>>; readonly removed: readonly string[] };

export type StateDelta = Readonly<Record<string, FieldDelta>>;

type Plain = Record<string, unknown>;

const isRecord = (value: unknown): value is Plain => value !== null && typeof value === 'object' && !Array.isArray(value);

function same(a: unknown, b: unknown): boolean {
  return a === b || (typeof a === 'object' && typeof b === 'object' && JSON.stringify(a) === JSON.stringify(b));
}

function listDelta(before: readonly unknown[], after: readonly unknown[]): FieldDelta | null {
  const items: Record<number, unknown> = {};
  let changed = after.length !== before.length;
  for (let i = 0; i < after.length; i++) {
    if (i < before.length && same(before[i], after[i])) continue;
    items[i] = after[i];
    changed = true;
  }
  return changed ? { kind: 'list', length: after.length, items } : null;
}

function recordDelta(before: Plain, after: Plain): FieldDelta | null {
  const entries: Plain = {};
  let changed = false;
  for (const key of Object.keys(after)) {
    if (key in before && same(before[key], after[key])) continue;
    entries[key] = after[key];
    changed = true;
  }
  const removed = Object.keys(before).filter((key) => !(key in after));
  return changed || removed.length > 0 ? { kind: 'record', entries, removed } : null;
}

/** The fields of `after` that differ from `before`. */
export function diffState(before: object, after: object): StateDelta {
  const delta: Record<string, FieldDelta> = {};
  const was = before as Plain;
  for (const [key, value] of Object.entries(after as Plain)) {
    const old = was[key];
    if (old === value) continue;
    const field =
      Array.isArray(old) && Array.isArray(value)
        ? listDelta(old, value)
        : isRecord(old) && isRecord(value)
          ? recordDelta(old, value)
          : same(old, value)
            ? null
            : { kind: 'value' as const, value };
    if (field) delta[key] = field;
  }
  for (const key of Object.keys(was)) if (!(key in (after as Plain))) delta[key] = { kind: 'value', value: undefined };
  return delta;
}

/** `before` with the delta applied: equal to the state the delta was taken from. Shares every unchanged part. */
export function applyDelta<S extends object>(before: S, delta: StateDelta): S {
  const next: Plain = { ...(before as Plain) };
  for (const [key, field] of Object.entries(delta)) {
    if (field.kind === 'value') {
      if (field.value === undefined) delete next[key];
      else next[key] = field.value;
    } else if (field.kind === 'list') {
      const list = ((next[key] as unknown[] | undefined) ?? []).slice(0, field.length);
      for (const [index, item] of Object.entries(field.items)) list[Number(index)] = item;
      next[key] = list;
    } else {
      const record: Plain = { ...((next[key] as Plain | undefined) ?? {}), ...field.entries };
      for (const key of field.removed) delete record[key];
      next[key] = record;
    }
  }
  return next as S;
}
