import { computed, watch, type ComputedRef } from 'vue';

type Errors = Partial<Record<string, string>>;

const NOT_A_FIELD = Symbol('not a field of this form');

/** The value at a dotted error path (`factions.0.name`) in the form's fields, or the nearest part of it that exists. */
function valueAt(fields: object, path: string): unknown {
  const keys = path.split('.');
  if (!(keys[0]! in fields)) return NOT_A_FIELD;
  let value: unknown = fields;
  for (const key of keys) {
    if (value === null || typeof value !== 'object' || !(key in value)) break;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/**
 * A refusal's field errors as the form should show them: each goes away once its field is changed
 * after the refusal came (the player is fixing it), and all come back with the next refusal.
 * `fieldOf` maps an error path to the field holding it where the call's names differ
 * (`roster.name` → `name`).
 */
export function useFreshErrors(errors: () => Errors | undefined, fields: object, fieldOf: (path: string) => string = (path) => path): ComputedRef<Record<string, string>> {
  const current = (path: string) => {
    const value = valueAt(fields, fieldOf(path));
    return value === NOT_A_FIELD ? NOT_A_FIELD : JSON.stringify(value);
  };
  let asRefused = new Map<string, unknown>();
  watch(
    errors,
    (now) => {
      asRefused = new Map(Object.keys(now ?? {}).map((path) => [path, current(path)]));
    },
    { immediate: true, flush: 'sync' },
  );
  return computed(() => {
    const shown: Record<string, string> = {};
    for (const [path, message] of Object.entries(errors() ?? {})) {
      if (message === undefined) continue;
      // An error on something this form does not hold (another component's part, the whole form) stays until the next attempt.
      const now = current(path);
      if (now === NOT_A_FIELD || now === asRefused.get(path)) shown[path] = message;
    }
    return shown;
  });
}
