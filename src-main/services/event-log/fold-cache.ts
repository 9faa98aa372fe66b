import type { Database } from 'better-sqlite3';

/**
 * Folded logs kept between calls, per database connection, so a step costs one fold call rather
 * than a replay. An entry is trusted only while the log row's step count and last-change time
 * still match what this connection last wrote or read: a write by another process (the desktop
 * app and the browser host share one file), or a rolled-back transaction, misses and replays.
 */
export class FoldCache<V> {
  private readonly byConnection = new WeakMap<Database, Map<string, { count: number; updatedAt: number; value: V }>>();

  constructor(private readonly kept: number) {}

  get(sqlite: Database, id: string, count: number, updatedAt: number): V | undefined {
    const entries = this.byConnection.get(sqlite);
    const entry = entries?.get(id);
    if (!entries || !entry || entry.count !== count || entry.updatedAt !== updatedAt) return undefined;
    // Most recently used last, so the oldest is the first key.
    entries.delete(id);
    entries.set(id, entry);
    return entry.value;
  }

  set(sqlite: Database, id: string, count: number, updatedAt: number, value: V): void {
    let entries = this.byConnection.get(sqlite);
    if (!entries) this.byConnection.set(sqlite, (entries = new Map()));
    entries.delete(id);
    entries.set(id, { count, updatedAt, value });
    while (entries.size > this.kept) entries.delete(entries.keys().next().value!);
  }

  forget(sqlite: Database, id?: string): void {
    if (id === undefined) this.byConnection.delete(sqlite);
    else this.byConnection.get(sqlite)?.delete(id);
  }

  size(sqlite: Database): number {
    return this.byConnection.get(sqlite)?.size ?? 0;
  }
}
