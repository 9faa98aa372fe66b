import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dispatch } from '../dispatch';
import { openTempStore, type TempStore } from '../testing/temp-store';
import type { LadderView } from '../../src-shared/contract/ladders';
import type { ServiceRecords } from '../../src-shared/contract/chronicle';
import type { ServiceContext } from './context';
import { succeeded } from '../testing/succeeded';

/** Title Tournament ladder games in the campaign's service records (1999, seed 001 L665–L687). */

let temp: TempStore;
let clock: number;
let ctx: ServiceContext;
let campaignId: string;
const DAY = 86_400_000;

beforeEach(() => {
  temp = openTempStore();
  clock = Date.parse('2025-03-01T18:00:00Z');
  ctx = { ...temp.ctx, now: () => clock };
  campaignId = value<{ id: string }>('campaigns.create', { name: 'Ladder war' }).id;
});
afterEach(() => temp.dispose());

const value = <T = LadderView>(name: string, input: unknown): T => succeeded<T>(name, dispatch(ctx, name, input));
const idOf = (view: LadderView, name: string) => view.players.find((player) => player.name === name)!.id;

function game(view: LadderView, challenger: string, challenged: string, winner: string | null): LadderView {
  const issued = value('ladders.challenge', { ladderId: view.ladder.id, challenger: idOf(view, challenger), challenged: idOf(view, challenged), scheduledAt: new Date(clock + DAY).toISOString(), place: 'Club hall' });
  clock += DAY;
  return value('ladders.recordGame', { ladderId: view.ladder.id, challengeId: issued.challenges.at(-1)!.id, winner: winner === null ? null : idOf(view, winner) });
}

function neglected(view: LadderView, challenger: string, challenged: string): LadderView {
  const issued = value('ladders.challenge', { ladderId: view.ladder.id, challenger: idOf(view, challenger), challenged: idOf(view, challenged), scheduledAt: new Date(clock + DAY).toISOString(), place: 'Club hall' });
  clock += 2 * DAY;
  return value('ladders.neglect', { ladderId: view.ladder.id, challengeId: issued.challenges.at(-1)!.id });
}

describe('Title Tournament ladder games in the service records', () => {
  it("records each player's games, walk-overs, Rank now and highest Rank held, per ladder", () => {
    let view = value('ladders.create', { campaignId, name: 'Club ladder', system: '1999', players: ['Ann', 'Bob', 'Cid'], rulings: {} });
    // L671: a win against a player of the same Rank advances one Rank (Unranked to 5th).
    view = game(view, 'Ann', 'Bob', 'Ann');
    view = game(view, 'Bob', 'Cid', null);
    // L673/L675: Bob beats the higher-ranked Ann; with ranks available he advances to hers, and she keeps it.
    view = game(view, 'Bob', 'Ann', 'Bob');
    // L671: the third neglected challenge is a walk-over win.
    for (let i = 0; i < 3; i++) view = neglected(view, 'Cid', 'Bob');
    const records = value<ServiceRecords>('chronicle.records', { campaignId });
    expect(records.ladders).toHaveLength(1);
    expect(records.ladders[0]!.ladderName).toBe('Club ladder');
    const byName = Object.fromEntries(records.ladders[0]!.players.map((player) => [player.name, player]));
    expect(byName.Ann).toMatchObject({ games: 2, won: 1, drawn: 0, lost: 1, walkOversWon: 0, walkOversLost: 0, rank: '5th Rank', highestRank: '5th Rank' });
    expect(byName.Bob).toMatchObject({ games: 3, won: 1, drawn: 1, lost: 1, walkOversWon: 0, walkOversLost: 1, rank: '5th Rank' });
    expect(byName.Cid).toMatchObject({ games: 1, won: 0, drawn: 1, lost: 0, walkOversWon: 1, walkOversLost: 0, rank: '5th Rank', highestRank: '5th Rank' });
  });

  it('is empty for a campaign without ladders', () => {
    expect(value<ServiceRecords>('chronicle.records', { campaignId }).ladders).toEqual([]);
  });
});
