import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dispatch } from '../dispatch';
import { openTempStore, type TempStore } from '../testing/temp-store';
import { succeeded } from '../testing/succeeded';
import type { Campaign } from '../../src-shared/contract/campaigns';
import type { LadderView } from '../../src-shared/contract/ladders';

let temp: TempStore;
beforeEach(() => {
  temp = openTempStore();
});
afterEach(() => temp.dispose());

const value = <T>(name: string, input: unknown): T => succeeded<T>(name, dispatch(temp.ctx, name, input));
const listed = () => value<Campaign[]>('campaigns.list', {}).map((c) => ({ name: c.name, updatedAt: c.updatedAt }));
const rowTime = (table: string, id: string) => temp.store.sqlite.prepare(`SELECT updated_at FROM ${table} WHERE id = ?`).pluck().get(id) as number;

describe("a campaign's “changed” time is the latest change to anything in it (real SQLite file)", () => {
  it('moves with a player added, a ladder challenge recorded and an edit, and orders the list by it', () => {
    const iron = value<Campaign>('campaigns.create', { name: 'Iron Hold' });
    const marches = value<Campaign>('campaigns.create', { name: 'Sundered Marches' });
    expect(listed().map((c) => c.name)).toEqual(['Sundered Marches', 'Iron Hold']);

    const ann = value<{ id: string }>('players.create', { campaignId: iron.id, name: 'Ann', colour: '#8e2a22' });
    const afterPlayer = rowTime('players', ann.id);
    expect(afterPlayer).toBeGreaterThan(marches.updatedAt);
    expect(listed()).toEqual([
      { name: 'Iron Hold', updatedAt: afterPlayer },
      { name: 'Sundered Marches', updatedAt: marches.updatedAt },
    ]);
    expect(value<Campaign>('campaigns.get', { id: iron.id }).updatedAt).toBe(afterPlayer);
    // The campaign's own row is untouched: the time is read from what changed, not written twice.
    expect(rowTime('campaigns', iron.id)).toBe(iron.updatedAt);

    const ladder = value<LadderView>('ladders.create', { campaignId: marches.id, name: 'Club ladder', system: '1999', players: ['Bo', 'Cy'] });
    const [bo, cy] = ladder.players;
    value('ladders.challenge', { ladderId: ladder.ladder.id, challenger: bo!.id, challenged: cy!.id, scheduledAt: '2030-01-01T18:00:00.000Z', place: 'Club Hall' });
    const afterChallenge = rowTime('ladders', ladder.ladder.id);
    expect(afterChallenge).toBeGreaterThan(ladder.ladder.createdAt);
    expect(listed()).toEqual([
      { name: 'Sundered Marches', updatedAt: afterChallenge },
      { name: 'Iron Hold', updatedAt: afterPlayer },
    ]);

    const renamed = value<Campaign>('campaigns.update', { id: iron.id, setting: 'The northern passes' });
    expect(renamed.updatedAt).toBeGreaterThan(afterChallenge);
    expect(listed()[0]).toEqual({ name: 'Iron Hold', updatedAt: renamed.updatedAt });
  });
});
