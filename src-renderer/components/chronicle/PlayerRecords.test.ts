import { afterEach, describe, expect, it } from 'vitest';
import { flushPromises, mount } from '@vue/test-utils';
import type { TempStore } from '../../../src-main/testing/temp-store';
import { seedEveryRecord } from '../../../src-main/testing/seed-every-record';
import { seedBridgeCampaign } from '../../../src-shared/chronicle/testing/seed-campaign';
import { typedCaller } from '../../../src-main/testing/typed-caller';
import { installRealBridge, removeBridge } from '../../testing/real-bridge';
import PlayerRecords from './PlayerRecords.vue';

/** Each player's record over the real services: the note on ladder games only where the campaign has some. */
let temp: TempStore | null = null;
afterEach(() => {
  if (temp) removeBridge(temp);
  temp = null;
});

const LADDER_NOTE = 'A ladder game that was also a recorded battle counts once in the total.';

async function shown(campaignId: string): Promise<string> {
  const view = mount(PlayerRecords, { props: { campaignId } });
  await flushPromises();
  const text = view.text();
  view.unmount();
  return text;
}

describe('each player’s record', () => {
  it('says nothing of ladder games in a campaign that has none', async () => {
    temp = installRealBridge();
    const { campaignId } = await seedBridgeCampaign(typedCaller(temp.ctx), 'The Bridge');
    const text = await shown(campaignId);
    expect(text).toContain('1 played');
    expect(text).not.toContain('ladder');
  });

  it('explains how a ladder game that was also a battle is counted once the campaign has ladder games', async () => {
    temp = installRealBridge();
    const { campaignId } = await seedEveryRecord(typedCaller(temp.ctx), 'Every Record');
    const text = await shown(campaignId);
    expect(text).toContain('Title Tournament ladder');
    expect(text).toContain(LADDER_NOTE);
  });
});
