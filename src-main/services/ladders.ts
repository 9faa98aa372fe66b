import { desc, eq } from 'drizzle-orm';
import { campaigns, ladders } from '../db/schema/index';
import type { ParsedInput } from '../../src-shared/contract';
import type { ChallengeEligibilityView, LadderSummary, LadderView, ResultPreview, VoidPreview } from '../../src-shared/contract/ladders';
import { LADDER_RULES, TITLE_TOURNAMENT_RULINGS, challengeEligibility, challengeOf, playerOf, rankLabel, resolveResult, voidConsequences, type LadderEvent, type LadderState, type RankId } from '../../src-shared/rules';
import type { ServiceContext } from './context';
import { stampCampaignChanged } from './campaign-changed';
import { appendLadderEvents, ladderRefusal, loadLadder, type LoadedLadder } from './ladder-store';
import { ladderSummary, ladderView } from './ladder-view';
import { castByName, joinCast } from './ladder-cast';
import { battleNamesFor, recordFromBattle } from './ladder-battles';
import { checkRulingChoices, isoDate } from './rule-choices';
import { ServiceError, notFound } from './service-error';

export function view(ctx: ServiceContext, id: string): LadderView {
  const loaded = loadLadder(ctx, id);
  const cast = castByName(ctx, loaded.row.campaignId);
  return ladderView(loaded, ctx.now(), battleNamesFor(ctx, loaded.events), (name) => cast.get(name.toLocaleLowerCase())?.colour ?? null);
}

function requireCampaign(ctx: ServiceContext, campaignId: string): void {
  if (!ctx.db.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.id, campaignId)).get()) throw notFound('Campaign', campaignId);
}

/** Player names are how the table tells players apart, so one name per ladder. */
function refuseTakenName(state: LadderState, name: string, path: string): void {
  const taken = state.playerOrder.some((id) => state.players[id]!.name.toLocaleLowerCase() === name.toLocaleLowerCase());
  if (taken) throw new ServiceError('conflict', `${name} is already on this ladder`, path);
}

export function listLadders(ctx: ServiceContext, campaignId: string): LadderSummary[] {
  requireCampaign(ctx, campaignId);
  return ctx.db
    .select({ id: ladders.id })
    .from(ladders)
    .where(eq(ladders.campaignId, campaignId))
    .orderBy(desc(ladders.updatedAt))
    .all()
    .map(({ id }) => {
      const loaded = loadLadder(ctx, id);
      return ladderSummary(loaded.row, loaded.state);
    });
}

export function getLadder(ctx: ServiceContext, id: string): LadderView {
  return view(ctx, id);
}

export function createLadder(ctx: ServiceContext, input: ParsedInput<'ladders.create'>): LadderView {
  const rulings = checkRulingChoices(input.rulings, TITLE_TOURNAMENT_RULINGS);
  const seen = new Set<string>();
  input.players.forEach((name, index) => {
    const key = name.toLocaleLowerCase();
    if (seen.has(key)) throw new ServiceError('invalid_input', `${name} is listed twice`, `players.${index}`);
    seen.add(key);
  });
  requireCampaign(ctx, input.campaignId);
  const id = ctx.newId();
  ctx.db.transaction((tx) => {
    const now = ctx.now();
    tx.insert(ladders)
      .values({ id, campaignId: input.campaignId, name: input.name, system: input.system, rulingsJson: JSON.stringify(rulings), createdAt: now, updatedAt: now })
      .run();
    appendLadderEvents(ctx, id, (_loaded, at) => input.players.map((name): LadderEvent => ({ type: 'player-joined', playerId: ctx.newId(), name, at })));
    joinCast(ctx, input.campaignId, input.players);
  });
  return view(ctx, id);
}

export function deleteLadder(ctx: ServiceContext, id: string): { id: string } {
  return ctx.store.sqlite.transaction(() => {
    const gone = ctx.db.delete(ladders).where(eq(ladders.id, id)).returning({ campaignId: ladders.campaignId }).get();
    if (!gone) throw notFound('Ladder', id);
    stampCampaignChanged(ctx, gone.campaignId);
    return { id };
  })();
}

