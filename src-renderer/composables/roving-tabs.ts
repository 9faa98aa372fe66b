import type { Ref } from 'vue';
import { rovingIndex } from './roving-index';

/**
 * The keyboard side of a tab list: a key that `rovingIndex` takes chooses the tab it lands on and
 * moves focus there, and the browser does nothing else with it (no page scroll on the arrows or
 * Home and End). `tablist` holds the `role="tab"` elements in their order; `select` makes the tab
 * at an index the chosen one. Bind the returned handler as `@keydown="onKey($event, i)"`.
 */
export function useRovingTabs(
  tablist: Readonly<Ref<HTMLElement | null>>,
  select: (index: number) => unknown,
  layout: 'horizontal' | 'vertical' = 'horizontal',
): { onKey: (event: KeyboardEvent, index: number) => void } {
  function onKey(event: KeyboardEvent, index: number): void {
    const tabs = tablist.value?.querySelectorAll<HTMLElement>('[role="tab"]');
    if (!tabs) return;
    const next = rovingIndex(event.key, index, tabs.length, layout);
    if (next === null) return;
    event.preventDefault();
    void select(next);
    tabs[next]?.focus();
  }
  return { onKey };
}
