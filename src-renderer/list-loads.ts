/**
 * The loads of a list that the screen also changes in place (an add, a rename, a delete, a reorder).
 * Only the load started last is shown, whatever order the answers come back in: switching campaigns
 * quickly, the list of the one left never lands on the next. And a change made while a load is still
 * on its way starts that load again: the load in flight read the list before the change, and would
 * put it back without the new item (or with the old name, or with the deleted one).
 *
 * `load(key)` reads and shows; its refusal is thrown only while it is the load started last (one
 * superseded settles quietly). Call `changed()` after each change made to the list in place.
 */
export function listLoads<K, T>(read: (key: K) => Promise<T>, show: (list: T, key: K) => void): { load: (key: K) => Promise<void>; changed: () => Promise<void> } {
  let started = 0;
  // The key of the load started last, while it is on its way.
  let reading: { key: K } | null = null;

  async function load(key: K): Promise<void> {
    const ticket = ++started;
    reading = { key };
    try {
      const list = await read(key);
      if (ticket === started) show(list, key);
    } catch (error) {
      if (ticket === started) throw error;
    } finally {
      if (ticket === started) reading = null;
    }
  }

  /** Settles once the list is read again (a refused re-read leaves the change made in place on screen). */
  async function changed(): Promise<void> {
    if (reading) await load(reading.key).catch(() => undefined);
  }

  return { load, changed };
}
