import { defineStore } from 'pinia';
import { ref } from 'vue';
import type { CallInput } from '../../src-shared/contract';
import type { CardText, OwnDrawsView, SessionView } from '../../src-shared/contract/objectives';
import { call } from '../api';
import { campaignSessions } from './campaign-sessions';

/**
 * Classified Objective sessions. `own` holds one player's private view while the laptop is
 * handed to them, and is cleared the moment they hand it back.
 */
export const useObjectivesStore = defineStore('objectives', () => {
  const { list: sessions, loaded, loadError, current, loadList, settle } = campaignSessions(
    (campaignId: string) => call('objectives.listSessions', { campaignId }),
    (view: SessionView) => view.session,
  );
  const own = ref<OwnDrawsView | null>(null);
  const cards = ref<CardText[]>([]);

  // A handover is numbered: handing back (or opening another session) starts a new one, and a
  // private answer that arrives after it is dropped, so a slow draw never shows one player's secret
  // objectives to the next. (The table's view is shown only if no later read or write has been, see
  // campaign-sessions.ts, so a slow re-read never puts back an older session.)
  let handover = 0;

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
    return settle(call('objectives.getSession', { id }));
  }

  async function create(input: CallInput<'objectives.createSession'>): Promise<SessionView> {
    const view = await settle(call('objectives.createSession', input));
    sessions.value = [view.session, ...sessions.value];
    return view;
  }

  async function remove(id: string): Promise<void> {
    await call('objectives.deleteSession', { id });
    sessions.value = sessions.value.filter((session) => session.id !== id);
  }

  async function refresh(): Promise<void> {
    const id = current.value?.session.id;
    if (id) await settle(call('objectives.getSession', { id }));
  }

  async function showOwn(sessionId: string, player: string, pin?: string): Promise<OwnDrawsView> {
    return privately(() => call('objectives.ownDraws', { sessionId, player, ...(pin ? { pin } : {}) }));
  }

  async function setPin(input: CallInput<'objectives.setPin'>): Promise<void> {
    await settle(call('objectives.setPin', input));
  }

  async function forgetPin(input: CallInput<'objectives.forgetPin'>): Promise<void> {
    await settle(call('objectives.forgetPin', input));
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
    await settle(call('objectives.reveal', input));
    await rereadOwn(input.sessionId, input.pin);
  }

  async function withdrawReveal(input: CallInput<'objectives.withdrawReveal'>): Promise<void> {
    await settle(call('objectives.withdrawReveal', input));
    await rereadOwn(input.sessionId, input.pin);
  }

  async function achieve(input: CallInput<'objectives.achieve'>): Promise<void> {
    await settle(call('objectives.achieve', input));
  }

  async function saveReport(input: CallInput<'objectives.saveReport'>): Promise<void> {
    await settle(call('objectives.saveReport', input));
  }

  async function loadCards(campaignId: string): Promise<void> {
    cards.value = await call('objectives.cardTexts', { campaignId });
  }

  async function setCardText(input: CallInput<'objectives.setCardText'>): Promise<void> {
    cards.value = await call('objectives.setCardText', input);
  }

  return { sessions, loaded, loadError, current, own, cards, loadList, open, create, remove, refresh, showOwn, setPin, forgetPin, hideOwn, draw, redraw, reveal, withdrawReveal, achieve, saveReport, loadCards, setCardText };
});
