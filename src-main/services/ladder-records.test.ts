import { describe, expect, it } from 'vitest';
import type { ServiceRecords } from '../../src-shared/contract/chronicle';
import { ladderClub } from '../testing/ladder-club';

/** Title Tournament ladder games in the campaign's service records (1999, seed 001 L665–L687). */

const club = ladderClub('2025-03-01T18:00:00Z');
const { value, game, neglected } = club;

describe('Title Tournament ladder games in the service records', () => {
  it("records each player's games, walk-overs, Rank now and highest Rank held, per ladder", () => {
    let view = club.ladder(['Ann', 'Bob', 'Cid']);
    // L671: a win against a player of the same Rank advances one Rank (Unranked to 5th).
    view = game(view, 'Ann', 'Bob', 'Ann');
    view = game(view, 'Bob', 'Cid', null);
    // L673/L675: Bob beats the higher-ranked Ann; with ranks available he advances to hers, and she keeps it.
    view = game(view, 'Bob', 'Ann', 'Bob');
    // L671: the third neglected challenge is a walk-over win.
    for (let i = 0; i < 3; i++) view = neglected(view, 'Cid', 'Bob');
    const records = value<ServiceRecords>('chronicle.records', { campaignId: club.campaignId });
    expect(records.ladders).toHaveLength(1);
    expect(records.ladders[0]!.ladderName).toBe('Club ladder');
    const byName = Object.fromEntries(records.ladders[0]!.players.map((player) => [player.name, player]));
    expect(byName.Ann).toMatchObject({ games: 2, won: 1, drawn: 0, lost: 1, walkOversWon: 0, walkOversLost: 0, rank: '5th Rank', highestRank: '5th Rank' });
    expect(byName.Bob).toMatchObject({ games: 3, won: 1, drawn: 1, lost: 1, walkOversWon: 0, walkOversLost: 1, rank: '5th Rank' });
    expect(byName.Cid).toMatchObject({ games: 1, won: 0, drawn: 1, lost: 0, walkOversWon: 1, walkOversLost: 0, rank: '5th Rank', highestRank: '5th Rank' });
  });

  it('is empty for a campaign without ladders', () => {
    expect(value<ServiceRecords>('chronicle.records', { campaignId: club.campaignId }).ladders).toEqual([]);
  });
});
