import { ref, watch, type Ref } from 'vue';

/**
 * Loads what a screen shows whenever its route parameter changes, keeping the refusal message
 * (a deleted battle, an unknown ladder) for the screen to show instead of a blank page. A load that
 * shows its answers itself asks `current()` before each: false once the parameter has changed again,
 * so the answers for a campaign (or battle) left never land on the next one.
 */
export function useRouteLoad<T>(param: () => T, load: (value: T, current: () => boolean) => Promise<unknown>): { error: Ref<string | null>; loaded: Ref<boolean> } {
  const error = ref<string | null>(null);
  const loaded = ref(false);
  // Only the load asked for last sets the refusal: a page left, refused late, never covers the next.
  let runs = 0;
  watch(
    param,
    async (value) => {
      const run = ++runs;
      try {
        await load(value, () => run === runs);
        if (run === runs) error.value = null;
      } catch (failure) {
        if (run === runs) error.value = (failure as Error).message;
      } finally {
        loaded.value = true;
      }
    },
    { immediate: true },
  );
  return { error, loaded };
}