export function joinLadder(ctx: ServiceContext, input: ParsedInput<'ladders.join'>): LadderView {
  ctx.db.transaction(() => {
    appendLadderEvents(ctx, input.ladderId, ({ state, row }, at) => {
      refuseTakenName(state, input.name, 'name');
      joinCast(ctx, row.campaignId, [input.name]);
      return [{ type: 'player-joined', playerId: ctx.newId(), name: input.name, at }];
    });
  });
  return view(ctx, input.ladderId);
}

export function eligibility(ctx: ServiceContext, input: ParsedInput<'ladders.eligibility'>): ChallengeEligibilityView {
  const { state, choices } = loadLadder(ctx, input.ladderId);
  const verdict = challengeEligibility(state, input.challenger, input.challenged, choices);
  if (verdict.eligible) return { eligible: true, explanation: verdict.explanation, rule: null };
  return { eligible: false, explanation: verdict.explanation, rule: { id: verdict.rule, ...LADDER_RULES[verdict.rule] } };
}

/**
 * A back-dated entry's date: never in the future (ruling: a challenge or result may be entered after
 * the fact; ranks move in the order entries are recorded, their dates say when they happened).
 */
function backDated(value: string | undefined, now: string, path: string, what: string): string {
  if (value === undefined) return now;
  const at = isoDate(value);
  if (Date.parse(at) > Date.parse(now)) throw new ServiceError('invalid_input', `${what} cannot be in the future; enter it once it has happened`, path);
  return at;
}

/** Whom the challenger may challenge now: every other player, eligible or not, with the rule's reason. */
export function challengeable(ctx: ServiceContext, input: ParsedInput<'ladders.challengeable'>): { playerId: string; name: string; eligible: boolean; explanation: string }[] {
  const { state, choices } = loadLadder(ctx, input.ladderId);
  if (!playerOf(state, input.challenger)) throw new ServiceError('invalid_input', 'Choose a player of this ladder as the challenger', 'challenger');
  return state.playerOrder
    .filter((id) => id !== input.challenger)
    .map((id) => {
      const verdict = challengeEligibility(state, input.challenger, id, choices);
      return { playerId: id, name: state.players[id]!.name, eligible: verdict.eligible, explanation: verdict.explanation };
    });
}

export function issueChallenge(ctx: ServiceContext, input: ParsedInput<'ladders.challenge'>): LadderView {
  appendLadderEvents(ctx, input.ladderId, (_loaded, now) => [
    {
      type: 'challenge-issued',
      challengeId: ctx.newId(),
      challenger: input.challenger,
      challenged: input.challenged,
      at: backDated(input.issuedAt, now, 'issuedAt', 'The date of the challenge'),
      scheduledAt: isoDate(input.scheduledAt),
      place: input.place,
    },
  ]);
  return view(ctx, input.ladderId);
}

export function openChallengeOf({ state }: LoadedLadder, challengeId: string) {
  const challenge = challengeOf(state, challengeId);
  if (!challenge) throw notFound('Challenge', challengeId);
  if (challenge.status !== 'open') throw ladderRefusal(`This challenge is already closed (${challenge.status}).`, 'ledger.open-challenge');
  return challenge;
}

export function previewResult(ctx: ServiceContext, input: ParsedInput<'ladders.preview'>): ResultPreview {
  const loaded = loadLadder(ctx, input.ladderId);
  const challenge = openChallengeOf(loaded, input.challengeId);
  if (input.winner !== null && input.winner !== challenge.challenger && input.winner !== challenge.challenged) {
    const name = (id: string) => playerOf(loaded.state, id)?.name;
    throw ladderRefusal(`The winner must be ${name(challenge.challenger) ?? 'the challenger'} or ${name(challenge.challenged) ?? 'the challenged player'}, the two players of this challenge.`, 'ledger.game-parties', 'winner');
  }
  const outcome = resolveResult(loaded.state, { challenger: challenge.challenger, challenged: challenge.challenged, winner: input.winner }, loaded.choices);
  return { explanation: outcome.explanation, moves: outcome.moves.map((move) => ({ ...move })) };
}

