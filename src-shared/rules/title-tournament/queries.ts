import { gamesBetween } from './pair-history';
import { rankLevel, type RankId } from './ranks';
import type { LadderState, RankChange, Season } from './state';

export interface Standing {
  readonly playerId: string;
  readonly name: string;
  readonly rank: RankId;
  readonly wins: number;
  readonly losses: number;
  readonly draws: number;
  /** Of the wins, those by walk-over. */
  readonly walkOverWins: number;
}

/** Players from 1st Rank down to Unranked; within a rank by wins, then by joining order. */
export function standings(state: LadderState): Standing[] {
  const rows = state.playerOrder.map((id) => {
    const player = state.players[id]!;
    const games = state.games.filter((game) => game.challenger === id || game.challenged === id);
    const wins = games.filter((game) => game.winner === id);
    return {
      playerId: id,
      name: player.name,
      rank: player.rank,
      wins: wins.length,
      losses: games.filter((game) => game.winner !== null && game.winner !== id).length,
      draws: games.filter((game) => game.winner === null).length,
      walkOverWins: wins.filter((game) => game.kind === 'walk-over').length,
    };
  });
  return rows
    .map((row, order) => ({ row, order }))
    .sort((a, b) => rankLevel(b.row.rank) - rankLevel(a.row.rank) || b.row.wins - a.row.wins || a.order - b.order)
    .map(({ row }) => row);
}

/** Every rank change (joining included), oldest first; optionally for one player. */
export function rankHistory(state: LadderState, playerId?: string): RankChange[] {
  return state.rankChanges.filter((change) => playerId === undefined || change.playerId === playerId);
}

export interface RankPoint {
  readonly at: string;
  readonly eventIndex: number;
  readonly rank: RankId;
  /** 0 for Unranked up to 5 for 1st Rank: the y value of a rank chart. */
  readonly level: number;
}

/** One step series per player for a rank-over-time chart, keyed by player id. */
export function rankSeries(state: LadderState): Record<string, RankPoint[]> {
  const series: Record<string, RankPoint[]> = {};
  for (const change of state.rankChanges) {
    const points = (series[change.playerId] ??= []);
    points.push({ at: change.at, eventIndex: change.eventIndex, rank: change.to, level: rankLevel(change.to) });
  }
  return series;
}

export interface HeadToHead {
  readonly players: readonly [string, string];
  readonly games: number;
  /** Wins of players[0] and players[1], walk-overs included. */
  readonly wins: readonly [number, number];
  readonly draws: number;
  readonly walkOvers: number;
}

/** The record between two players. */
export function headToHead(state: LadderState, a: string, b: string): HeadToHead {
  const games = gamesBetween(state, a, b);
  return {
    players: [a, b],
    games: games.length,
    wins: [games.filter((game) => game.winner === a).length, games.filter((game) => game.winner === b).length],
    draws: games.filter((game) => game.winner === null).length,
    walkOvers: games.filter((game) => game.kind === 'walk-over').length,
  };
}

/** Head-to-head records for every pair that has met, in order of their first meeting. */
export function headToHeadTable(state: LadderState): HeadToHead[] {
  const seen = new Set<string>();
  const table: HeadToHead[] = [];
  for (const game of state.games) {
    const key = [game.challenger, game.challenged].sort().join('\u0000');
    if (seen.has(key)) continue;
    seen.add(key);
    table.push(headToHead(state, game.challenger, game.challenged));
  }
  return table;
}

/** The season running now, if any. */
export function currentSeason(state: LadderState): Season | null {
  return state.seasons.find((season) => season.ended === null) ?? null;
}

/** Ended seasons with their champions (null when 1st Rank was empty at the end). */
export function champions(state: LadderState): { season: Season; champion: string | null }[] {
  return state.seasons.flatMap((season) => (season.ended ? [{ season, champion: season.ended.champion }] : []));
}
