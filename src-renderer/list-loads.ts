import { customRef, ref, type Ref } from 'vue';

/**
 * A list on screen that is loaded, and also changed in place (an add, a rename, a delete, a reorder).
 * Only the load started last is shown, whatever order the answers come back in: switching campaigns
 * quickly, the list of the one left never lands on the next. And a change made while a load is still
 * on its way starts that load again: the load in flight read the list before the change, and would
 * put it back without the new item (or with the old name, or with the deleted one).
 *
 * `list` is the list on screen: assign it a new array to change it in place, and a load from before
 * the change is started again (its answer settles quietly; a refused re-read leaves the change on
 * screen). Only an assignment counts: an array changed where it stands (a push) reads nothing again.
 * `load(key)` reads and shows, then calls `shown` with its key; its refusal is thrown only while it
 * is the load started last (one superseded settles quietly).
 */
export function listLoads<K, T>(read: (key: K) => Promise<T[]>, shown?: (key: K) => void): { list: Ref<T[]>; load: (key: K) => Promise<void> } {
  const onScreen = ref([]) as Ref<T[]>;
  let started = 0;
  // The key of the load started last, while it is on its way.
  let reading: { key: K } | null = null;

  async function load(key: K): Promise<void> {
    const ticket = ++started;
    reading = { key };
    try {
      const answer = await read(key);
      if (ticket !== started) return;
      onScreen.value = answer;
      shown?.(key);
    } catch (error) {
      if (ticket === started) throw error;
    } finally {
      if (ticket === started) reading = null;
    }
  }

  const list = customRef<T[]>(() => ({
    get: () => onScreen.value,
    set(changed) {
      onScreen.value = changed;
      if (reading) load(reading.key).catch(() => undefined);
    },
  }));

  return { list, load };
}

/**
 * A list's loads as its page reports them: `loaded` once the first answer or refusal is in, and
 * `loadError` the refusal's message until a load succeeds; `load` never throws.
 */
export function reportedListLoads<K, T>(read: (key: K) => Promise<T[]>): { list: Ref<T[]>; loaded: Ref<boolean>; loadError: Ref<string | null>; load: (key: K) => Promise<void> } {
  const loaded = ref(false);
  const loadError = ref<string | null>(null);
  const loads = listLoads(read, () => (loadError.value = null));

  async function load(key: K): Promise<void> {
    try {
      await loads.load(key);
    } catch (error) {
      loadError.value = (error as Error).message;
    } finally {
      loaded.value = true;
    }
  }

  return { list: loads.list, loaded, loadError, load };
}
