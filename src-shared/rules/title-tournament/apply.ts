import type { RulingChoices } from '../ruling';
import { challengeEligibility } from './eligibility';
import type {
  ChallengeAccepted,
  ChallengeDeclined,
  ChallengeIssued,
  ChallengeRescheduled,
  ChallengeNeglected,
  ChallengeWithdrawn,
  GameRecorded,
  LadderEvent,
  PlayerJoined,
  SeasonEnded,
  SeasonStarted,
} from './events';
import type { LadderRuleId } from './ladder-rules';
import { chosenOption } from '../ruling';
import { RESULT_BEFORE_AGREED_TIME } from './rulings';
import { declineCountsAsNeglect, neglectsCounting } from './pair-history';
import { resolveResult, type LadderResult } from './results';
import { championOfSeason } from './season-champion';
import type { Challenge, LadderGame, LadderState, RankChange } from './state';
import { EMPTY_LADDER, challengeOf, playerOf } from './state';

export const NEGLECTS_FOR_WALK_OVER = 3;

export type LadderApplied =
  | { readonly ok: true; readonly state: LadderState }
  | { readonly ok: false; readonly reason: string; readonly rule: LadderRuleId };

function reject(rule: LadderRuleId, reason: string): LadderApplied {
  return { ok: false, reason, rule };
}

function isTimestamp(value: unknown): value is string {
  return typeof value === 'string' && !Number.isNaN(Date.parse(value));
}

function isFilled(value: unknown): value is string {
  return typeof value === 'string' && value.trim().length > 0;
}

function badTimestamp(...values: unknown[]): LadderApplied | null {
  const bad = values.find((value) => !isTimestamp(value));
  return bad === undefined ? null : reject('ledger.timestamp', `"${String(bad)}" is not a date and time.`);
}

function joinPlayer(state: LadderState, event: PlayerJoined): LadderApplied {
  if (!isFilled(event.playerId)) return reject('ledger.unique-id', 'A player needs an id.');
  if (playerOf(state, event.playerId)) return reject('ledger.unique-id', `${playerOf(state, event.playerId)!.name} has already joined.`);
  if (!isFilled(event.name)) return reject('ledger.known-player', 'A player needs a name.');
  const timing = badTimestamp(event.at);
  if (timing) return timing;
  const joined: RankChange = {
    playerId: event.playerId,
    from: null,
    to: 'unranked',
    at: event.at,
    eventIndex: state.eventCount,
    cause: { kind: 'joined' },
    explanation: `${event.name} joins the tournament Unranked.`,
  };
  return {
    ok: true,
    state: {
      ...state,
      players: { ...state.players, [event.playerId]: { id: event.playerId, name: event.name, rank: 'unranked', joinedAt: event.at } },
      playerOrder: [...state.playerOrder, event.playerId],
      rankChanges: [...state.rankChanges, joined],
    },
  };
}

function issueChallenge(state: LadderState, event: ChallengeIssued, choices?: RulingChoices): LadderApplied {
  if (!isFilled(event.challengeId)) return reject('ledger.unique-id', 'A challenge needs an id.');
  if (challengeOf(state, event.challengeId)) return reject('ledger.unique-id', 'A challenge with this id already exists.');
  const timing = badTimestamp(event.at);
  if (timing) return timing;
  if (!isTimestamp(event.scheduledAt)) return reject('tt.time-and-place', 'A challenge must name a time for the game.');
  if (!isFilled(event.place)) return reject('tt.time-and-place', 'A challenge must name a place for the game.');
  if (Date.parse(event.scheduledAt) < Date.parse(event.at)) {
    return reject('tt.time-and-place', 'The time named for the game has already passed when the challenge is issued.');
  }
  const eligibility = challengeEligibility(state, event.challenger, event.challenged, choices);
  if (!eligibility.eligible) return reject(eligibility.rule, eligibility.explanation);
  const challenge: Challenge = {
    id: event.challengeId,
    challenger: event.challenger,
    challenged: event.challenged,
    issuedAt: event.at,
    scheduledAt: event.scheduledAt,
    place: event.place.trim(),
    acceptedAt: null,
    rescheduled: 0,
    status: 'open',
    closedAt: null,
    closedAtEvent: null,
  };
  return {
    ok: true,
    state: {
      ...state,
      challenges: { ...state.challenges, [challenge.id]: challenge },
      challengeOrder: [...state.challengeOrder, challenge.id],
    },
  };
}

