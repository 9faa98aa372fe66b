/** The 1999 Title Tournament challenge ladder as a pure state machine over events. */

/** The Rank Table (ranks and player allowances) and rank helpers. */
export { RANK_TABLE, RANK_IDS, rankAbove, rankAllowance, rankLabel, rankLevel } from './ranks';
/** A rank id: `unranked`, `5th` ... `1st`. */
export type { RankId } from './ranks';
/** The rules a rejected ladder event can break, with the rulebook text they rest on. */
export { LADDER_RULES } from './ladder-rules';
/** Identifier of a ladder rule, carried by every rejection. */
export type { LadderRuleId } from './ladder-rules';
/** Ladder events, one JSON row each. */
export type {
  LadderEvent,
  PlayerJoined,
  ChallengeIssued,
  ChallengeWithdrawn,
  ChallengeAccepted,
  ChallengeDeclined,
  ChallengeRescheduled,
  ChallengeNeglected,
  GameRecorded,
  SeasonStarted,
  SeasonEnded,
} from './events';
/** The ladder state and the empty ladder a replay starts from. */
export { EMPTY_LADDER, challengeOf, playerOf } from './state';
/** Shapes of the ladder state. */
export type { LadderState, LadderPlayer, Challenge as LadderChallenge, ChallengeStatus, LadderGame, RankChange, RankChangeCause, Season as LadderSeason } from './state';
/** Applies one event (`{ ok, state }` or `{ ok: false, reason, rule }`) and replays a whole log. */
export { apply as applyLadderEvent, replay as replayLadder, NEGLECTS_FOR_WALK_OVER } from './apply';
/** Results of `applyLadderEvent` and `replayLadder`. */
export type { LadderApplied, LadderReplay } from './apply';
/** Whether one player may challenge another now, with the reason in words. */
export { challengeEligibility, GAMES_PER_RANK_LIMIT } from './eligibility';
/** Result of `challengeEligibility`. */
export type { ChallengeEligibility } from './eligibility';
/** The rank moves a result would cause, for previews before a game is recorded. */
export { resolveResult } from './results';
/** Shapes used by `resolveResult`. */
export type { LadderResult, ResultOutcome, RankMove } from './results';
/** Players per rank and whether a rank has room under its allowance. */
export { playersAtRank, rankHasRoom } from './occupancy';
/** Games between two players, those played at their current ranks (the 3-game limit), and the neglects towards a walk-over. */
export { gamesBetween, gamesAtCurrentRanks, neglectsCounting, declineCountsAsNeglect } from './pair-history';
export { declineRefusal } from './answers';
/** Standings, rank history, rank-over-time series, head-to-head records, seasons and champions. */
export {
  standings as ladderStandings,
  rankHistory,
  rankSeries,
  headToHead as ladderHeadToHead,
  headToHeadTable as ladderHeadToHeadTable,
  currentSeason as currentLadderSeason,
  champions as seasonChampions,
} from './queries';
/** A season's champion: the 1st Rank holder when it ends, or on its end date if ended after it. */
export { championOfSeason } from './season-champion';
/** Shapes returned by the queries. */
export type { Standing as LadderStanding, RankPoint, HeadToHead } from './queries';
/** The Title Tournament rulings (house-rule toggles) and each one by name. */
export {
  TITLE_TOURNAMENT_RULINGS,
  SAME_RANK_WIN_NEXT_FULL,
  SAME_RANK_WIN_BY_CHALLENGED,
  WALK_OVER_COUNT,
  DECLINED_CHALLENGE,
  DRAWN_GAME,
} from './rulings';
/** A ladder game's result read from a finished battle of any system, for a chosen pair of its players. */
export { ladderResultFromBattle, pairByName } from './battle-result';
/** Shapes used by `ladderResultFromBattle`. */
export type { BattleForLadder, BattlePair, BattleLadderResult } from './battle-result';
/** Corrections: a void step replays the ladder without an earlier entry; nothing is deleted. */
export { EMPTY_CORRECTED_LADDER, applyCorrected, keptEvents, replayCorrected, replayWithout, voidConsequences } from './corrections';
/** Shapes of the corrected log. */
export type { CorrectedLadder, EntryVoided, LadderLogEvent, VoidRecord, VoidConsequence } from './corrections';
