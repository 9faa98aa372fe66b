import { desc, eq } from 'drizzle-orm';
import { campaigns, ladders } from '../db/schema/index';
import type { ParsedInput } from '../../src-shared/contract';
import type { ChallengeEligibilityView, LadderSummary, LadderView, ResultPreview } from '../../src-shared/contract/ladders';
import { LADDER_RULES, TITLE_TOURNAMENT_RULINGS, challengeEligibility, challengeOf, resolveResult, type LadderEvent, type LadderState } from '../../src-shared/rules';
import type { ServiceContext } from './context';
import { appendLadderEvents, ladderRefusal, loadLadder, type LoadedLadder } from './ladder-store';
import { ladderSummary, ladderView } from './ladder-view';
import { battleNamesFor, recordFromBattle } from './ladder-battles';
import { checkRulingChoices, isoDate } from './rule-choices';
import { ServiceError, notFound } from './service-error';

function view(ctx: ServiceContext, id: string): LadderView {
  const loaded = loadLadder(ctx, id);
  return ladderView(loaded, ctx.now(), battleNamesFor(ctx, loaded.events));
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
  });
  return view(ctx, id);
}

export function deleteLadder(ctx: ServiceContext, id: string): { id: string } {
  const result = ctx.db.delete(ladders).where(eq(ladders.id, id)).run();
  if (result.changes === 0) throw notFound('Ladder', id);
  return { id };
}

export function joinLadder(ctx: ServiceContext, input: ParsedInput<'ladders.join'>): LadderView {
  appendLadderEvents(ctx, input.ladderId, ({ state }, at) => {
    refuseTakenName(state, input.name, 'name');
    return [{ type: 'player-joined', playerId: ctx.newId(), name: input.name, at }];
  });
  return view(ctx, input.ladderId);
}

export function eligibility(ctx: ServiceContext, input: ParsedInput<'ladders.eligibility'>): ChallengeEligibilityView {
  const { state, choices } = loadLadder(ctx, input.ladderId);
  const verdict = challengeEligibility(state, input.challenger, input.challenged, choices);
  if (verdict.eligible) return { eligible: true, explanation: verdict.explanation, rule: null };
  return { eligible: false, explanation: verdict.explanation, rule: { id: verdict.rule, ...LADDER_RULES[verdict.rule] } };
}

export function issueChallenge(ctx: ServiceContext, input: ParsedInput<'ladders.challenge'>): LadderView {
  appendLadderEvents(ctx, input.ladderId, (_loaded, at) => [
    {
      type: 'challenge-issued',
      challengeId: ctx.newId(),
      challenger: input.challenger,
      challenged: input.challenged,
      at,
      scheduledAt: isoDate(input.scheduledAt),
      place: input.place,
    },
  ]);
  return view(ctx, input.ladderId);
}

function openChallengeOf({ state }: LoadedLadder, challengeId: string) {
  const challenge = challengeOf(state, challengeId);
  if (!challenge) throw notFound('Challenge', challengeId);
  if (challenge.status !== 'open') throw ladderRefusal(`This challenge is already closed (${challenge.status}).`, 'ledger.open-challenge');
  return challenge;
}

export function previewResult(ctx: ServiceContext, input: ParsedInput<'ladders.preview'>): ResultPreview {
  const loaded = loadLadder(ctx, input.ladderId);
  const challenge = openChallengeOf(loaded, input.challengeId);
  if (input.winner !== null && input.winner !== challenge.challenger && input.winner !== challenge.challenged) {
    throw ladderRefusal(`${input.winner} is not a player in this challenge.`, 'ledger.game-parties', 'winner');
  }
  const outcome = resolveResult(loaded.state, { challenger: challenge.challenger, challenged: challenge.challenged, winner: input.winner }, loaded.choices);
  return { explanation: outcome.explanation, moves: outcome.moves.map((move) => ({ ...move })) };
}

export function recordGame(ctx: ServiceContext, input: ParsedInput<'ladders.recordGame'>): LadderView {
  appendLadderEvents(ctx, input.ladderId, (loaded, at) => {
    openChallengeOf(loaded, input.challengeId);
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

export function endSeason(ctx: ServiceContext, input: ParsedInput<'ladders.endSeason'>): LadderView {
  appendLadderEvents(ctx, input.ladderId, (_loaded, at) => [{ type: 'season-ended', seasonId: input.seasonId, at }]);
  return view(ctx, input.ladderId);
}
