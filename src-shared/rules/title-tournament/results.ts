import { chosenOption, type RulingChoices } from '../ruling';
import { rankHasRoom } from './occupancy';
import { RANK_IDS, rankAbove, rankLabel, rankLevel, type RankId } from './ranks';
import { SAME_RANK_WIN_BY_CHALLENGED, SAME_RANK_WIN_NEXT_FULL } from './rulings';
import type { LadderState } from './state';

export interface RankMove {
  readonly playerId: string;
  readonly from: RankId;
  readonly to: RankId;
}

export interface ResultOutcome {
  readonly moves: readonly RankMove[];
  /** The rule that decided the outcome, in words. */
  readonly explanation: string;
}

export interface LadderResult {
  readonly challenger: string;
  readonly challenged: string;
  /** Null for a drawn game. */
  readonly winner: string | null;
}

function nearestOpenRankAbove(state: LadderState, rank: RankId, mover: string): RankId | null {
  return RANK_IDS.slice(rankLevel(rank) + 1).find((higher) => rankHasRoom(state, higher, [mover])) ?? null;
}

function sameRankWin(state: LadderState, winner: string, rank: RankId, wasChallenger: boolean, choices?: RulingChoices): ResultOutcome {
  const name = state.players[winner]!.name;
  if (!wasChallenger && chosenOption(SAME_RANK_WIN_BY_CHALLENGED, choices) === 'challenger-only') {
    return { moves: [], explanation: `${name} defended a challenge from the same Rank; only a challenger advances (house rule).` };
  }
  const next = rankAbove(rank);
  if (next === null) return { moves: [], explanation: `${name} already holds the highest Rank.` };
  if (rankHasRoom(state, next)) {
    return {
      moves: [{ playerId: winner, from: rank, to: next }],
      explanation: `${name} beat a player of the same Rank with room in ${rankLabel(next)}: advances one Rank.`,
    };
  }
  if (chosenOption(SAME_RANK_WIN_NEXT_FULL, choices) === 'next-open-rank') {
    const open = nearestOpenRankAbove(state, rank, winner);
    if (open) {
      return {
        moves: [{ playerId: winner, from: rank, to: open }],
        explanation: `${name} beat a player of the same Rank; ${rankLabel(next)} is full, so ${name} takes the nearest open Rank, ${rankLabel(open)} (house rule).`,
      };
    }
  }
  return {
    moves: [],
    explanation: `${name} beat a player of the same Rank, but ${rankLabel(next)} is at its player allowance: no Rank changes.`,
  };
}

function higherRankWin(state: LadderState, winner: string, loser: string): ResultOutcome {
  const won = state.players[winner]!;
  const lost = state.players[loser]!;
  if (rankHasRoom(state, lost.rank)) {
    return {
      moves: [{ playerId: winner, from: won.rank, to: lost.rank }],
      explanation: `${won.name} beat ${lost.name} of a higher Rank with room in ${rankLabel(lost.rank)}: ${won.name} advances to it and ${lost.name} retains it.`,
    };
  }
  return {
    moves: [
      { playerId: winner, from: won.rank, to: lost.rank },
      { playerId: loser, from: lost.rank, to: won.rank },
    ],
    explanation: `${won.name} beat ${lost.name} of a higher Rank with no room left in ${rankLabel(lost.rank)}: they switch Ranks.`,
  };
}

/** The rank moves a result causes under the Title Tournament rules, judged on current ranks. */
export function resolveResult(state: LadderState, result: LadderResult, choices?: RulingChoices): ResultOutcome {
  if (result.winner === null) return { moves: [], explanation: 'A drawn game: no Rank changes.' };
  const loser = result.winner === result.challenger ? result.challenged : result.challenger;
  const winnerRank = state.players[result.winner]!.rank;
  const loserRank = state.players[loser]!.rank;
  const gap = rankLevel(loserRank) - rankLevel(winnerRank);
  if (gap === 0) return sameRankWin(state, result.winner, winnerRank, result.winner === result.challenger, choices);
  if (gap > 0) return higherRankWin(state, result.winner, loser);
  return {
    moves: [],
    explanation: `${state.players[result.winner]!.name} defended their higher Rank: the loser retains their Rank.`,
  };
}
