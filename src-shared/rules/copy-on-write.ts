/**
 * Copy-on-write drafts of plain JSON-like data (objects and arrays): a handler mutates the draft as
 * if it were a deep copy, but only the objects it writes to (and their parents) are copied when the
 * draft is finished; everything else is shared with the base. The base is never changed, so an
 * event that is rejected half-way simply drops its draft.
 *
 * Reading a nested object through a draft gives a draft of it (created on first read); assigning a
 * new value stores it as is, and any drafts inside it are replaced by their results when finished.
 */

interface DraftNode {
  readonly base: Container;
  /** Shallow copy of `base`, made on the first write to this object. */
  copy: Container | null;
  /** Drafts handed out for nested objects, by key (made on the first read of one). */
  children: Map<PropertyKey, Container> | null;
  /** Keys written since the copy was made: their values may hold drafts to replace when finished. */
  assigned: Set<PropertyKey> | null;
  readonly parent: DraftNode | null;
  /** This object or something under it was written to. */
  modified: boolean;
  /** Values handed out as they are for these keys, never drafted nor written (read-only setup data, or working data beside the draft). */
  readonly raw: ReadonlyMap<PropertyKey, unknown> | null;
  /** Keys holding append-only lists: the list is drafted, its entries are handed out as they are. */
  readonly appendOnly: ReadonlySet<PropertyKey> | null;
  /** This node is such a list: entries are read as they are (they are never edited, only added). */
  readonly entriesRaw: boolean;
  finished: Container | null;
}

type Container = Record<PropertyKey, unknown> | unknown[];

/** The proxy target: an empty object or array (so `Array.isArray` answers truly) carrying its node. */
type Target = Container & { [NODE]: DraftNode };

const NODE = Symbol('copy-on-write draft');

