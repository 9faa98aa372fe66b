import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPinia, setActivePinia } from 'pinia';
import { useForcesStore } from './forces';
import { useLaddersStore } from './ladders';
import { useObjectivesStore } from './objectives';
import { usePlayersStore } from './players';
import { useArmiesStore } from '../systems/orders-omens/stores/armies';
import { call } from '../api';
import { installRealBridge, removeBridge } from '../testing/real-bridge';
import { answerLate } from '../testing/late-answer';
import type { TempStore } from '../../src-main/testing/temp-store';

// Switching campaigns quickly: the list asked for the campaign left answers after the one on screen.
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
