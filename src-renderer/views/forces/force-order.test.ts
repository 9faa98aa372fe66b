import { describe, expect, it } from 'vitest';
import type { ForceSummary } from '../../../src-shared/contract/forces';
import { forcesByPlayer } from './force-order';

function force(id: string, playerId: string, system: string): ForceSummary {
  return { id, campaignId: 'c', system, systemName: system, playerId, playerName: playerId, factionId: null, name: id, points: 0, size: 0, valid: true, battleReady: false, problemCount: 0, description: '', createdAt: 0, updatedAt: 0 };
}

describe('a player’s forces on the Armies page', () => {
  it('groups each player’s forces by system in picker order, keeping the list’s order within a system', () => {
    const listed = [force('a', 'alice', 'order-66'), force('b', 'alice', 'orders-omens'), force('c', 'bram', 'opend6'), force('d', 'alice', 'orders-omens'), force('e', 'alice', '1999')];
    const grouped = forcesByPlayer(listed, ['orders-omens', 'order-66', '1999', 'opend6']);
    expect(grouped.get('alice')?.map((f) => f.id)).toEqual(['b', 'd', 'a', 'e']);
    expect(grouped.get('bram')?.map((f) => f.id)).toEqual(['c']);
    expect(grouped.has('carla')).toBe(false);
  });

  it('puts a force of a system the picker does not know last', () => {
    const grouped = forcesByPlayer([force('x', 'alice', 'unknown'), force('y', 'alice', 'opend6')], ['opend6']);
    expect(grouped.get('alice')?.map((f) => f.id)).toEqual(['y', 'x']);
  });
});
