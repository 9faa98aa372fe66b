import type { RulingChoices } from '../ruling';
import type { LadderRuleId } from './ladder-rules';
import { gamesAtCurrentRanks } from './pair-history';
import { rankLabel, rankLevel, type RankId } from './ranks';
import { playerOf, type LadderState } from './state';

export const GAMES_PER_RANK_LIMIT = 3;

export type ChallengeEligibility =
  | { readonly eligible: true; readonly explanation: string; readonly challengerRank: RankId; readonly challengedRank: RankId }
  | { readonly eligible: false; readonly explanation: string; readonly rule: LadderRuleId };

function nameOf(state: LadderState, id: string): string {
  return playerOf(state, id)?.name ?? 'a player no longer on the ladder';
}

/**
 * Whether `challenger` may challenge `challenged` now, and why: "the same Rank, or one Rank
 * higher", no challenge already open between them, and fewer than 3 games at these ranks.
 */
export function challengeEligibility(
  state: LadderState,
  challenger: string,
  challenged: string,
  choices?: RulingChoices,
): ChallengeEligibility {
  const from = playerOf(state, challenger);
  const to = playerOf(state, challenged);
  if (!from) return { eligible: false, rule: 'ledger.known-player', explanation: 'The challenger is not a player on this ladder.' };
  if (!to) return { eligible: false, rule: 'ledger.known-player', explanation: 'The challenged player is not on this ladder.' };
  if (challenger === challenged) {
    return { eligible: false, rule: 'tt.challenge-rank', explanation: `${from.name} cannot challenge themself.` };
  }

  const gap = rankLevel(to.rank) - rankLevel(from.rank);
  const ranks = `${from.name} (${rankLabel(from.rank)}) and ${to.name} (${rankLabel(to.rank)})`;
  if (gap < 0) {
    return {
      eligible: false,
      rule: 'tt.challenge-rank',
      explanation: `${ranks}: ${to.name} is below ${from.name}; you may only challenge the same Rank or one Rank higher.`,
    };
  }
  if (gap > 1) {
    return {
      eligible: false,
      rule: 'tt.challenge-rank',
      explanation: `${ranks}: ${to.name} is ${gap} Ranks higher; you may only challenge the same Rank or one Rank higher.`,
    };
  }

  const open = state.challengeOrder
    .map((id) => state.challenges[id]!)
    .find(
      (c) =>
        c.status === 'open' &&
        ((c.challenger === challenger && c.challenged === challenged) ||
          (c.challenger === challenged && c.challenged === challenger)),
    );
  if (open) {
    return {
      eligible: false,
      rule: 'ledger.open-challenge',
      explanation: `${nameOf(state, open.challenger)} already has a challenge open against ${nameOf(state, open.challenged)}; settle it first.`,
    };
  }

  const played = gamesAtCurrentRanks(state, challenger, challenged, choices);
  if (played >= GAMES_PER_RANK_LIMIT) {
    return {
      eligible: false,
      rule: 'tt.three-games',
      explanation: `${ranks} have already played ${played} times at these Ranks; they may play again once either changes Rank.`,
    };
  }

  const relation = gap === 0 ? 'the same Rank' : 'one Rank higher';
  return {
    eligible: true,
    challengerRank: from.rank,
    challengedRank: to.rank,
    explanation: `${from.name} (${rankLabel(from.rank)}) may challenge ${to.name} (${rankLabel(to.rank)}): ${relation}; ${played} of ${GAMES_PER_RANK_LIMIT} games played at these Ranks.`,
  };
}
