import type { RankId } from './ranks';
import type { LadderState, Season } from './state';

/** Who held 1st Rank at `moment`: each player's last rank change dated no later than it, in log order. */
function firstRankHolderAt(state: LadderState, moment: number): string | null {
  const ranks = new Map<string, RankId>();
  for (const change of state.rankChanges) if (Date.parse(change.at) <= moment) ranks.set(change.playerId, change.to);
  return state.playerOrder.find((id) => ranks.get(id) === '1st') ?? null;
}

/**
 * The champion of a season ended at `endedAt`: the 1st Rank holder (seed 001 L681, "set a time
 * limit ... to determine the ultimate 1999 Champion"). Ended on time, the holder of the moment;
 * ended after its end date, the holder on that date, so a game played past the limit crowns nobody.
 */
export function championOfSeason(state: LadderState, season: Season, endedAt: string): string | null {
  const limit = Date.parse(season.endsOn);
  if (Date.parse(endedAt) <= limit) return state.playerOrder.find((id) => state.players[id]?.rank === '1st') ?? null;
  return firstRankHolderAt(state, limit);
}
