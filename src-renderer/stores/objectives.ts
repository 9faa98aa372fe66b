import { defineStore } from 'pinia';
import { ref, watch } from 'vue';
import type { CallInput } from '../../src-shared/contract';
import type { CardText, OwnDrawsView, SessionSummary, SessionView } from '../../src-shared/contract/objectives';
import { call } from '../api';
import { newestAnswer } from '../newest-answer';
import { listLoads } from '../list-loads';

/**
 * Classified Objective sessions. `own` holds one player's private view while the laptop is
 * handed to them, and is cleared the moment they hand it back.
 */
export const useObjectivesStore = defineStore('objectives', () => {
  const sessions = ref<SessionSummary[]>([]);
  const loaded = ref(false);
  const loadError = ref<string | null>(null);
  const current = ref<SessionView | null>(null);
  const own = ref<OwnDrawsView | null>(null);
  const cards = ref<CardText[]>([]);

  // Each committed view replaces its session's card in the list, so the list is never a step behind.
  watch(current, (view) => {
    if (!view || !sessions.value.some((session) => session.id === view.session.id)) return;
    sessions.value = sessions.value.map((session) => (session.id === view.session.id ? view.session : session));
    void lists.changed();
  });

  // Only the list asked for last is shown: switching campaigns quickly, the sessions of the one left
  // never land on the next. Each change made to the list here (an add, a delete, a card replaced)
  // reads it again if a load from before the change is still on its way (see list-loads.ts).
  const lists = listLoads(
    (campaignId: string) => call('objectives.listSessions', { campaignId }),
    (list) => {
      sessions.value = list;
      loadError.value = null;
    },
  );

  async function loadList(campaignId: string): Promise<void> {
    try {
      await lists.load(campaignId);
    } catch (error) {
      loadError.value = (error as Error).message;
    } finally {
      loaded.value = true;
    }
  }

  // A handover is numbered: handing back (or opening another session) starts a new one, and a
  // private answer that arrives after it is dropped, so a slow draw never shows one player's secret
  // objectives to the next. The table's view is numbered per request as it starts, and an answer is
  // shown only if no later one has been, so a slow re-read never puts back an older session.
  let handover = 0;
  const order = newestAnswer();

  async function session(request: () => Promise<SessionView>): Promise<SessionView> {
    const ticket = order.start();
    const view = await request();
    if (order.take(ticket)) current.value = view;
    return view;
  }

  async function privately(request: () => Promise<OwnDrawsView>): Promise<OwnDrawsView> {
    const hand = handover;
    const view = await request();
    if (hand === handover) own.value = view;
    return view;
  }

  function hideOwn(): void {
    handover++;
    own.value = null;
  }

  async function open(id: string): Promise<SessionView> {
    hideOwn();
    return session(() => call('objectives.getSession', { id }));
  }

  async function create(input: CallInput<'objectives.createSession'>): Promise<SessionView> {
    const view = await session(() => call('objectives.createSession', input));
    sessions.value = [view.session, ...sessions.value];
    void lists.changed();
    return view;
  }

  async function remove(id: string): Promise<void> {
    await call('objectives.deleteSession', { id });
    sessions.value = sessions.value.filter((session) => session.id !== id);
    void lists.changed();
  }

  async function refresh(): Promise<void> {
    const id = current.value?.session.id;
    if (id) await session(() => call('objectives.getSession', { id }));
  }

  async function showOwn(sessionId: string, player: string, pin?: string): Promise<OwnDrawsView> {
    return privately(() => call('objectives.ownDraws', { sessionId, player, ...(pin ? { pin } : {}) }));
  }

  async function setPin(input: CallInput<'objectives.setPin'>): Promise<void> {
    await session(() => call('objectives.setPin', input));
  }

  async function forgetPin(input: CallInput<'objectives.forgetPin'>): Promise<void> {
    await session(() => call('objectives.forgetPin', input));
  }

  async function draw(input: CallInput<'objectives.draw'>): Promise<void> {
    await privately(() => call('objectives.draw', input));
    await refresh();
  }

  async function redraw(input: CallInput<'objectives.redraw'>): Promise<void> {
    await privately(() => call('objectives.redraw', input));
    await refresh();
  }

  /** After a reveal or its withdrawal, the player whose view is open reads it again. */
  async function rereadOwn(sessionId: string, pin: string | undefined): Promise<void> {
    const player = own.value?.player;
    if (player) await privately(() => call('objectives.ownDraws', { sessionId, player, ...(pin ? { pin } : {}) }));
  }

  async function reveal(input: CallInput<'objectives.reveal'>): Promise<void> {
    await session(() => call('objectives.reveal', input));
    await rereadOwn(input.sessionId, input.pin);
  }

  async function withdrawReveal(input: CallInput<'objectives.withdrawReveal'>): Promise<void> {
    await session(() => call('objectives.withdrawReveal', input));
    await rereadOwn(input.sessionId, input.pin);
  }

  async function achieve(input: CallInput<'objectives.achieve'>): Promise<void> {
    await session(() => call('objectives.achieve', input));
  }

  async function saveReport(input: CallInput<'objectives.saveReport'>): Promise<void> {
    await session(() => call('objectives.saveReport', input));
  }

  async function loadCards(campaignId: string): Promise<void> {
    cards.value = await call('objectives.cardTexts', { campaignId });
  }

  async function setCardText(input: CallInput<'objectives.setCardText'>): Promise<void> {
    cards.value = await call('objectives.setCardText', input);
  }

  return { sessions, loaded, loadError, current, own, cards, loadList, open, create, remove, refresh, showOwn, setPin, forgetPin, hideOwn, draw, redraw, reveal, withdrawReveal, achieve, saveReport, loadCards, setCardText };
});
