import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { flushPromises, mount } from '@vue/test-utils';
import { caller, createPreyBattle } from '../../../src-main/testing/system-fixtures';
import type { TempStore } from '../../../src-main/testing/temp-store';
import { call } from '../../api';
import StandardBattleScreen from '../../systems/shell/StandardBattleScreen.vue';
import { installRealBridge, removeBridge } from '../../testing/real-bridge';
import { answerLate } from '../../testing/late-answer';
import BattleView from './BattleView.vue';

let temp: TempStore;
let campaignId: string;
let players: string[];
beforeEach(async () => {
  temp = installRealBridge();
  campaignId = (await call('campaigns.create', { name: 'War' })).id;
  players = [];
  for (const [name, colour] of [['Ann', '#2f5d8a'], ['Bram', '#8e2a22'], ['Cy', '#3a7a3a']] as const) players.push((await call('players.create', { campaignId, name, colour })).id);
});
afterEach(() => removeBridge(temp));

describe('the battle route over the real services', () => {
  it('shows the battle asked for last when the one left answers after it', async () => {
    const [left, next] = [createPreyBattle(caller(temp.ctx), campaignId, players), createPreyBattle(caller(temp.ctx), campaignId, players)];
    const release = answerLate('battles.get');
    // The battle's own screen is stubbed: this is about which battle the route hands it.
    const view = mount(BattleView, { props: { id: campaignId, battleId: left.id }, global: { stubs: { StandardBattleScreen: true, RouterLink: true } } });
    await view.setProps({ battleId: next.id });
    await flushPromises();
    expect(view.findComponent(StandardBattleScreen).props('detail')).toMatchObject({ id: next.id });
    release();
    await flushPromises();
    expect(view.findComponent(StandardBattleScreen).exists()).toBe(true);
    expect(view.findComponent(StandardBattleScreen).props('detail')).toMatchObject({ id: next.id });
  });
});
