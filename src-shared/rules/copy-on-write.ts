/**
 * Copy-on-write drafts of plain JSON-like data (objects and arrays): a handler mutates the draft as
 * if it were a deep copy, but only the objects it writes to (and their parents) are copied when the
 * draft is finished; everything else is shared with the base. The base is never changed, so an
 * event that is rejected half-way simply drops its draft.
 *
 * Reading a nested object through a draft gives a draft of it (created on first read); assigning a
 * new value stores it as is, and any drafts inside it are replaced by their results when finished.
 */

type Container = Record<PropertyKey, unknown> | unknown[];

/**
 * One drafted object. For a drafted plain object the node is itself the proxy's target (one
 * allocation fewer per draft); a drafted array's target is an empty array carrying its node, so
 * `Array.isArray` answers truly.
 */
interface DraftNode {
  readonly base: Container;
  /** Shallow copy of `base`, made on the first write to this object. */
  copy: Container | null;
  /** Drafts handed out for nested objects, by key (made on the first read of one). */
  children: Map<PropertyKey, DraftNode> | null;
  /** The draft handed out for this node (set right after the node is made). */
  proxy: Container;
  /** Keys written since the copy was made: their values may hold drafts to replace when finished. */
  assigned: Set<PropertyKey> | null;
  readonly parent: DraftNode | null;
  /** Where this object is copied (see CopySite). */
  readonly site: CopySite;
  /** This object or something under it was written to. */
  modified: boolean;
  /** Values handed out as they are for these keys, never drafted nor written (read-only setup data, or working data beside the draft). */
  readonly raw: Readonly<Record<PropertyKey, unknown>> | null;
  /** Keys holding append-only lists: the list is drafted, its entries are handed out as they are. */
  readonly appendOnly: readonly PropertyKey[] | null;
  /** This node is such a list: entries are read as they are (they are never edited, only added). */
  readonly entriesRaw: boolean;
  finished: Container | null;
}

type ArrayTarget = unknown[] & { [NODE]: DraftNode };

const NODE = Symbol('copy-on-write draft');
const hasOwn = Object.prototype.hasOwnProperty;

/**
 * A place in the drafted data where objects are copied: the root, each key under the root, and
 * below those one site per level (the entries of a record share one shape, so one site).
 */
interface CopySite {
  readonly copy: (value: Record<PropertyKey, unknown>) => Record<PropertyKey, unknown>;
  /** Sites of the root's keys, by key (on the root's site only). */
  byKey: Map<PropertyKey, CopySite> | null;
  /** The site of this site's children, below the root's keys. */
  child: CopySite | null;
}

/*
 * V8 caches an object spread per call site: one site that sees every shape of a battle state goes
 * megamorphic and copies ten to forty times slower than one that sees a few shapes (measured on
 * battle states: 1.1 µs against 0.03 µs for a Brigade). These are separate spread sites, handed out
 * one per place in the data; when they run out the last one is shared.
 */
const SPREADS: readonly CopySite['copy'][] = [
  (o) => ({ ...o }), (o) => ({ ...o }), (o) => ({ ...o }), (o) => ({ ...o }), (o) => ({ ...o }), (o) => ({ ...o }), (o) => ({ ...o }), (o) => ({ ...o }),
  (o) => ({ ...o }), (o) => ({ ...o }), (o) => ({ ...o }), (o) => ({ ...o }), (o) => ({ ...o }), (o) => ({ ...o }), (o) => ({ ...o }), (o) => ({ ...o }),
  (o) => ({ ...o }), (o) => ({ ...o }), (o) => ({ ...o }), (o) => ({ ...o }), (o) => ({ ...o }), (o) => ({ ...o }), (o) => ({ ...o }), (o) => ({ ...o }),
  (o) => ({ ...o }), (o) => ({ ...o }), (o) => ({ ...o }), (o) => ({ ...o }), (o) => ({ ...o }), (o) => ({ ...o }), (o) => ({ ...o }), (o) => ({ ...o }),
  (o) => ({ ...o }), (o) => ({ ...o }), (o) => ({ ...o }), (o) => ({ ...o }), (o) => ({ ...o }), (o) => ({ ...o }), (o) => ({ ...o }), (o) => ({ ...o }),
  (o) => ({ ...o }), (o) => ({ ...o }), (o) => ({ ...o }), (o) => ({ ...o }), (o) => ({ ...o }), (o) => ({ ...o }), (o) => ({ ...o }), (o) => ({ ...o }),
];
let spreadsUsed = 0;

function newSite(): CopySite {
  return { copy: SPREADS[Math.min(spreadsUsed++, SPREADS.length - 1)]!, byKey: null, child: null };
}

const ROOT_SITE = newSite();

function childSite(parent: DraftNode, key: PropertyKey): CopySite {
  const site = parent.site;
  if (parent.parent !== null) return (site.child ??= newSite());
  const byKey = (site.byKey ??= new Map());
  let made = byKey.get(key);
  if (!made) byKey.set(key, (made = newSite()));
  return made;
}

