import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';

/** The JSON Schema subset `z.toJSONSchema` emits for the contract's inputs. */
export interface JsonSchema {
  readonly type?: string | string[];
  readonly properties?: Record<string, JsonSchema>;
  readonly required?: string[];
  readonly items?: JsonSchema;
  readonly prefixItems?: JsonSchema[];
  readonly anyOf?: JsonSchema[];
  readonly oneOf?: JsonSchema[];
  readonly allOf?: JsonSchema[];
  readonly enum?: unknown[];
  readonly const?: unknown;
  readonly minimum?: number;
  readonly exclusiveMinimum?: number;
  readonly minLength?: number;
  readonly minItems?: number;
  readonly format?: string;
  readonly default?: unknown;
  readonly additionalProperties?: JsonSchema | boolean;
}

/** Ids of real records, by the field names that take them, so a plausible input reaches the services. */
export type IdPool = Readonly<Record<string, string>>;

type Path = readonly (string | number)[];

/** A plausible input for a schema: the first enum value, the record the field names, minimal lists. */
export function plausible(schema: JsonSchema, key: string, ids: IdPool, area: string): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return plausible(options.find((o) => o.type !== 'null') ?? options[0]!, key, ids, area);
  if (schema.allOf) return plausible(schema.allOf[0]!, key, ids, area);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string':
      if (schema.format === 'date-time') return '2026-03-01T12:00:00.000Z';
      return ids[key] ?? (key === 'id' ? ids[area] : undefined) ?? 'x'.repeat(Math.max(1, schema.minLength ?? 1));
    case 'integer':
    case 'number':
      return schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
    case 'boolean':
      return false;
    case 'null':
      return null;
    case 'array':
      if (schema.prefixItems) return schema.prefixItems.map((item) => plausible(item, key, ids, area));
      return Array.from({ length: schema.minItems ?? 0 }, () => plausible(schema.items ?? {}, key, ids, area));
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const name of schema.required ?? []) value[name] = plausible(schema.properties?.[name] ?? {}, name, ids, area);
      return value;
    }
    default:
      return {};
  }
}

/** Values a clumsy or hostile caller sends in place of any field. */
export function hostileValues(ids: IdPool): unknown[] {
  let deep: unknown = 'bottom';
  for (let i = 0; i < 40; i++) deep = [deep];
  return [
    null,
    true,
    0,
    -1,
    1.5,
    1e21,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    '',
    '   ',
    '__proto__',
    'constructor',
    'toString',
    'hasOwnProperty',
    '<img src=x onerror=alert(1)>',
    '\u0000',
    '../../../etc/passwd',
    '00000000-0000-4000-8000-000000000000',
    'x'.repeat(100_000),
    [],
    [null],
    {},
    JSON.parse('{"__proto__": {"polluted": 1}}') as unknown,
    { constructor: { prototype: { polluted: 1 } } },
    deep,
    ...Object.values(ids),
  ];
}

/** Every path into a plausible value (objects and arrays down to `depth` levels). */
function pathsOf(value: unknown, depth: number, prefix: Path = []): Path[] {
  if (depth === 0 || value === null || typeof value !== 'object') return [];
  const keys: (string | number)[] = Array.isArray(value) ? value.map((_, i) => i) : Object.keys(value);
  return keys.flatMap((key) => [[...prefix, key], ...pathsOf((value as Record<string | number, unknown>)[key], depth - 1, [...prefix, key])]);
}

function withValue(base: unknown, path: Path, value: unknown, remove = false): unknown {
  const copy = structuredClone(base) as Record<string | number, unknown>;
  let at = copy;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
  const last = path.at(-1)!;
  if (remove) delete at[last];
  else at[last] = value;
  return copy;
}

/**
 * Malformed inputs derived from a call's plausible input: each field replaced by each hostile
 * value, each field removed, an unknown field added, and the whole input replaced — `perCall`
 * of them, chosen by a seeded generator so a failure reproduces.
 */
export function malformedInputs(base: unknown, ids: IdPool, seed: number, perCall: number): unknown[] {
  const hostile = hostileValues(ids);
  const paths = pathsOf(base, 3);
  const all: (() => unknown)[] = [
    ...hostile.map((value) => () => value),
    ...paths.map((path) => () => withValue(base, path, undefined, true)),
    () => ({ ...(base as object), unexpectedField: 1 }),
    ...paths.flatMap((path) => hostile.map((value) => () => withValue(base, path, value))),
  ];
  const rng = xoroshiro128plus(seed);
  const chosen: unknown[] = [base];
  for (let i = 0; i < Math.min(perCall, all.length); i++) {
    const index = i < hostile.length + paths.length + 1 ? i : uniformInt(rng, 0, all.length - 1);
    chosen.push(all[index]!());
  }
  return chosen;
}