function openChallenge(state: LadderState, challengeId: string): Challenge | string {
  const challenge = challengeOf(state, challengeId);
  if (!challenge) return 'There is no such challenge on this ladder.';
  if (challenge.status !== 'open') return `This challenge is already closed (${challenge.status}).`;
  return challenge;
}

function close(state: LadderState, challenge: Challenge, status: Challenge['status'], at: string): LadderState {
  const closed: Challenge = { ...challenge, status, closedAt: at, closedAtEvent: state.eventCount };
  return { ...state, challenges: { ...state.challenges, [challenge.id]: closed } };
}

function withdraw(state: LadderState, event: ChallengeWithdrawn): LadderApplied {
  const challenge = openChallenge(state, event.challengeId);
  if (typeof challenge === 'string') return reject('ledger.open-challenge', challenge);
  const timing = badTimestamp(event.at);
  if (timing) return timing;
  return { ok: true, state: close(state, challenge, 'withdrawn', event.at) };
}

function accept(state: LadderState, event: ChallengeAccepted): LadderApplied {
  const challenge = openChallenge(state, event.challengeId);
  if (typeof challenge === 'string') return reject('ledger.open-challenge', challenge);
  const timing = badTimestamp(event.at);
  if (timing) return timing;
  if (challenge.acceptedAt !== null) return reject('ledger.open-challenge', 'This challenge has already been accepted.');
  const accepted: Challenge = { ...challenge, acceptedAt: event.at };
  return { ok: true, state: { ...state, challenges: { ...state.challenges, [challenge.id]: accepted } } };
}

function reschedule(state: LadderState, event: ChallengeRescheduled): LadderApplied {
  const challenge = openChallenge(state, event.challengeId);
  if (typeof challenge === 'string') return reject('ledger.open-challenge', challenge);
  const timing = badTimestamp(event.at);
  if (timing) return timing;
  if (!isTimestamp(event.scheduledAt)) return reject('tt.time-and-place', 'A new time for the game is needed.');
  if (Date.parse(event.scheduledAt) < Date.parse(event.at)) return reject('tt.time-and-place', 'The new time for the game has already passed.');
  if (event.place !== undefined && !isFilled(event.place)) return reject('tt.time-and-place', 'A new place cannot be blank.');
  const place = event.place === undefined ? challenge.place : event.place.trim();
  if (event.scheduledAt === challenge.scheduledAt && place === challenge.place) {
    return reject('tt.time-and-place', 'The new time and place are the same as before.');
  }
  const moved: Challenge = { ...challenge, scheduledAt: event.scheduledAt, place, rescheduled: challenge.rescheduled + 1 };
  return { ok: true, state: { ...state, challenges: { ...state.challenges, [challenge.id]: moved } } };
}

/**
 * A challenge stands only while the ranks still allow it (they may change after it is issued).
 * Eligibility judges ranks before open challenges, so this challenge being open does not matter.
 */
function challengeStillStands(state: LadderState, challenge: Challenge): string | null {
  const eligibility = challengeEligibility(state, challenge.challenger, challenge.challenged);
  if (eligibility.eligible || eligibility.rule !== 'tt.challenge-rank') return null;
  return `Ranks changed since this challenge was issued — ${eligibility.explanation} Withdraw it.`;
}