function isDraftable(value: unknown): value is Container {
  if (value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return true;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

function nodeOf(value: unknown): DraftNode | undefined {
  return value !== null && typeof value === 'object' ? ((value as Record<PropertyKey, unknown>)[NODE] as DraftNode | undefined) : undefined;
}

function shallowCopy(node: DraftNode): Container {
  const base = node.base;
  return Array.isArray(base) ? base.slice() : node.site.copy(base);
}

function markModified(node: DraftNode): void {
  for (let at: DraftNode | null = node; at && !at.modified; at = at.parent) at.modified = true;
}

function write(node: DraftNode, key: PropertyKey, value: unknown): Record<PropertyKey, unknown> {
  if (node.copy === null) node.copy = shallowCopy(node);
  if (!node.modified) markModified(node);
  if (node.children !== null) node.children.delete(key);
  // Only objects can hold drafts to resolve, or be mistaken for values still shared with the base.
  if (value !== null && typeof value === 'object') (node.assigned ??= new Set()).add(key);
  return node.copy as Record<PropertyKey, unknown>;
}

/** `value` is what `key` already holds (an own property; a draft handed out for it counts as changed). */
function unchanged(node: DraftNode, key: PropertyKey, value: unknown): boolean {
  const container = (node.copy ?? node.base) as Record<PropertyKey, unknown>;
  return container[key] === value && (value !== undefined || hasOwn.call(container, key)) && !(node.children !== null && node.children.has(key));
}

function read(node: DraftNode, key: PropertyKey): unknown {
  if (node.raw !== null && hasOwn.call(node.raw, key)) return node.raw[key];
  if (node.children !== null) {
    const child = node.children.get(key);
    if (child !== undefined) return child.proxy;
  }
  const value = ((node.copy ?? node.base) as Record<PropertyKey, unknown>)[key];
  if (value === null || typeof value !== 'object' || node.entriesRaw) return value;
  // Only values still shared with the base get drafts; assigned values already belong to this draft.
  if ((node.assigned !== null && node.assigned.has(key)) || key === '__proto__' || !isDraftable(value)) return value;
  const child = createNode(value, node, childSite(node, key), null, null, node.appendOnly !== null && node.appendOnly.includes(key));
  (node.children ??= new Map()).set(key, child);
  return child.proxy;
}

/** What `key` holds now without drafting it: the draft handed out for it, else the stored value. */
function currentValue(node: DraftNode, key: PropertyKey): unknown {
  if (node.raw !== null && hasOwn.call(node.raw, key)) return node.raw[key];
  const child = node.children !== null ? node.children.get(key) : undefined;
  return child !== undefined ? child.proxy : ((node.copy ?? node.base) as Record<PropertyKey, unknown>)[key];
}

function assign(node: DraftNode, key: PropertyKey, value: unknown): void {
  if (node.raw !== null && hasOwn.call(node.raw, key)) throw new TypeError(`${String(key)} is read-only in this draft`);
  // Writing back the value already there (a flag set that was set) copies nothing: the result would be equal.
  if (unchanged(node, key, value)) return;
  write(node, key, value)[key] = value;
}

function traps(nodeIn: (target: object) => DraftNode): ProxyHandler<object> {
  const handler: ProxyHandler<object> = {
    get(target, key) {
      const node = nodeIn(target);
      return key === NODE ? node : read(node, key);
    },
    set(target, key, value) {
      assign(nodeIn(target), key, value);
      return true;
    },
    deleteProperty(target, key) {
      const node = nodeIn(target);
      if (!hasOwn.call(node.copy ?? node.base, key)) return true;
      delete write(node, key, undefined)[key];
      return true;
    },
    has(target, key) {
      const node = nodeIn(target);
      return key in (node.copy ?? node.base);
    },
    ownKeys(target) {
      const node = nodeIn(target);
      return Reflect.ownKeys(node.copy ?? node.base);
    },
    getOwnPropertyDescriptor(target, key) {
      const node = nodeIn(target);
      const descriptor = Reflect.getOwnPropertyDescriptor(node.copy ?? node.base, key);
      if (!descriptor) return undefined;
      // An array's `length` is reported as the (array) target has it: not configurable.
      if (key === 'length' && Array.isArray(target)) return descriptor;
      // The value as it stands, not drafted: Object.keys asks for every key's descriptor, and
      // drafting each entry there would cost a draft per key; reading a value through the draft
      // (as Object.values, entries and spreads then do) still drafts it.
      return { value: currentValue(node, key), writable: true, enumerable: descriptor.enumerable, configurable: true };
    },
    defineProperty() {
      throw new TypeError('copy-on-write drafts do not support defineProperty');
    },
    setPrototypeOf() {
      throw new TypeError('copy-on-write drafts do not support setPrototypeOf');
    },
  };
  return handler;
}

const objectTraps = traps((target) => target as DraftNode);
const arrayTraps = traps((target) => (target as ArrayTarget)[NODE]);

/** A root node without a proxy (its handle is made by the caller). */
function createBareNode(base: Container, site: CopySite, raw: Readonly<Record<PropertyKey, unknown>> | null, appendOnly: readonly PropertyKey[] | null): DraftNode {
  return { base, copy: null, children: null, proxy: base, assigned: null, parent: null, site, modified: false, raw, appendOnly, entriesRaw: false, finished: null };
}

function createNode(
  base: Container,
  parent: DraftNode | null,
  site: CopySite,
  raw: Readonly<Record<PropertyKey, unknown>> | null,
  appendOnly: readonly PropertyKey[] | null,
  entriesRaw: boolean,
): DraftNode {
  const node: DraftNode = { base, copy: null, children: null, proxy: base, assigned: null, parent, site, modified: false, raw, appendOnly, entriesRaw, finished: null };
  if (!Array.isArray(base)) {
    node.proxy = new Proxy(node, objectTraps) as unknown as Container;
  } else {
    const target = [] as unknown as ArrayTarget;
    target[NODE] = node;
    node.proxy = new Proxy(target, arrayTraps) as unknown as Container;
  }
  return node;
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
  const { raw, appendOnly } = options;
  return createNode(base, null, ROOT_SITE, raw ?? null, appendOnly && appendOnly.length > 0 ? appendOnly : null, false).proxy as T;
}

export interface FixedKeys {
  /** Every key the data may have at its top level (present or not), each read and written through an accessor. */
  readonly keys: readonly string[];
  /** Keys handed out as given in `raw` (see DraftOptions.raw). */
  readonly raw: readonly string[];
  readonly appendOnly?: readonly string[];
}

/**
 * Drafts of data whose top level has a known set of keys (a reducer's state), made by the function
 * returned. The top level is an object with one accessor per key rather than a proxy: a handler
 * reads the top level far more than anything else, and an accessor costs a fraction of a proxy
 * trap. Below the top level drafts are as `createDraft` makes them, and finishing is the same.
 * A key outside `keys` cannot be added (the draft is not extensible), and top-level keys cannot be
 * deleted; enumerating the top level of such a draft gives nothing.
 */
export function fixedKeyDrafts<T extends object>(shape: FixedKeys): (base: T, raw: Readonly<Record<string, unknown>>) => T {
  const site = newSite();
  const appendOnly = shape.appendOnly && shape.appendOnly.length > 0 ? shape.appendOnly : null;
  interface Root {
    readonly [NODE]: DraftNode;
  }
  const prototype: object = {};
  for (const key of shape.keys) {
    Object.defineProperty(prototype, key, {
      get(this: Root) {
        return read(this[NODE], key);
      },
      set(this: Root, value: unknown) {
        assign(this[NODE], key, value);
      },
    });
  }
  for (const key of shape.raw) {
    Object.defineProperty(prototype, key, {
      get(this: Root) {
        return this[NODE].raw![key];
      },
      set() {
        throw new TypeError(`${key} is read-only in this draft`);
      },
    });
  }
  return (base, raw) => {
    if (!isDraftable(base) || Array.isArray(base)) throw new TypeError('only plain objects can be drafted with fixed keys');
    const node = createBareNode(base, site, raw, appendOnly);
    const root = Object.create(prototype) as Record<PropertyKey, unknown>;
    root[NODE] = node;
    Object.preventExtensions(root);
    node.proxy = root as Container;
    return root as T;
  };
}

export function isDraft(value: unknown): boolean {
  return nodeOf(value) !== undefined;
}

/**
 * What `container[key]` holds now, without drafting it: the draft already handed out for the key
 * (it carries the writes made through it), else the stored value as it is. For scans that only
 * read, where drafting every entry would cost an object and a proxy each; never write to the
 * result. On data that is not a draft it is a plain read.
 */
export function peek<T extends object, K extends keyof T>(container: T, key: K): T[K] {
  const node = nodeOf(container);
  return node === undefined ? container[key] : (currentValue(node, key) as T[K]);
}

/**
 * A read-only view of all of `container` as it stands: the stored list or record itself when
 * nothing under it has been drafted (an append-only log never is), else the draft. For scans that
 * only read; never write to the result.
 */
export function peekAll<T extends object>(container: T): T {
  const node = nodeOf(container);
  if (node === undefined || node.raw !== null || (node.children !== null && node.children.size > 0)) return container;
  return (node.copy ?? node.base) as T;
}

/**
 * The keys `container` holds now, without drafting anything: `Object.keys` of a draft asks every
 * key's descriptor through a trap, which costs more than the scan it feeds. Never write through it.
 */
export function peekKeys(container: object): string[] {
  const node = nodeOf(container);
  return Object.keys(node === undefined ? container : (node.copy ?? node.base));
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
  const out = (node.copy ?? shallowCopy(node)) as Record<PropertyKey, unknown>;
  node.finished = out as Container;
  if (node.children) {
    for (const [key, inner] of node.children) {
      // A child only read still holds the base's value, which the copy already has.
      if (inner.modified) out[key] = finish(inner);
    }
  }
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
