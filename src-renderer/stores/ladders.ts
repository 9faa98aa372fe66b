import { defineStore } from 'pinia';
import { ref, watch } from 'vue';
import type { CallInput } from '../../src-shared/contract';
import type { ChallengeEligibilityView, LadderSummary, LadderView, ResultPreview, VoidPreview } from '../../src-shared/contract/ladders';
import { call } from '../api';
import { newestAnswer } from '../newest-answer';
import { listLoads } from '../list-loads';

/** The ladders of the campaign on screen, and the one ladder open. */
export const useLaddersStore = defineStore('ladders', () => {
  const ladders = ref<LadderSummary[]>([]);
  const loaded = ref(false);
  const loadError = ref<string | null>(null);
  const current = ref<LadderView | null>(null);

  // Each committed view replaces its ladder's card in the list, so the list is never a step behind.
  watch(current, (view) => {
    if (!view || !ladders.value.some((ladder) => ladder.id === view.ladder.id)) return;
    ladders.value = ladders.value.map((ladder) => (ladder.id === view.ladder.id ? view.ladder : ladder));
    void lists.changed();
  });

  // Only the list asked for last is shown: switching campaigns quickly, the ladders of the one left
  // never land on the next. Each change made to the list here (an add, a delete, a card replaced)
  // reads it again if a load from before the change is still on its way (see list-loads.ts).
  const lists = listLoads(
    (campaignId: string) => call('ladders.list', { campaignId }),
    (list) => {
      ladders.value = list;
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

  async function open(id: string): Promise<LadderView> {
    return settle(call('ladders.get', { id }));
  }

  async function create(input: CallInput<'ladders.create'>): Promise<LadderView> {
    const view = await settle(call('ladders.create', input));
    ladders.value = [view.ladder, ...ladders.value];
    void lists.changed();
    return view;
  }

  async function remove(id: string): Promise<void> {
    await call('ladders.delete', { id });
    ladders.value = ladders.value.filter((ladder) => ladder.id !== id);
    void lists.changed();
    if (current.value?.ladder.id === id) current.value = null;
  }

  // Each read or write is numbered as it starts, and its answer is shown only if no later one has
  // been: a slow read of the ladder (or of the ladder opened before) never puts back an older one.
  const order = newestAnswer();

  /** Every ladder write answers with the replayed ladder; the screen shows only what was committed. */
  async function settle(pending: Promise<LadderView>): Promise<LadderView> {
    const ticket = order.start();
    const view = await pending;
    if (order.take(ticket)) current.value = view;
    return view;
  }

  const join = (input: CallInput<'ladders.join'>) => settle(call('ladders.join', input));
  const challenge = (input: CallInput<'ladders.challenge'>) => settle(call('ladders.challenge', input));
  const recordGame = (input: CallInput<'ladders.recordGame'>) => settle(call('ladders.recordGame', input));
  const recordFromBattle = (input: CallInput<'ladders.recordFromBattle'>) => settle(call('ladders.recordFromBattle', input));
  const neglect = (input: CallInput<'ladders.neglect'>) => settle(call('ladders.neglect', input));
  const withdraw = (input: CallInput<'ladders.withdraw'>) => settle(call('ladders.withdraw', input));
  const accept = (input: CallInput<'ladders.accept'>) => settle(call('ladders.accept', input));
  const decline = (input: CallInput<'ladders.decline'>) => settle(call('ladders.decline', input));
  const reschedule = (input: CallInput<'ladders.reschedule'>) => settle(call('ladders.reschedule', input));
  const startSeason = (input: CallInput<'ladders.startSeason'>) => settle(call('ladders.startSeason', input));
  const endSeason = (input: CallInput<'ladders.endSeason'>) => settle(call('ladders.endSeason', input));
  const voidEntry = (input: CallInput<'ladders.void'>) => settle(call('ladders.void', input));

  function challengeable(input: CallInput<'ladders.challengeable'>) {
    return call('ladders.challengeable', input);
  }

  function previewVoid(input: CallInput<'ladders.previewVoid'>): Promise<VoidPreview> {
    return call('ladders.previewVoid', input);
  }

  function eligibility(input: CallInput<'ladders.eligibility'>): Promise<ChallengeEligibilityView> {
    return call('ladders.eligibility', input);
  }

  function preview(input: CallInput<'ladders.preview'>): Promise<ResultPreview> {
    return call('ladders.preview', input);
  }

  return { ladders, loaded, loadError, current, loadList, open, create, remove, join, challenge, recordGame, recordFromBattle, neglect, withdraw, accept, decline, reschedule, startSeason, endSeason, eligibility, preview, voidEntry, previewVoid, challengeable };
});