function recordResult(
  state: LadderState,
  challenge: Challenge,
  kind: LadderGame['kind'],
  gameId: string,
  winner: string | null,
  at: string,
  battleId: string | null,
  choices?: RulingChoices,
): LadderState {
  const result: LadderResult = { challenger: challenge.challenger, challenged: challenge.challenged, winner };
  const outcome = resolveResult(state, result, choices);
  const parties = [challenge.challenger, challenge.challenged];
  const ranksBefore = Object.fromEntries(parties.map((id) => [id, state.players[id]!.rank]));
  const players = { ...state.players };
  for (const move of outcome.moves) players[move.playerId] = { ...players[move.playerId]!, rank: move.to };
  const ranksAfter = Object.fromEntries(parties.map((id) => [id, players[id]!.rank]));
  const game: LadderGame = {
    id: gameId,
    kind,
    challengeId: challenge.id,
    challenger: challenge.challenger,
    challenged: challenge.challenged,
    winner,
    at,
    eventIndex: state.eventCount,
    battleId,
    ranksBefore,
    ranksAfter,
  };
  const cause =
    kind === 'game'
      ? ({ kind: 'game', gameId, challengeId: challenge.id, battleId } as const)
      : ({ kind: 'walk-over', gameId, challengeId: challenge.id } as const);
  const changes: RankChange[] = outcome.moves.map((move) => ({
    ...move,
    at,
    eventIndex: state.eventCount,
    cause,
    explanation: outcome.explanation,
  }));
  const closed = close(state, challenge, kind === 'game' ? 'played' : 'walk-over', at);
  return { ...closed, players, games: [...state.games, game], rankChanges: [...state.rankChanges, ...changes] };
}

/**
 * A challenge that ends without a game by the challenged player's neglect: the third that counts
 * is the challenger's walk-over win (seed 001 L671). It counts only while the Ranks still allow it.
 */
function closeAsNeglect(state: LadderState, challenge: Challenge, status: 'neglected' | 'declined', at: string, choices?: RulingChoices): LadderApplied {
  const stale = challengeStillStands(state, challenge);
  if (stale) return reject('tt.challenge-rank', stale);
  const neglects = neglectsCounting(state, challenge.challenger, challenge.challenged, choices) + 1;
  if (neglects < NEGLECTS_FOR_WALK_OVER) return { ok: true, state: close(state, challenge, status, at) };
  const gameId = `${challenge.id}:walk-over`;
  return { ok: true, state: recordResult(state, challenge, 'walk-over', gameId, challenge.challenger, at, null, choices) };
}

function neglect(state: LadderState, event: ChallengeNeglected, choices?: RulingChoices): LadderApplied {
  const challenge = openChallenge(state, event.challengeId);
  if (typeof challenge === 'string') return reject('ledger.open-challenge', challenge);
  const timing = badTimestamp(event.at);
  if (timing) return timing;
  if (Date.parse(event.at) < Date.parse(challenge.scheduledAt)) {
    const challenged = playerOf(state, challenge.challenged)?.name ?? 'The challenged player';
    return reject('tt.walk-over', `${challenged} can be marked neglected only once the time this challenge names for the game has passed.`);
  }
  return closeAsNeglect(state, challenge, 'neglected', event.at, choices);
}

/** A refusal may come at any time; whether it counts as the decliner's neglect is the ladder's ruling (tt.declined-challenge). */
function decline(state: LadderState, event: ChallengeDeclined, choices?: RulingChoices): LadderApplied {
  const challenge = openChallenge(state, event.challengeId);
  if (typeof challenge === 'string') return reject('ledger.open-challenge', challenge);
  const timing = badTimestamp(event.at);
  if (timing) return timing;
  if (!declineCountsAsNeglect(choices)) return { ok: true, state: close(state, challenge, 'declined', event.at) };
  return closeAsNeglect(state, challenge, 'declined', event.at, choices);
}

function recordGame(state: LadderState, event: GameRecorded, choices?: RulingChoices): LadderApplied {
  if (!isFilled(event.gameId)) return reject('ledger.unique-id', 'A game needs an id.');
  if (state.games.some((game) => game.id === event.gameId)) return reject('ledger.unique-id', 'This game is already recorded.');
  const challenge = openChallenge(state, event.challengeId);
  if (typeof challenge === 'string') return reject('ledger.open-challenge', challenge);
  const timing = badTimestamp(event.at);
  if (timing) return timing;
  if (event.winner !== null && event.winner !== challenge.challenger && event.winner !== challenge.challenged) {
    return reject('ledger.game-parties', `The winner must be ${playerOf(state, challenge.challenger)?.name ?? 'the challenger'} or ${playerOf(state, challenge.challenged)?.name ?? 'the challenged player'}, the two players of this challenge.`);
  }
  if (Date.parse(event.at) < Date.parse(challenge.scheduledAt) && chosenOption(RESULT_BEFORE_AGREED_TIME, choices) === 'refused') {
    return reject('tt.time-and-place', "The game is dated before the time this challenge names, and this ladder's house rule refuses that. Reschedule the challenge if the players met earlier.");
  }
  const stale = challengeStillStands(state, challenge);
  if (stale) return reject('tt.challenge-rank', stale);
  const battleId = isFilled(event.battleId) ? event.battleId : null;
  return { ok: true, state: recordResult(state, challenge, 'game', event.gameId, event.winner, event.at, battleId, choices) };
}

