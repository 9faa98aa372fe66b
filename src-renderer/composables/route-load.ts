import { ref, watch, type Ref } from 'vue';

/**
 * Loads what a screen shows whenever its route parameter changes (and when `reload()` is asked, after
 * a save), keeping the refusal message (a deleted battle, an unknown ladder) for the screen to show
 * instead of a blank page. A load that shows its answers itself asks `current()` before each: false
 * once a later load has started, so the answers for a campaign (or battle) left, or an older read,
 * never land on the next one.
 */
export function useRouteLoad<T>(param: () => T, load: (value: T, current: () => boolean) => Promise<unknown>): { error: Ref<string | null>; loaded: Ref<boolean>; reload: () => Promise<void> } {
  const error = ref<string | null>(null);
  const loaded = ref(false);
  // Only the load asked for last sets the refusal: a page left, refused late, never covers the next.
  let runs = 0;
  async function run(value: T): Promise<void> {
    const mine = ++runs;
    try {
      await load(value, () => mine === runs);
      if (mine === runs) error.value = null;
    } catch (failure) {
      if (mine === runs) error.value = (failure as Error).message;
    } finally {
      loaded.value = true;
    }
  }
  watch(param, run, { immediate: true });
  return { error, loaded, reload: () => run(param()) };
}