function isDraftable(value: unknown): value is Container {
  if (value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return true;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

function nodeOf(value: unknown): DraftNode | undefined {
  return value !== null && typeof value === 'object' ? (value as Partial<Target>)[NODE] : undefined;
}

function shallowCopy(value: Container): Container {
  return Array.isArray(value) ? value.slice() : { ...value };
}

function markModified(node: DraftNode): void {
  for (let at: DraftNode | null = node; at && !at.modified; at = at.parent) at.modified = true;
}

function write(node: DraftNode, key: PropertyKey, value: unknown): Record<PropertyKey, unknown> {
  if (!node.copy) node.copy = shallowCopy(node.base);
  if (!node.modified) markModified(node);
  node.children?.delete(key);
  // Only objects can hold drafts to resolve, or be mistaken for values still shared with the base.
  if (value !== null && typeof value === 'object') (node.assigned ??= new Set()).add(key);
  return node.copy as Record<PropertyKey, unknown>;
}

const handler: ProxyHandler<Target> = {
  get(target, key) {
    const node = target[NODE];
    if (key === NODE) return node;
    const child = node.children?.get(key);
    if (child) return child;
    if (node.raw?.has(key)) return node.raw.get(key);
    const value = ((node.copy ?? node.base) as Record<PropertyKey, unknown>)[key];
    if (!isDraftable(value) || node.entriesRaw) return value;
    // Only values still shared with the base get drafts; assigned values already belong to this draft.
    if (node.assigned?.has(key) || key === '__proto__') return value;
    const draft = createNode(value, node, null, null, node.appendOnly?.has(key) ?? false);
    (node.children ??= new Map()).set(key, draft);
    return draft;
  },
  set(target, key, value) {
    if (target[NODE].raw?.has(key)) throw new TypeError(`${String(key)} is read-only in this draft`);
    write(target[NODE], key, value)[key] = value;
    return true;
  },
  deleteProperty(target, key) {
    delete write(target[NODE], key, undefined)[key];
    return true;
  },
  has(target, key) {
    const node = target[NODE];
    return key in (node.copy ?? node.base);
  },
  ownKeys(target) {
    const node = target[NODE];
    return Reflect.ownKeys(node.copy ?? node.base);
  },
  getOwnPropertyDescriptor(target, key) {
    const node = target[NODE];
    const descriptor = Reflect.getOwnPropertyDescriptor(node.copy ?? node.base, key);
    if (!descriptor) return undefined;
    // An array's `length` is reported as the (array) target has it: not configurable.
    if (key === 'length' && Array.isArray(target)) return descriptor;
    return { value: handler.get!(target, key, undefined), writable: true, enumerable: descriptor.enumerable, configurable: true };
  },
  defineProperty() {
    throw new TypeError('copy-on-write drafts do not support defineProperty');
  },
  setPrototypeOf() {
    throw new TypeError('copy-on-write drafts do not support setPrototypeOf');
  },
};

function createNode(
  base: Container,
  parent: DraftNode | null,
  raw: ReadonlyMap<PropertyKey, unknown> | null,
  appendOnly: ReadonlySet<PropertyKey> | null,
  entriesRaw: boolean,
): Container {
  const node: DraftNode = { base, copy: null, children: null, assigned: null, parent, modified: false, raw, appendOnly, entriesRaw, finished: null };
  const target = (Array.isArray(base) ? [] : {}) as Target;
  target[NODE] = node;
  return new Proxy(target, handler);
}

export interface DraftOptions {
  /**
   * Keys whose value is handed out as given here, never a draft: data a handler never changes (no
   * cost to read it), or working data kept beside the draft and left out of the result (read it
   * back with `resolveDrafts`). Writing such a key is refused.
   */
  readonly raw?: Readonly<Record<string, unknown>>;
  /** Keys of append-only lists (logs): a push copies the list, but its entries are never drafted, as they are never edited. */
  readonly appendOnly?: readonly string[];
}

/** A draft of `base` (see DraftOptions for top-level keys treated specially). */
export function createDraft<T extends object>(base: T, options: DraftOptions = {}): T {
  if (!isDraftable(base)) throw new TypeError('only plain objects and arrays can be drafted');
  const raw = Object.entries(options.raw ?? {});
  const appendOnly = options.appendOnly ?? [];
  return createNode(base, null, raw.length > 0 ? new Map(raw) : null, appendOnly.length > 0 ? new Set(appendOnly) : null, false) as T;
}

export function isDraft(value: unknown): boolean {
  return nodeOf(value) !== undefined;
}

/**
 * The result of a draft: the base itself if nothing was written, otherwise a new object sharing
 * every part that was not written to.
 */
export function finishDraft<T>(draft: T): T {
  const node = nodeOf(draft);
  if (!node) throw new TypeError('not a copy-on-write draft');
  return finish(node) as T;
}

function finish(node: DraftNode): Container {
  if (node.finished) return node.finished;
  if (!node.modified) return (node.finished = node.base);
  const out = (node.copy ?? shallowCopy(node.base)) as Record<PropertyKey, unknown>;
  node.finished = out as Container;
  if (node.children) for (const [key, child] of node.children) out[key] = finish(nodeOf(child)!);
  if (node.assigned) {
    for (const key of node.assigned) {
      const value = out[key];
      const resolved = resolveAssigned(value);
      if (resolved !== value) out[key] = resolved;
    }
  }
  return out as Container;
}

/** `value` with any drafts inside it replaced by their results (finishing them): for data that was kept beside a draft. */
export function resolveDrafts<T>(value: T): T {
  return resolveAssigned(value) as T;
}

/** Replaces drafts found inside a newly assigned value by their results. */
function resolveAssigned(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  const node = nodeOf(value);
  if (node) return finish(node);
  if (!isDraftable(value) || Object.isFrozen(value)) return value;
  const record = value as Record<PropertyKey, unknown>;
  for (const key of Object.keys(record)) {
    const inner = record[key];
    if (inner === null || typeof inner !== 'object') continue;
    const resolved = resolveAssigned(inner);
    if (resolved !== inner) record[key] = resolved;
  }
  return value;
}