function startSeason(state: LadderState, event: SeasonStarted): LadderApplied {
  if (!isFilled(event.seasonId)) return reject('ledger.unique-id', 'A season needs an id.');
  if (state.seasons.some((season) => season.id === event.seasonId)) return reject('ledger.unique-id', 'A season with this id already exists.');
  if (!isFilled(event.name)) return reject('ledger.season', 'A season needs a name.');
  const timing = badTimestamp(event.at, event.endsOn);
  if (timing) return timing;
  if (Date.parse(event.endsOn) <= Date.parse(event.at)) return reject('tt.season', 'A season must end after it starts.');
  const running = state.seasons.find((season) => season.ended === null);
  if (running) return reject('ledger.season', `Season "${running.name}" is still running; end it first.`);
  const season = { id: event.seasonId, name: event.name, startedAt: event.at, endsOn: event.endsOn, ended: null };
  return { ok: true, state: { ...state, seasons: [...state.seasons, season] } };
}

function endSeason(state: LadderState, event: SeasonEnded): LadderApplied {
  const season = state.seasons.find((candidate) => candidate.id === event.seasonId);
  if (!season) return reject('ledger.season', 'There is no such season on this ladder.');
  if (season.ended) return reject('ledger.season', `Season "${season.name}" has already ended.`);
  const timing = badTimestamp(event.at);
  if (timing) return timing;
  if (Date.parse(event.at) < Date.parse(season.startedAt)) return reject('ledger.season', 'A season cannot end before it starts.');
  const champion = championOfSeason(state, season, event.at);
  const ended = { ...season, ended: { at: event.at, champion } };
  return { ok: true, state: { ...state, seasons: state.seasons.map((s) => (s.id === season.id ? ended : s)) } };
}

function dispatch(state: LadderState, event: LadderEvent, choices?: RulingChoices): LadderApplied {
  switch (event.type) {
    case 'player-joined':
      return joinPlayer(state, event);
    case 'challenge-issued':
      return issueChallenge(state, event, choices);
    case 'challenge-withdrawn':
      return withdraw(state, event);
    case 'challenge-accepted':
      return accept(state, event);
    case 'challenge-declined':
      return decline(state, event, choices);
    case 'challenge-rescheduled':
      return reschedule(state, event);
    case 'challenge-neglected':
      return neglect(state, event, choices);
    case 'game-recorded':
      return recordGame(state, event, choices);
    case 'season-started':
      return startSeason(state, event);
    case 'season-ended':
      return endSeason(state, event);
    default:
      return reject('ledger.event-type', `Unknown ladder event type "${(event as { type?: unknown }).type}".`);
  }
}

/**
 * Applies one event. On success the new state counts the event; on rejection the caller keeps
 * the old state, and the rejection names the rule broken.
 */
export function apply(state: LadderState, event: LadderEvent, choices?: RulingChoices): LadderApplied {
  const applied = dispatch(state, event, choices);
  return applied.ok ? { ok: true, state: { ...applied.state, eventCount: state.eventCount + 1 } } : applied;
}

export type LadderReplay =
  | { readonly ok: true; readonly state: LadderState }
  | { readonly ok: false; readonly state: LadderState; readonly index: number; readonly reason: string; readonly rule: LadderRuleId };

/** Folds events from an empty ladder; stops at the first rejected event and says which. */
export function replay(events: readonly LadderEvent[], choices?: RulingChoices): LadderReplay {
  let state = EMPTY_LADDER;
  for (const [index, event] of events.entries()) {
    const applied = apply(state, event, choices);
    if (!applied.ok) return { ok: false, state, index, reason: applied.reason, rule: applied.rule };
    state = applied.state;
  }
  return { ok: true, state };
}
