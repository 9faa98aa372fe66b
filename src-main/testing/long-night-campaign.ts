import { afterEach, beforeEach } from 'vitest';
import { caller } from './system-fixtures';
import { openTempStore, type TempStore } from './temp-store';

/**
 * "The Long Night": a campaign of three players (Ann, Bob, Cy, in that order in `playerIds`) on a
 * fresh store with the real migrations, made before each test and removed after.
 */
export function longNightCampaign() {
  let temp: TempStore | undefined;
  let api: ReturnType<typeof caller> | undefined;
  let campaignId = '';
  const playerIds: string[] = [];
  beforeEach(() => {
    temp = openTempStore();
    api = caller(temp.ctx);
    campaignId = api.call<{ id: string }>('campaigns.create', { name: 'The Long Night' }).id;
    playerIds.length = 0;
    for (const [name, colour] of [
      ['Ann', '#1f5f8b'],
      ['Bob', '#8e2a22'],
      ['Cy', '#2e7d32'],
    ] as const) {
      playerIds.push(api.call<{ id: string }>('players.create', { campaignId, name, colour }).id);
    }
  });
  afterEach(() => temp?.dispose());
  return {
    get temp() {
      return temp!;
    },
    get api() {
      return api!;
    },
    get campaignId() {
      return campaignId;
    },
    playerIds: playerIds as readonly string[],
  };
}
