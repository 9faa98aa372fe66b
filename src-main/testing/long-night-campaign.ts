import { beforeEach } from 'vitest';
import { caller } from './system-fixtures';
import { testCampaign } from './test-campaign';

/**
 * "The Long Night": a campaign of three players (Ann, Bob, Cy, in that order in `playerIds`) on a
 * fresh store with the real migrations (see testCampaign), with the systems' test caller.
 */
export function longNightCampaign() {
  const campaign = testCampaign('The Long Night');
  let api: ReturnType<typeof caller> | undefined;
  const playerIds: string[] = [];
  beforeEach(() => {
    api = caller(campaign.ctx);
    playerIds.length = 0;
    for (const [name, colour] of [
      ['Ann', '#1f5f8b'],
      ['Bob', '#8e2a22'],
      ['Cy', '#2e7d32'],
    ] as const) {
      playerIds.push(api.call<{ id: string }>('players.create', { campaignId: campaign.campaignId, name, colour }).id);
    }
  });
  return {
    get temp() {
      return campaign.temp;
    },
    get api() {
      return api!;
    },
    get campaignId() {
      return campaign.campaignId;
    },
    playerIds: playerIds as readonly string[],
  };
}
