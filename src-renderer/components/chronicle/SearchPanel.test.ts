import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { flushPromises, mount } from '@vue/test-utils';
import type { TempStore } from '../../../src-main/testing/temp-store';
import { call } from '../../api';
import { installRealBridge, removeBridge } from '../../testing/real-bridge';
import { answerLate } from '../../testing/late-answer';
import SearchPanel from './SearchPanel.vue';

let temp: TempStore;
let campaignId: string;
beforeEach(async () => {
  temp = installRealBridge();
  campaignId = (await call('campaigns.create', { name: 'War' })).id;
  await call('chronicle.diary.create', { campaignId, title: 'At the bridge', body: 'We held the bridge till dusk.' });
  await call('chronicle.diary.create', { campaignId, title: 'The ambush', body: 'An ambush in the birch wood.' });
});
afterEach(() => removeBridge(temp));

describe('the chronicle search over the real services', () => {
  it('shows the results of the search asked for last when one asked before answers after it', async () => {
    const panel = mount(SearchPanel, { props: { campaignId }, global: { stubs: { RouterLink: { template: '<a><slot /></a>' } } } });
    const input = panel.find('input[type="search"]');
    const release = answerLate('chronicle.search');
    await input.setValue('bridge');
    await panel.find('form').trigger('submit');
    await input.setValue('ambush');
    await panel.find('form').trigger('submit');
    await flushPromises();
    expect(panel.find('.hit-title').text()).toBe('The ambush');
    release();
    await flushPromises();
    expect(panel.findAll('.hit-title').map((hit) => hit.text())).toEqual(['The ambush']);
  });
});