export function recordGame(ctx: ServiceContext, input: ParsedInput<'ladders.recordGame'>): LadderView {
  appendLadderEvents(ctx, input.ladderId, (loaded, now) => {
    const challenge = openChallengeOf(loaded, input.challengeId);
    const at = backDated(input.playedAt, now, 'playedAt', 'The date of the game');
    if (input.playedAt !== undefined && Date.parse(at) < Date.parse(challenge.issuedAt)) {
      throw new ServiceError('invalid_input', 'The game cannot be dated before the challenge was made', 'playedAt');
    }
    const battle = input.battleId?.trim();
    return [{ type: 'game-recorded', gameId: ctx.newId(), challengeId: input.challengeId, at, winner: input.winner, ...(battle ? { battleId: battle } : {}) }];
  });
  return view(ctx, input.ladderId);
}

export function recordGameFromBattle(ctx: ServiceContext, input: ParsedInput<'ladders.recordFromBattle'>): LadderView {
  recordFromBattle(ctx, input);
  return view(ctx, input.ladderId);
}

export function neglectChallenge(ctx: ServiceContext, input: ParsedInput<'ladders.neglect'>): LadderView {
  appendLadderEvents(ctx, input.ladderId, (loaded, at) => {
    openChallengeOf(loaded, input.challengeId);
    return [{ type: 'challenge-neglected', challengeId: input.challengeId, at }];
  });
  return view(ctx, input.ladderId);
}

export function withdrawChallenge(ctx: ServiceContext, input: ParsedInput<'ladders.withdraw'>): LadderView {
  appendLadderEvents(ctx, input.ladderId, (loaded, at) => {
    openChallengeOf(loaded, input.challengeId);
    return [{ type: 'challenge-withdrawn', challengeId: input.challengeId, at }];
  });
  return view(ctx, input.ladderId);
}

export function startSeason(ctx: ServiceContext, input: ParsedInput<'ladders.startSeason'>): LadderView {
  appendLadderEvents(ctx, input.ladderId, (_loaded, at) => [
    { type: 'season-started', seasonId: ctx.newId(), name: input.name, at, endsOn: isoDate(input.endsOn) },
  ]);
  return view(ctx, input.ladderId);
}

/** What voiding a log entry would change, named for the confirmation. */
export function previewVoid(ctx: ServiceContext, input: ParsedInput<'ladders.previewVoid'>): VoidPreview {
  const loaded = loadLadder(ctx, input.ladderId);
  const consequences = voidConsequences(loaded.corrected, input.step, loaded.choices);
  if (!consequences.ok) throw ladderRefusal(consequences.reason, 'ledger.correction', 'step');
  const entry = ladderView(loaded, ctx.now(), battleNamesFor(ctx, loaded.events)).log.find((line) => line.seq === input.step)!;
  const name = (id: string) => playerOf(loaded.state, id)?.name ?? 'a player who joins in that entry';
  const rank = (id: RankId | null) => (id === null ? 'not on the ladder' : rankLabel(id));
  return {
    entry: entry.summary,
    ranks: consequences.ranks.map((change) => ({ name: name(change.playerId), from: rank(change.from), to: rank(change.to) })),
    gamesBefore: consequences.gamesBefore,
    gamesAfter: consequences.gamesAfter,
  };
}

/** Voids an entry: a correction step in the log, never a deletion. */
export function voidEntry(ctx: ServiceContext, input: ParsedInput<'ladders.void'>): LadderView {
  appendLadderEvents(ctx, input.ladderId, (_loaded, at) => [{ type: 'entry-voided', step: input.step, reason: input.reason, by: input.by, at }]);
  return view(ctx, input.ladderId);
}

export function endSeason(ctx: ServiceContext, input: ParsedInput<'ladders.endSeason'>): LadderView {
  appendLadderEvents(ctx, input.ladderId, (_loaded, at) => [{ type: 'season-ended', seasonId: input.seasonId, at }]);
  return view(ctx, input.ladderId);
}
