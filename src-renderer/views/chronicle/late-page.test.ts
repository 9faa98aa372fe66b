import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { flushPromises, mount } from '@vue/test-utils';
import { caller, createPreyBattle } from '../../../src-main/testing/system-fixtures';
import type { TempStore } from '../../../src-main/testing/temp-store';
import { call } from '../../api';
import { installRealBridge, removeBridge } from '../../testing/real-bridge';
import { answerLate } from '../../testing/late-answer';
import BattleChronicleView from './BattleChronicleView.vue';
import DiaryEntryView from './DiaryEntryView.vue';

// Going from one chronicle page to the next quickly: the page left answers after the one asked for since.
let temp: TempStore;
let campaignId: string;
beforeEach(async () => {
  temp = installRealBridge();
  campaignId = (await call('campaigns.create', { name: 'War' })).id;
});
afterEach(() => removeBridge(temp));

const stubs = { RouterLink: { template: '<a><slot /></a>' }, BattleOddsCharts: true, SystemOddsCharts: true };

describe('a chronicle page when the page left answers last', () => {
  it('shows the battle asked for last', async () => {
    const players: string[] = [];
    for (const [name, colour] of [['Ann', '#2f5d8a'], ['Bram', '#8e2a22'], ['Cy', '#3a7a3a']] as const) players.push((await call('players.create', { campaignId, name, colour })).id);
    const left = createPreyBattle(caller(temp.ctx), campaignId, players);
    const next = createPreyBattle(caller(temp.ctx), campaignId, players);
    await call('battles.update', { id: next.id, name: 'The Salt Flats', notes: '' });
    const release = answerLate('chronicle.battle.get');
    const page = mount(BattleChronicleView, { props: { id: campaignId, battleId: left.id }, global: { stubs } });
    await page.setProps({ battleId: next.id });
    await flushPromises();
    release();
    await flushPromises();
    expect(page.find('h1').text()).toBe('The Salt Flats');
  });

  it('shows the diary entry asked for last', async () => {
    const left = await call('chronicle.diary.create', { campaignId, title: 'At the bridge' });
    const next = await call('chronicle.diary.create', { campaignId, title: 'The ambush' });
    const release = answerLate('chronicle.diary.get');
    const page = mount(DiaryEntryView, { props: { id: campaignId, entryId: left.id }, global: { stubs } });
    await page.setProps({ entryId: next.id });
    await flushPromises();
    release();
    await flushPromises();
    expect(page.find('h1').text()).toBe('The ambush');
  });
});
