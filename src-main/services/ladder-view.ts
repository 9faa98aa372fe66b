import {
  RANK_TABLE,
  applyLadderEvent,
  championOfSeason,
  currentLadderSeason,
  declineCountsAsNeglect,
  EMPTY_LADDER,
  ladderHeadToHeadTable,
  ladderStandings,
  neglectsCounting,
  playerOf,
  rankHasRoom,
  rankLabel,
  rankSeries,
  type CorrectedLadder,
  type GameRecorded,
  type LadderEvent,
  type LadderState,
  type RankChange,
} from '../../src-shared/rules';
import type { RulingChoices } from '../../src-shared/rules/ruling';
import type { LadderSummary, LadderView } from '../../src-shared/contract/ladders';
import type { LadderRow, LoadedLadder } from './ladder-store';

/** A recorded battle's current name by id, for links that must never show the id. */
export type BattleNames = ReadonlyMap<string, string>;

const ID_LIKE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What a game's battle link reads as: the battle's name now, the name it had when linked, or what the players typed. */
function battleNameOf(event: GameRecorded | undefined, battleId: string | null, names: BattleNames): string | null {
  if (!battleId) return null;
  return names.get(battleId) ?? event?.fromBattle?.name ?? (ID_LIKE.test(battleId) ? 'a battle since deleted' : battleId);
}

function nameOf(state: LadderState, id: string | null): string {
  return id === null ? 'nobody' : (playerOf(state, id)?.name ?? 'a former player');
}

