import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defineComponent, h, nextTick, ref } from 'vue';
import { flushPromises, mount } from '@vue/test-utils';
import { caller, createPreyBattle } from '../../src-main/testing/system-fixtures';
import type { TempStore } from '../../src-main/testing/temp-store';
import { call } from '../api';
import { installRealBridge, removeBridge } from '../testing/real-bridge';
import { answerLate } from '../testing/late-answer';
import { useCampaignBattles } from './campaign-battles';

let temp: TempStore;
beforeEach(() => {
  temp = installRealBridge();
});
afterEach(() => removeBridge(temp));

async function campaignWithBattle(name: string): Promise<string> {
  const campaignId = (await call('campaigns.create', { name })).id;
  const players: string[] = [];
  for (const [player, colour] of [['Ann', '#2f5d8a'], ['Bram', '#8e2a22'], ['Cy', '#3a7a3a']] as const) players.push((await call('players.create', { campaignId, name: player, colour })).id);
  createPreyBattle(caller(temp.ctx), campaignId, players);
  return campaignId;
}

describe('a campaign’s recorded battles over the real services', () => {
  it('keeps the battles of the campaign asked for last when the one left answers after it', async () => {
    const [left, next] = [await campaignWithBattle('Left'), await campaignWithBattle('Next')];
    const campaignId = ref(left);
    const release = answerLate('battles.list');
    const Links = defineComponent({
      setup() {
        const battles = useCampaignBattles(campaignId);
        return () => h('p', battles.value.map((battle) => battle.id).join(','));
      },
    });
    const links = mount(Links);
    campaignId.value = next;
    await nextTick();
    await flushPromises();
    const shown = links.text();
    release();
    await flushPromises();
    expect(links.text()).toBe(shown);
    expect(shown).not.toBe('');
  });
});
