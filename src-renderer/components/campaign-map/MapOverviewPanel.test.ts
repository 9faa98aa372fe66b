import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { flushPromises, mount } from '@vue/test-utils';
import { createMemoryHistory, createRouter } from 'vue-router';
import { call } from '../../api';
import { installRealBridge, removeBridge } from '../../testing/real-bridge';
import { answerLate } from '../../testing/late-answer';
import type { TempStore } from '../../../src-main/testing/temp-store';
import MapOverviewPanel from './MapOverviewPanel.vue';

// The overview page is kept when the address moves to another campaign's overview; only its campaign changes.
let temp: TempStore;
let mapped: string;
let unmapped: string;
beforeEach(async () => {
  temp = installRealBridge();
  mapped = (await call('campaigns.create', { name: 'Hexland war' })).id;
  unmapped = (await call('campaigns.create', { name: 'Quiet war' })).id;
  await call('map.create', { campaignId: mapped, name: 'Hexland', source: { kind: 'grid', columns: 3, rows: 2 } });
});
afterEach(() => removeBridge(temp));

function panel(campaignId: string) {
  const router = createRouter({ history: createMemoryHistory(), routes: [{ path: '/:rest(.*)*', component: { template: '<div />' } }] });
  return mount(MapOverviewPanel, { props: { campaignId }, global: { plugins: [router] } });
}

describe('the overview’s land held', () => {
  it('shows nothing of the map of a campaign left when it answers after the move', async () => {
    const release = answerLate('map.get');
    const view = panel(mapped);
    await view.setProps({ campaignId: unmapped });
    await flushPromises();
    release();
    await flushPromises();
    expect(view.find('#land-title').exists()).toBe(false);
    await view.setProps({ campaignId: mapped });
    await flushPromises();
    expect(view.find('#land-title').text()).toBe('Land held');
    view.unmount();
  });
});
