import { ref, watch, type Ref } from 'vue';

/**
 * Loads what a screen shows whenever its route parameter changes, keeping the refusal message
 * (a deleted battle, an unknown ladder) for the screen to show instead of a blank page.
 */
export function useRouteLoad<T>(param: () => T, load: (value: T) => Promise<unknown>): { error: Ref<string | null>; loaded: Ref<boolean> } {
  const error = ref<string | null>(null);
  const loaded = ref(false);
  // Only the load asked for last sets the refusal: a page left, refused late, never covers the next.
  let runs = 0;
  watch(
    param,
    async (value) => {
      const run = ++runs;
      try {
        await load(value);
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
