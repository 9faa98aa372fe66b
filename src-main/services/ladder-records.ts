import { asc, eq } from 'drizzle-orm';
import { ladders } from '../db/schema/index';
import { rankLabel, rankLevel, type RankId } from '../../src-shared/rules';
import type { LadderRecords } from '../../src-shared/contract/chronicle';
import type { ServiceContext } from './context';
import { loadLadder } from './ladder-store';

/**
 * Each Title Tournament ladder's players' service records: games played, won, drawn and lost
 * (walk-overs counted apart), the Rank held now and the highest held. Kept per player, not per
 * army: "It is you who hold the Rank as a player, not your army" (seed 001 L679).
 */
export function ladderServiceRecords(ctx: ServiceContext, campaignId: string): LadderRecords[] {
  const rows = ctx.db.select({ id: ladders.id }).from(ladders).where(eq(ladders.campaignId, campaignId)).orderBy(asc(ladders.createdAt), asc(ladders.id)).all();
  return rows.map(({ id }) => {
    const { row, state } = loadLadder(ctx, id);
    const records = state.playerOrder.map((playerId) => {
      const player = state.players[playerId]!;
      const mine = state.games.filter((game) => game.challenger === playerId || game.challenged === playerId);
      const played = mine.filter((game) => game.kind === 'game');
      const walkOvers = mine.filter((game) => game.kind === 'walk-over');
      const held: RankId[] = [player.rank, ...mine.map((game) => game.ranksAfter[playerId]!)];
      const highest = held.reduce((best, rank) => (rankLevel(rank) > rankLevel(best) ? rank : best));
      return {
        name: player.name,
        games: played.length,
        won: played.filter((game) => game.winner === playerId).length,
        drawn: played.filter((game) => game.winner === null).length,
        lost: played.filter((game) => game.winner !== null && game.winner !== playerId).length,
        walkOversWon: walkOvers.filter((game) => game.winner === playerId).length,
        walkOversLost: walkOvers.filter((game) => game.winner !== playerId).length,
        rank: rankLabel(player.rank),
        highestRank: rankLabel(highest),
      };
    });
    return { ladderId: id, ladderName: row.name, players: records.sort((a, b) => b.won - a.won || a.lost - b.lost || a.name.localeCompare(b.name)) };
  });
}
