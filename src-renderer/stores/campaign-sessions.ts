import { ref, watch, type Ref } from 'vue';
import { newestAnswer } from '../newest-answer';
import { reportedListLoads } from '../list-loads';

/**
 * A campaign's sessions (its ladders, its objective sessions) listed as cards, and the one open.
 * Only the list asked for last is shown: switching campaigns quickly, the cards of the one left never
 * land on the next; and each change to the list (a card added, removed or replaced) reads it again if a
 * load from before it is still on its way (see list-loads.ts). Each read or write of the open session
 * is numbered as it starts, and its view is shown only if no later one has been: a slow read (or one of
 * the session opened before) never puts back an older one. Each view shown replaces its card in the
 * list, so the list is never a step behind.
 */
export function campaignSessions<Card extends { id: string }, View>(
  read: (campaignId: string) => Promise<Card[]>,
  cardOf: (view: View) => Card,
): {
  list: Ref<Card[]>;
  loaded: Ref<boolean>;
  loadError: Ref<string | null>;
  current: Ref<View | null>;
  loadList: (campaignId: string) => Promise<void>;
  settle: (pending: Promise<View>) => Promise<View>;
} {
  const { list, loaded, loadError, load: loadList } = reportedListLoads(read);
  const current = ref(null) as Ref<View | null>;

  watch(current, (view) => {
    if (!view) return;
    const card = cardOf(view);
    if (list.value.some((existing) => existing.id === card.id)) list.value = list.value.map((existing) => (existing.id === card.id ? card : existing));
  });

  const order = newestAnswer();

  /** Shows the view `pending` answers with, unless a later read or write has shown its own. */
  async function settle(pending: Promise<View>): Promise<View> {
    const ticket = order.start();
    const view = await pending;
    if (order.take(ticket)) current.value = view;
    return view;
  }

  return { list, loaded, loadError, current, loadList, settle };
}
