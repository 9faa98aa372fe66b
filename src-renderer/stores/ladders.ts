import { defineStore } from 'pinia';
import type { CallInput } from '../../src-shared/contract';
import type { ChallengeEligibilityView, LadderView, ResultPreview, VoidPreview } from '../../src-shared/contract/ladders';
import { call } from '../api';
import { campaignSessions } from './campaign-sessions';

/** The ladders of the campaign on screen, and the one ladder open. */
export const useLaddersStore = defineStore('ladders', () => {
  const { list: ladders, loaded, loadError, current, loadList, settle } = campaignSessions(
    (campaignId: string) => call('ladders.list', { campaignId }),
    (view: LadderView) => view.ladder,
  );

  async function open(id: string): Promise<LadderView> {
    return settle(call('ladders.get', { id }));
  }

  async function create(input: CallInput<'ladders.create'>): Promise<LadderView> {
    const view = await settle(call('ladders.create', input));
    ladders.value = [view.ladder, ...ladders.value];
    return view;
  }

  async function remove(id: string): Promise<void> {
    await call('ladders.delete', { id });
    ladders.value = ladders.value.filter((ladder) => ladder.id !== id);
    if (current.value?.ladder.id === id) current.value = null;
  }

  // Every ladder write answers with the replayed ladder; the screen shows only what was committed.
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
