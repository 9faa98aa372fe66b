import { z } from 'zod';
import { defineCall } from './define';
import { entityId, nameField } from './fields';
import { BrokenRule, dateTimeField, rulingChoices } from './rulings';

export const RankId = z.enum(['unranked', '5th', '4th', '3rd', '2nd', '1st']);

export const LadderSummary = z.object({
  id: z.string(),
  campaignId: z.string(),
  name: z.string(),
  system: z.string(),
  rulings: z.record(z.string(), z.string()),
  players: z.number().int(),
  /** The player holding 1st Rank, if any. */
  leader: z.string().nullable(),
  openChallenges: z.number().int(),
  eventCount: z.number().int(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
});
export type LadderSummary = z.infer<typeof LadderSummary>;

/** `colour`: the campaign player's colour (ladder players are the campaign's players, matched by name). */
const LadderPlayerView = z.object({ id: z.string(), name: z.string(), rank: RankId, joinedAt: z.string(), colour: z.string().nullable() });

const RankRow = z.object({
  id: RankId,
  label: z.string(),
  /** Null: unlimited (Unranked). */
  allowance: z.number().int().nullable(),
  playerIds: z.array(z.string()),
  hasRoom: z.boolean(),
});

const StandingRow = z.object({
  playerId: z.string(),
  name: z.string(),
  rank: RankId,
  wins: z.number().int(),
  losses: z.number().int(),
  draws: z.number().int(),
  walkOverWins: z.number().int(),
});

const ChallengeView = z.object({
  id: z.string(),
  challenger: z.string(),
  challenged: z.string(),
  issuedAt: z.string(),
  scheduledAt: z.string(),
  place: z.string(),
  status: z.enum(['open', 'played', 'neglected', 'withdrawn', 'declined', 'walk-over']),
  closedAt: z.string().nullable(),
  /** When the challenged player accepted; null while the challenge awaits an answer. */
  acceptedAt: z.string().nullable(),
  /** How many times the time or place was changed after the challenge was issued. */
  rescheduled: z.number().int(),
  /** Neglected challenges from this challenger to this challenged player that count towards a walk-over. */
  neglectsCounting: z.number().int(),
});

const GameView = z.object({
  id: z.string(),
  kind: z.enum(['game', 'walk-over']),
  challengeId: z.string(),
  challenger: z.string(),
  challenged: z.string(),
  winner: z.string().nullable(),
  at: z.string(),
  battleId: z.string().nullable(),
  /** The linked battle by name (a recorded battle's current name, or the name the players typed). */
  battleName: z.string().nullable(),
  /** Set when the result was read from a recorded battle: its system and who of it played. */
  fromBattle: z.object({ systemName: z.string(), pair: z.tuple([z.string(), z.string()]) }).nullable(),
  ranksBefore: z.record(z.string(), RankId),
  ranksAfter: z.record(z.string(), RankId),
});

const RankChangeView = z.object({
  playerId: z.string(),
  from: RankId.nullable(),
  to: RankId,
  at: z.string(),
  eventIndex: z.number().int(),
  cause: z.object({
    kind: z.enum(['joined', 'game', 'walk-over']),
    gameId: z.string().nullable(),
    challengeId: z.string().nullable(),
    battleId: z.string().nullable(),
    battleName: z.string().nullable(),
  }),
  explanation: z.string(),
});

const SeriesView = z.object({
  playerId: z.string(),
  points: z.array(z.object({ at: z.string(), eventIndex: z.number().int(), rank: RankId, level: z.number().int() })),
});

const HeadToHeadView = z.object({
  a: z.string(),
  b: z.string(),
  games: z.number().int(),
  winsA: z.number().int(),
  winsB: z.number().int(),
  draws: z.number().int(),
  walkOvers: z.number().int(),
});

const SeasonView = z.object({
  id: z.string(),
  name: z.string(),
  startedAt: z.string(),
  endsOn: z.string(),
  endedAt: z.string().nullable(),
  champion: z.string().nullable(),
  /** Running past its planned end date. */
  overdue: z.boolean(),
  /** A running season: who would be crowned if it ended now (the 1st Rank holder, on the end date once it has passed); null once ended. */
  championIfEndedNow: z.string().nullable(),
});

const LogEntry = z.object({
  /** The stored step number, from 1 (voids name the entry they void by it). */
  seq: z.number().int(),
  type: z.string(),
  at: z.string(),
  summary: z.string(),
  /** Set when a later correction voided this entry: who, when and why. */
  voided: z.object({ by: z.string(), at: z.string(), reason: z.string() }).nullable(),
  /** This entry still counts and may be voided. */
  voidable: z.boolean(),
});

export const LadderView = z.object({
  ladder: LadderSummary,
  players: z.array(LadderPlayerView),
  ranks: z.array(RankRow),
  standings: z.array(StandingRow),
  challenges: z.array(ChallengeView),
  games: z.array(GameView),
  history: z.array(RankChangeView),
  series: z.array(SeriesView),
  headToHead: z.array(HeadToHeadView),
  seasons: z.array(SeasonView),
  currentSeasonId: z.string().nullable(),
  log: z.array(LogEntry),
});
export type LadderView = z.infer<typeof LadderView>;

export const ChallengeEligibilityView = z.object({
  eligible: z.boolean(),
  explanation: z.string(),
  /** The rule that makes the challenge ineligible; null when eligible. */
  rule: BrokenRule.nullable(),
});
export type ChallengeEligibilityView = z.infer<typeof ChallengeEligibilityView>;

export const ResultPreview = z.object({
  explanation: z.string(),
  moves: z.array(z.object({ playerId: z.string(), from: RankId, to: RankId })),
});
export type ResultPreview = z.infer<typeof ResultPreview>;

/** What voiding an entry would change, shown before the correction is confirmed. */
export const VoidPreview = z.object({
  /** The entry, as the log reads it. */
  entry: z.string(),
  /** Every player whose rank would change, by name, with rank names. */
  ranks: z.array(z.object({ name: z.string(), from: z.string(), to: z.string() })),
  gamesBefore: z.number().int(),
  gamesAfter: z.number().int(),
});
export type VoidPreview = z.infer<typeof VoidPreview>;

const correctionReason = z.string().trim().min(1, { error: 'Say why the entry is void' }).max(300, { error: 'Keep the reason to 300 characters' });
const correctionBy = z.string().trim().min(1, { error: 'Say who is making the correction' }).max(60, { error: 'Keep the name to 60 characters' });
const ladderStep = z.number({ error: 'Choose an entry of the log' }).int({ error: 'Choose an entry of the log' }).min(1, { error: 'Choose an entry of the log' });

/** A ladder game a battle decided, as the battle's page lists it. */
export const BattleLadderGame = z.object({
  ladderId: z.string(),
  ladderName: z.string(),
  at: z.string(),
  challenger: z.string(),
  challenged: z.string(),
  /** The winner's name, null for a drawn game. */
  winner: z.string().nullable(),
  /** The battle's players the game was between (challenger's, then challenged's). */
  pair: z.tuple([z.string(), z.string()]).nullable(),
});
export type BattleLadderGame = z.infer<typeof BattleLadderGame>;

const battleSeat = z.string().trim().min(1, { error: 'Choose a player of the battle' }).max(40, { error: 'Choose a player of the battle' });

const ladderId = entityId;
const playerId = entityId;

export const ladderCalls = {
  'ladders.list': defineCall({
    summary: "A campaign's Title Tournament ladders, most recently changed first.",
    input: z.strictObject({ campaignId: entityId }),
    output: z.array(LadderSummary),
  }),
  'ladders.get': defineCall({
    summary: 'A ladder replayed from its event log: rank table, standings, challenges, history, chart series, head-to-head, seasons.',
    input: z.strictObject({ id: ladderId }),
    output: LadderView,
  }),
  'ladders.create': defineCall({
    summary: 'Create a ladder in a campaign, optionally with its first players (they join Unranked).',
    input: z.strictObject({
      campaignId: entityId,
      name: nameField('Ladder name'),
      system: nameField('Game system'),
      players: z.array(nameField('Player name')).max(200, { error: 'At most 200 players at once' }).default([]),
      rulings: rulingChoices,
    }),
    output: LadderView,
  }),
  'ladders.delete': defineCall({
    summary: 'Delete a ladder and its whole history.',
    input: z.strictObject({ id: ladderId }),
    output: z.object({ id: z.string() }),
  }),
  'ladders.join': defineCall({
    summary: 'A player joins the ladder, Unranked.',
    input: z.strictObject({ ladderId, name: nameField('Player name') }),
    output: LadderView,
  }),
  'ladders.eligibility': defineCall({
    summary: 'Whether one player may challenge another now, explained, before a challenge is issued.',
    input: z.strictObject({ ladderId, challenger: playerId, challenged: playerId }),
    output: ChallengeEligibilityView,
  }),
  'ladders.challengeable': defineCall({
    summary: 'Every other player of the ladder, and whether the challenger may challenge them now (with the reason when not).',
    input: z.strictObject({ ladderId, challenger: playerId }),
    output: z.array(z.object({ playerId: z.string(), name: z.string(), eligible: z.boolean(), explanation: z.string() })),
  }),
  'ladders.challenge': defineCall({
    summary: 'Issue a challenge naming a time and place; refused with the rule when it is not allowed.',
    input: z.strictObject({
      ladderId,
      challenger: playerId,
      challenged: playerId,
      scheduledAt: dateTimeField('Time of the game'),
      place: nameField('Place'),
      /** Back-dated: when the challenge was made, for one entered after the fact (not in the future). */
      issuedAt: dateTimeField('Date of the challenge').optional(),
    }),
    output: LadderView,
  }),
  'ladders.preview': defineCall({
    summary: 'The rank changes a result of an open challenge would cause, without recording it.',
    input: z.strictObject({ ladderId, challengeId: entityId, winner: playerId.nullable() }),
    output: ResultPreview,
  }),
  'ladders.recordGame': defineCall({
    summary: 'Record the result of an open challenge (winner, or null for a draw), optionally linked to a battle.',
    input: z.strictObject({
      ladderId,
      challengeId: entityId,
      winner: playerId.nullable(),
      battleId: z.string().trim().max(200, { error: 'Battle reference must be 200 characters or fewer' }).optional(),
      /** Back-dated: when the game was played, for a result entered after the fact (not in the future). */
      playedAt: dateTimeField('Date of the game').optional(),
    }),
    output: LadderView,
  }),
  'ladders.recordFromBattle': defineCall({
    summary:
      "Record an open challenge's result from a finished battle of any system (of the ladder's system where it names one): the winner is taken from the battle for the pair of its players the game was between.",
    input: z.strictObject({
      ladderId,
      challengeId: entityId,
      battleId: entityId,
      /** The battle seats of the challenger and the challenged; by default the players of the same names. */
      pair: z.strictObject({ challenger: battleSeat, challenged: battleSeat }).optional(),
    }),
    output: LadderView,
  }),
  'ladders.forBattle': defineCall({
    summary: 'The ladder games recorded from a battle, with their ladders and results, for the battle page.',
    input: z.strictObject({ battleId: entityId }),
    output: z.array(BattleLadderGame),
  }),
  'ladders.neglect': defineCall({
    summary: 'The challenged player gave no game at the named time and place; the third neglect is a walk-over.',
    input: z.strictObject({ ladderId, challengeId: entityId }),
    output: LadderView,
  }),
  'ladders.withdraw': defineCall({
    summary: 'The challenger calls an open challenge off (it does not count as neglected).',
    input: z.strictObject({ ladderId, challengeId: entityId }),
    output: LadderView,
  }),
  'ladders.accept': defineCall({
    summary: 'The challenged player accepts the named time and place of an open challenge.',
    input: z.strictObject({ ladderId, challengeId: entityId }),
    output: LadderView,
  }),
  'ladders.decline': defineCall({
    summary: 'The challenged player turns an open challenge down; it closes without counting as neglected.',
    input: z.strictObject({ ladderId, challengeId: entityId }),
    output: LadderView,
  }),
  'ladders.reschedule': defineCall({
    summary: 'The players agree a new time (and optionally a new place) for an open challenge.',
    input: z.strictObject({ ladderId, challengeId: entityId, scheduledAt: dateTimeField('New time of the game'), place: nameField('New place').optional() }),
    output: LadderView,
  }),
  'ladders.startSeason': defineCall({
    summary: 'Start a season with an end date; the champion is named when it ends.',
    input: z.strictObject({ ladderId, name: nameField('Season name'), endsOn: dateTimeField('End date') }),
    output: LadderView,
  }),
  'ladders.previewVoid': defineCall({
    summary: "What voiding an entry of the ladder's log would change (ranks, games), before confirming; refused with the reason when it cannot be voided.",
    input: z.strictObject({ ladderId, step: ladderStep }),
    output: VoidPreview,
  }),
  'ladders.void': defineCall({
    summary: "Void an entry of the ladder's log (the last one, or any earlier): the ladder is replayed without it; the entry and the correction, with who and why, stay in the log.",
    input: z.strictObject({ ladderId, step: ladderStep, reason: correctionReason, by: correctionBy }),
    output: LadderView,
  }),
  'ladders.endSeason': defineCall({
    summary: 'End the running season, naming whoever holds 1st Rank as champion (whoever held it on the end date, if that has passed); the ladder keeps going.',
    input: z.strictObject({ ladderId, seasonId: entityId }),
    output: LadderView,
  }),
};
