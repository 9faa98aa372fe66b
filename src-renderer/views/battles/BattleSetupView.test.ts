import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { flushPromises, mount } from '@vue/test-utils';
import { createPinia } from 'pinia';
import { createMemoryHistory, createRouter } from 'vue-router';
import { call } from '../../api';
import { installRealBridge, removeBridge } from '../../testing/real-bridge';
import { answerLate } from '../../testing/late-answer';
import type { TempStore } from '../../../src-main/testing/temp-store';
import BattleSetupView from './BattleSetupView.vue';

// The set-up page is kept when the address moves to another campaign's set-up; only its campaign changes.
let temp: TempStore;
let left: string;
let next: string;
beforeEach(async () => {
  temp = installRealBridge();
  left = (await call('campaigns.create', { name: 'Left war' })).id;
  next = (await call('campaigns.create', { name: 'Next war' })).id;
  await call('players.create', { campaignId: left, name: 'Ann', colour: '#aa3322' });
  await call('players.create', { campaignId: next, name: 'Bob', colour: '#2233aa' });
});
afterEach(() => removeBridge(temp));

describe('the battle set-up page', () => {
  it('offers the players of the campaign the address moved to, not those of the one left answering late', async () => {
    const router = createRouter({ history: createMemoryHistory(), routes: [{ path: '/:rest(.*)*', component: { template: '<div />' } }] });
    await router.push('/set-up?system=infinity-its');
    const release = answerLate('players.list');
    const view = mount(BattleSetupView, { props: { id: left }, global: { plugins: [router, createPinia()] } });
    await view.setProps({ id: next });
    await flushPromises();
    release();
    await flushPromises();
    const offered = view.findAll('option').map((option) => option.text());
    expect(offered).toContain('Bob');
    expect(offered).not.toContain('Ann');
    view.unmount();
  });
});
