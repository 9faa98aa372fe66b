import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPinia, setActivePinia } from 'pinia';
import { nextTick } from 'vue';
import { useCampaignsStore } from './campaigns';
import { useForcesStore } from './forces';
import { useLaddersStore } from './ladders';
import { useObjectivesStore } from './objectives';
import { usePlayersStore } from './players';
import { useArmiesStore } from '../systems/orders-omens/stores/armies';
import { call } from '../api';
import { installRealBridge, removeBridge } from '../testing/real-bridge';
import { answerLate } from '../testing/late-answer';
import type { TempStore } from '../../src-main/testing/temp-store';

// Lists answering late: switching campaigns quickly, the list asked for the campaign left answers
// after the one on screen; or a load starts (the page opening, an import re-reading the campaigns),
// the player adds, renames or deletes something on it, and only then does the load answer, with the
// list from before.
let temp: TempStore;
let left: string;
let next: string;
beforeEach(async () => {
  setActivePinia(createPinia());
  temp = installRealBridge();
  left = (await call('campaigns.create', { name: 'Left' })).id;
  next = (await call('campaigns.create', { name: 'Next' })).id;
});
afterEach(() => removeBridge(temp));

async function switching(name: string, load: (campaignId: string) => Promise<unknown>): Promise<void> {
  const release = answerLate(name);
  const leaving = load(left);
  await load(next);
  release();
  await leaving;
}

describe('a campaign’s lists when the campaign left answers last', () => {
  it('keeps the players of the campaign on screen', async () => {
    await call('players.create', { campaignId: left, name: 'Ann', colour: '#aa3322' });
    await call('players.create', { campaignId: next, name: 'Bob', colour: '#2233aa' });
    const store = usePlayersStore();
    await switching('players.list', store.load);
    expect(store.players.map((player) => player.name)).toEqual(['Bob']);
    expect(store.campaignId).toBe(next);
  });

  it('keeps the forces and armies of the campaign on screen', async () => {
    const forces = useForcesStore();
    await switching('forces.list', forces.load);
    expect(forces.campaignId).toBe(next);
    const armies = useArmiesStore();
    await switching('armies.list', armies.load);
    expect(armies.campaignId).toBe(next);
  });

  it('keeps the ladders and objective sessions of the campaign on screen', async () => {
    await call('ladders.create', { campaignId: left, name: 'Left club', system: '1999', players: ['Ann'] });
    await call('ladders.create', { campaignId: next, name: 'Next club', system: '1999', players: ['Bob'] });
    const ladders = useLaddersStore();
    await switching('ladders.list', ladders.loadList);
    expect(ladders.ladders.map((ladder) => ladder.name)).toEqual(['Next club']);
    await call('objectives.createSession', { campaignId: left, name: 'Left game', scenario: 'nimbus-zone', playerA: 'Ann', playerB: 'Bob' });
    const objectives = useObjectivesStore();
    await switching('objectives.listSessions', objectives.loadList);
    expect(objectives.sessions.map((session) => session.name)).toEqual([]);
  });
});

/** The load of `name` is answered at once by the real services but delivered after `change`. */
async function changedWhileLoading(name: string, load: () => Promise<unknown>, change: () => Promise<unknown>): Promise<void> {
  const release = answerLate(name);
  const loading = load();
  await change();
  release();
  await loading;
  // Any read the change started again has answered too.
  await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('a list loaded before a change and answering after it', () => {
  it('keeps the player added, renamed, deleted and moved', async () => {
    const store = usePlayersStore();
    await store.load(next);
    const ann = await store.create({ campaignId: next, name: 'Ann', colour: '#aa3322' });
    const load = () => store.load(next);
    await changedWhileLoading('players.list', load, () => store.create({ campaignId: next, name: 'Bob', colour: '#2233aa' }));
    expect(store.players.map((player) => player.name)).toEqual(['Ann', 'Bob']);
    await changedWhileLoading('players.list', load, () => store.update({ id: ann.id, name: 'Annabel' }));
    expect(store.players.map((player) => player.name)).toEqual(['Annabel', 'Bob']);
    await changedWhileLoading('players.list', load, () => store.move(ann.id, 1));
    expect(store.players.map((player) => player.name)).toEqual(['Bob', 'Annabel']);
    await changedWhileLoading('players.list', load, () => store.remove(ann.id));
    expect(store.players.map((player) => player.name)).toEqual(['Bob']);
  });

  it('keeps the ladder created or deleted, and its card as last written', async () => {
    const store = useLaddersStore();
    const load = () => store.loadList(next);
    await load();
    await changedWhileLoading('ladders.list', load, () => store.create({ campaignId: next, name: 'Club', system: '1999', players: ['Ann'] }));
    expect(store.ladders.map((ladder) => ladder.name)).toEqual(['Club']);
    const club = store.ladders[0]!;
    await changedWhileLoading('ladders.list', load, async () => {
      await store.join({ ladderId: club.id, name: 'Bob' });
      await nextTick();
    });
    expect(store.ladders.map((ladder) => [ladder.name, ladder.players])).toEqual([['Club', 2]]);
    await changedWhileLoading('ladders.list', load, () => store.remove(club.id));
    expect(store.ladders).toEqual([]);
    expect(store.loadError).toBeNull();
  });

  it('keeps the objective session created or deleted, and its card as last written', async () => {
    const store = useObjectivesStore();
    const load = () => store.loadList(next);
    await load();
    await changedWhileLoading('objectives.listSessions', load, () => store.create({ campaignId: next, name: 'Game', scenario: 'nimbus-zone', playerA: 'Ann', playerB: 'Bob' }));
    expect(store.sessions.map((session) => session.name)).toEqual(['Game']);
    const game = store.sessions[0]!;
    await changedWhileLoading('objectives.listSessions', load, async () => {
      await store.draw({ sessionId: game.id, player: 'Ann', chart: 'MK1', die: 7 });
      await nextTick();
    });
    expect(store.sessions.map((session) => [session.name, session.drawsMade])).toEqual([['Game', 1]]);
    await changedWhileLoading('objectives.listSessions', load, () => store.remove(game.id));
    expect(store.sessions).toEqual([]);
  });

  it('keeps the campaign created, renamed or deleted', async () => {
    const store = useCampaignsStore();
    await store.load();
    await changedWhileLoading('campaigns.list', store.load, () => store.create({ name: 'Second war' }));
    expect(store.campaigns.map((campaign) => campaign.name)).toEqual(['Second war', 'Next', 'Left']);
    await changedWhileLoading('campaigns.list', store.load, () => store.update({ id: next, name: 'First war' }));
    expect(store.campaigns.map((campaign) => campaign.name)).toEqual(['First war', 'Second war', 'Left']);
    await changedWhileLoading('campaigns.list', store.load, () => store.remove(next));
    expect(store.campaigns.map((campaign) => campaign.name)).toEqual(['Second war', 'Left']);
    expect(store.loadError).toBeNull();
  });
});
