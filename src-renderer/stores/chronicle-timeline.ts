import { defineStore } from 'pinia';
import { ref, shallowReactive } from 'vue';
import type { TimelineItem } from '../../src-shared/contract/chronicle';
import { call } from '../api';

export const TIMELINE_PAGE = 100;

/**
 * The campaign timeline, fetched a page at a time as the virtual list scrolls: a 1,000-battle
 * campaign never loads more than the pages in view.
 */
export const useTimelineStore = defineStore('chronicle-timeline', () => {
  const campaignId = ref<string | null>(null);
  const total = ref(0);
  const loaded = ref(false);
  const error = ref<string | null>(null);
  const items = shallowReactive(new Map<number, TimelineItem>());
  const pages = new Set<number>();

  async function loadPage(page: number): Promise<void> {
    const id = campaignId.value;
    if (id === null || pages.has(page)) return;
    pages.add(page);
    try {
      const result = await call('chronicle.timeline', { campaignId: id, offset: page * TIMELINE_PAGE, limit: TIMELINE_PAGE });
      if (campaignId.value !== id) return;
      total.value = result.total;
      result.items.forEach((item, i) => items.set(result.offset + i, item));
      error.value = null;
    } catch (e) {
      pages.delete(page);
      error.value = (e as Error).message;
    } finally {
      loaded.value = true;
    }
  }

  async function open(id: string): Promise<void> {
    campaignId.value = id;
    total.value = 0;
    loaded.value = false;
    items.clear();
    pages.clear();
    await loadPage(0);
  }

  /** Makes sure the rows from `first` to `last` are loaded (or loading). */
  function ensure(first: number, last: number): void {
    for (let page = Math.floor(first / TIMELINE_PAGE); page <= Math.floor(last / TIMELINE_PAGE); page++) void loadPage(page);
  }

  return { campaignId, total, loaded, error, items, open, ensure, reload: () => (campaignId.value ? open(campaignId.value) : Promise.resolve()) };
});
