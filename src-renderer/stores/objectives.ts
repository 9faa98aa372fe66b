import { defineStore } from 'pinia';
import { ref, watch } from 'vue';
import type { CallInput } from '../../src-shared/contract';
import type { CardText, OwnDrawsView, SessionSummary, SessionView } from '../../src-shared/contract/objectives';
import { call } from '../api';

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
    if (view) sessions.value = sessions.value.map((session) => (session.id === view.session.id ? view.session : session));
  });

  async function loadList(campaignId: string): Promise<void> {
    try {
      sessions.value = await call('objectives.listSessions', { campaignId });
      loadError.value = null;
    } catch (error) {
      loadError.value = (error as Error).message;
    } finally {
      loaded.value = true;
    }
  }

  async function open(id: string): Promise<SessionView> {
    own.value = null;
    current.value = await call('objectives.getSession', { id });
    return current.value;
  }

  async function create(input: CallInput<'objectives.createSession'>): Promise<SessionView> {
    const view = await call('objectives.createSession', input);
    sessions.value = [view.session, ...sessions.value];
    current.value = view;
    return view;
  }

  async function remove(id: string): Promise<void> {
    await call('objectives.deleteSession', { id });
    sessions.value = sessions.value.filter((session) => session.id !== id);
  }

  async function refresh(): Promise<void> {
    if (current.value) current.value = await call('objectives.getSession', { id: current.value.session.id });
  }

  async function showOwn(sessionId: string, player: string, pin?: string): Promise<OwnDrawsView> {
    own.value = await call('objectives.ownDraws', { sessionId, player, ...(pin ? { pin } : {}) });
    return own.value;
  }

  async function setPin(input: CallInput<'objectives.setPin'>): Promise<void> {
    current.value = await call('objectives.setPin', input);
  }

  async function forgetPin(input: CallInput<'objectives.forgetPin'>): Promise<void> {
    current.value = await call('objectives.forgetPin', input);
  }

  function hideOwn(): void {
    own.value = null;
  }

  async function draw(input: CallInput<'objectives.draw'>): Promise<void> {
    own.value = await call('objectives.draw', input);
    await refresh();
  }

  async function redraw(input: CallInput<'objectives.redraw'>): Promise<void> {
    own.value = await call('objectives.redraw', input);
    await refresh();
  }

  async function reveal(input: CallInput<'objectives.reveal'>): Promise<void> {
    current.value = await call('objectives.reveal', input);
    if (own.value) own.value = await call('objectives.ownDraws', { sessionId: input.sessionId, player: own.value.player, ...(input.pin ? { pin: input.pin } : {}) });
  }

  async function withdrawReveal(input: CallInput<'objectives.withdrawReveal'>): Promise<void> {
    current.value = await call('objectives.withdrawReveal', input);
    if (own.value) own.value = await call('objectives.ownDraws', { sessionId: input.sessionId, player: own.value.player, ...(input.pin ? { pin: input.pin } : {}) });
  }

  async function achieve(input: CallInput<'objectives.achieve'>): Promise<void> {
    current.value = await call('objectives.achieve', input);
  }

  async function saveReport(input: CallInput<'objectives.saveReport'>): Promise<void> {
    current.value = await call('objectives.saveReport', input);
  }

  async function loadCards(campaignId: string): Promise<void> {
    cards.value = await call('objectives.cardTexts', { campaignId });
  }

  async function setCardText(input: CallInput<'objectives.setCardText'>): Promise<void> {
    cards.value = await call('objectives.setCardText', input);
  }

  return { sessions, loaded, loadError, current, own, cards, loadList, open, create, remove, refresh, showOwn, setPin, forgetPin, hideOwn, draw, redraw, reveal, withdrawReveal, achieve, saveReport, loadCards, setCardText };
});
