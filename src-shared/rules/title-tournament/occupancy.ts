import { rankAllowance, type RankId } from './ranks';
import type { LadderState } from './state';

/** How many players hold `rank`, optionally as if some players had already left it. */
export function playersAtRank(state: LadderState, rank: RankId, ignoring: readonly string[] = []): number {
  return state.playerOrder.filter((id) => !ignoring.includes(id) && state.players[id]?.rank === rank).length;
}

/** True when `rank` can take one more player under the Rank Table's player allowance. */
export function rankHasRoom(state: LadderState, rank: RankId, ignoring: readonly string[] = []): boolean {
  const allowance = rankAllowance(rank);
  return allowance === null || playersAtRank(state, rank, ignoring) < allowance;
}
