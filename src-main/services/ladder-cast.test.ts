import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTempStore, type TempStore } from '../testing/temp-store';
import { caller } from '../testing/system-fixtures';
import type { LadderView } from '../../src-shared/contract/ladders';
import type { Player } from '../../src-shared/contract/players';

/** One cast of players: a ladder's players are the campaign's, with the campaign's colours; a newcomer joins both. */

let temp: TempStore;
let api: ReturnType<typeof caller>;
let campaignId: string;

beforeEach(() => {
  temp = openTempStore();
  api = caller(temp.ctx);
  campaignId = api.call<{ id: string }>('campaigns.create', { name: 'Club year' }).id;
  api.call('players.create', { campaignId, name: 'Ben', colour: '#2f5d8a' });
});
afterEach(() => temp.dispose());

describe('ladder players and the campaign’s players', () => {
  it('shows a campaign player in their own colour and adds newcomers to the campaign, once', () => {
    let ladder = api.call<LadderView>('ladders.create', { campaignId, name: 'Club ladder', system: '1999', players: ['ben', 'Cara'], rulings: {} });
    const campaignPlayers = () => api.call<Player[]>('players.list', { campaignId });
    expect(campaignPlayers().map((player) => player.name)).toEqual(['Ben', 'Cara']);
    const cara = campaignPlayers().find((player) => player.name === 'Cara')!;
    expect(cara.colour).toMatch(/^#[0-9a-f]{6}$/);
    expect(cara.colour).not.toBe('#2f5d8a');
    expect(ladder.players.map((player) => [player.name, player.colour])).toEqual([
      ['ben', '#2f5d8a'],
      ['Cara', cara.colour],
    ]);
    ladder = api.call<LadderView>('ladders.join', { ladderId: ladder.ladder.id, name: 'Dee' });
    expect(campaignPlayers().map((player) => player.name)).toEqual(['Ben', 'Cara', 'Dee']);
    // A refused join adds no one to the campaign either.
    api.refusal('ladders.join', { ladderId: ladder.ladder.id, name: 'cara' });
    expect(campaignPlayers()).toHaveLength(3);
  });
});