export function ladderSummary(row: LadderRow, state: LadderState): LadderSummary {
  const leader = state.playerOrder.find((id) => state.players[id]!.rank === '1st');
  return {
    id: row.id,
    campaignId: row.campaignId,
    name: row.name,
    system: row.system,
    rulings: JSON.parse(row.rulingsJson) as Record<string, string>,
    players: state.playerOrder.length,
    leader: leader ? state.players[leader]!.name : null,
    openChallenges: state.challengeOrder.filter((id) => state.challenges[id]!.status === 'open').length,
    eventCount: row.eventCount,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

function movesIn(after: LadderState, eventIndex: number): string {
  const moves = after.rankChanges.filter((change) => change.eventIndex === eventIndex && change.from !== null);
  if (moves.length === 0) return 'No Rank changes.';
  return `${moves[0]!.explanation} (${moves.map((move) => `${nameOf(after, move.playerId)}: ${rankLabel(move.from!)} → ${rankLabel(move.to)}`).join('; ')})`;
}

/** One line per event, in the words of the table, for the traceable log. */
function describe(event: LadderEvent, before: LadderState, after: LadderState, battles: BattleNames, choices: RulingChoices): string {
  switch (event.type) {
    case 'player-joined':
      return `${event.name} joined the tournament, Unranked.`;
    case 'challenge-issued':
      return `${nameOf(after, event.challenger)} challenged ${nameOf(after, event.challenged)}, at ${event.place}.`;
    case 'challenge-withdrawn': {
      const challenge = after.challenges[event.challengeId]!;
      return `${nameOf(after, challenge.challenger)} withdrew the challenge to ${nameOf(after, challenge.challenged)}.`;
    }
    case 'challenge-accepted': {
      const challenge = after.challenges[event.challengeId]!;
      return `${nameOf(after, challenge.challenged)} accepted ${nameOf(after, challenge.challenger)}'s challenge, at ${challenge.place}.`;
    }
    case 'challenge-declined': {
      const challenge = after.challenges[event.challengeId]!;
      const [challenger, challenged] = [nameOf(after, challenge.challenger), nameOf(after, challenge.challenged)];
      const who = `${challenged} declined ${challenger}'s challenge`;
      if (!declineCountsAsNeglect(choices)) return `${who}. It is closed and does not count towards a walk-over.`;
      if (challenge.status === 'walk-over') return `${who}, which counts as ${challenged}'s neglect: the third of 3, a walk-over win for ${challenger}. ${movesIn(after, before.eventCount)}`;
      return `${who}, which counts as ${challenged}'s neglect (${neglectsCounting(after, challenge.challenger, challenge.challenged, choices)} of 3 towards a walk-over).`;
    }
    case 'challenge-rescheduled': {
      const challenge = after.challenges[event.challengeId]!;
      const old = before.challenges[event.challengeId]!;
      const placeMoved = old.place !== challenge.place ? ` and moved to ${challenge.place}` : '';
      return `${nameOf(after, challenge.challenger)}'s challenge to ${nameOf(after, challenge.challenged)} was rescheduled${placeMoved}.`;
    }
    case 'challenge-neglected': {
      const challenge = after.challenges[event.challengeId]!;
      const who = `${nameOf(after, challenge.challenged)} neglected ${nameOf(after, challenge.challenger)}'s challenge`;
      if (challenge.status === 'walk-over') return `${who}: the third of 3, a walk-over win for ${nameOf(after, challenge.challenger)}. ${movesIn(after, before.eventCount)}`;
      return `${who} (${neglectsCounting(after, challenge.challenger, challenge.challenged, choices)} of 3 towards a walk-over).`;
    }
    case 'game-recorded': {
      const challenge = after.challenges[event.challengeId]!;
      const loser = event.winner === challenge.challenger ? challenge.challenged : challenge.challenger;
      const result =
        event.winner === null
          ? `${nameOf(after, challenge.challenger)} and ${nameOf(after, challenge.challenged)} drew.`
          : `${nameOf(after, event.winner)} beat ${nameOf(after, loser)}.`;
      const battleName = battleNameOf(event, event.battleId ?? null, battles);
      const fought = event.fromBattle ? ` (${event.fromBattle.systemName}, ${event.fromBattle.pair.join(' v ')})` : '';
      const battle = battleName ? ` Battle: ${battleName}${fought}.` : '';
      return `${result}${battle} ${movesIn(after, before.eventCount)}`;
    }
    case 'season-started':
      return `Season “${event.name}” started.`;
    case 'season-ended': {
      const season = after.seasons.find((candidate) => candidate.id === event.seasonId)!;
      const champion = season.ended?.champion ?? null;
      return `Season “${season.name}” ended. ${champion ? `Champion: ${nameOf(after, champion)}.` : 'No champion: 1st Rank was empty.'}`;
    }
  }
}

/** An entry that no longer applies where it stood (its challenge was voided too), said without the ladder. */
function detachedSummary(event: LadderEvent): string {
  switch (event.type) {
    case 'game-recorded':
      return 'A game result.';
    case 'challenge-neglected':
      return 'A neglected challenge.';
    case 'challenge-withdrawn':
      return 'A withdrawn challenge.';
    case 'challenge-accepted':
      return 'An accepted challenge.';
    case 'challenge-declined':
      return 'A declined challenge.';
    case 'challenge-rescheduled':
      return 'A rescheduled challenge.';
    default:
      return 'An entry.';
  }
}

/**
 * Every stored step, in order: the entries that count described as the ladder stood, voided ones
 * described where they stood with who voided them and why, and each correction as its own line.
 */
function eventLog(corrected: CorrectedLadder, choices: RulingChoices, battles: BattleNames): LadderView['log'] {
  let state = EMPTY_LADDER;
  const kept = new Set(corrected.kept);
  const voids = new Map(corrected.voids.map((record) => [record.step, record]));
  const entries = corrected.steps.map((event, index): LadderView['log'][number] => {
    const seq = index + 1;
    if (event.type === 'entry-voided') return { seq, type: event.type, at: event.at, summary: '', voided: null, voidable: false };
    const applied = applyLadderEvent(state, event, choices);
    const summary = applied.ok ? describe(event, state, applied.state, battles, choices) : detachedSummary(event);
    if (kept.has(seq) && applied.ok) state = applied.state;
    const record = voids.get(seq);
    return { seq, type: event.type, at: event.at, summary, voided: record ? { by: record.by, at: record.at, reason: record.reason } : null, voidable: kept.has(seq) };
  });
  return entries.map((entry, index) => {
    const event = corrected.steps[index]!;
    if (event.type !== 'entry-voided') return entry;
    const target = entries[event.step - 1]!;
    return { ...entry, summary: `${event.by} voided entry ${event.step} (“${target.summary.trim()}”): ${event.reason}` };
  });
}

function causeOf(change: RankChange, recorded: ReadonlyMap<string, GameRecorded>, battles: BattleNames): LadderView['history'][number]['cause'] {
  const { cause } = change;
  if (cause.kind === 'joined') return { kind: 'joined', gameId: null, challengeId: null, battleId: null, battleName: null };
  const battleId = cause.kind === 'game' ? cause.battleId : null;
  return { kind: cause.kind, gameId: cause.gameId, challengeId: cause.challengeId, battleId, battleName: battleNameOf(recorded.get(cause.gameId), battleId, battles) };
}

/** Everything the ladder page shows, from the replayed state. */
export function ladderView({ row, events, state, choices, corrected }: LoadedLadder, now: number, battles: BattleNames = new Map(), colourOf: (name: string) => string | null = () => null): LadderView {
  const series = rankSeries(state);
  const recorded = new Map(events.flatMap((event) => (event.type === 'game-recorded' ? [[event.gameId, event] as const] : [])));
  return {
    ladder: ladderSummary(row, state),
    players: state.playerOrder.map((id) => ({ ...state.players[id]!, colour: colourOf(state.players[id]!.name) })),
    ranks: [...RANK_TABLE].reverse().map((rank) => ({
      id: rank.id,
      label: rank.label,
      allowance: rank.allowance,
      playerIds: state.playerOrder.filter((id) => state.players[id]!.rank === rank.id),
      hasRoom: rankHasRoom(state, rank.id),
    })),
    standings: ladderStandings(state).map((row) => ({ ...row })),
    challenges: state.challengeOrder.map((id) => {
      const challenge = state.challenges[id]!;
      return {
        id,
        challenger: challenge.challenger,
        challenged: challenge.challenged,
        issuedAt: challenge.issuedAt,
        scheduledAt: challenge.scheduledAt,
        place: challenge.place,
        status: challenge.status,
        closedAt: challenge.closedAt,
        acceptedAt: challenge.acceptedAt,
        rescheduled: challenge.rescheduled,
        neglectsCounting: neglectsCounting(state, challenge.challenger, challenge.challenged, choices),
      };
    }),
    games: state.games.map((game) => ({
      id: game.id,
      kind: game.kind,
      challengeId: game.challengeId,
      challenger: game.challenger,
      challenged: game.challenged,
      winner: game.winner,
      at: game.at,
      battleId: game.battleId,
      battleName: battleNameOf(recorded.get(game.id), game.battleId, battles),
      fromBattle: recorded.get(game.id)?.fromBattle ? { systemName: recorded.get(game.id)!.fromBattle!.systemName, pair: [...recorded.get(game.id)!.fromBattle!.pair] as [string, string] } : null,
      ranksBefore: { ...game.ranksBefore },
      ranksAfter: { ...game.ranksAfter },
    })),
    history: state.rankChanges.map((change) => ({ ...change, cause: causeOf(change, recorded, battles) })),
    series: state.playerOrder.map((playerId) => ({ playerId, points: (series[playerId] ?? []).map((point) => ({ ...point })) })),
    headToHead: ladderHeadToHeadTable(state).map((record) => ({
      a: record.players[0],
      b: record.players[1],
      games: record.games,
      winsA: record.wins[0],
      winsB: record.wins[1],
      draws: record.draws,
      walkOvers: record.walkOvers,
    })),
    seasons: state.seasons.map((season) => ({
      id: season.id,
      name: season.name,
      startedAt: season.startedAt,
      endsOn: season.endsOn,
      endedAt: season.ended?.at ?? null,
      champion: season.ended?.champion ?? null,
      overdue: season.ended === null && Date.parse(season.endsOn) < now,
      championIfEndedNow: season.ended === null ? championOfSeason(state, season, new Date(now).toISOString()) : null,
    })),
    currentSeasonId: currentLadderSeason(state)?.id ?? null,
    log: eventLog(corrected, choices, battles),
  };
}
