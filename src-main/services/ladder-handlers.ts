import type { LADDER_CALL_NAMES } from '../../src-shared/contract/ladders.names';
import type { HandlersFor } from './handler-types';
import {
  createLadder,
  deleteLadder,
  eligibility,
  endSeason,
  getLadder,
  issueChallenge,
  joinLadder,
  listLadders,
  neglectChallenge,
  previewResult,
  recordGame,
  recordGameFromBattle,
  startSeason,
  withdrawChallenge,
  previewVoid,
  voidEntry,
  challengeable,
} from './ladders';
import { ladderGamesForBattle } from './ladder-battles';
import { acceptChallenge, declineChallenge, rescheduleChallenge } from './ladder-answers';

export const ladderHandlers: HandlersFor<(typeof LADDER_CALL_NAMES)[number]> = {
  'ladders.list': (ctx, input) => listLadders(ctx, input.campaignId),
  'ladders.get': (ctx, input) => getLadder(ctx, input.id),
  'ladders.create': (ctx, input) => createLadder(ctx, input),
  'ladders.delete': (ctx, input) => deleteLadder(ctx, input.id),
  'ladders.join': (ctx, input) => joinLadder(ctx, input),
  'ladders.eligibility': (ctx, input) => eligibility(ctx, input),
  'ladders.challenge': (ctx, input) => issueChallenge(ctx, input),
  'ladders.preview': (ctx, input) => previewResult(ctx, input),
  'ladders.recordGame': (ctx, input) => recordGame(ctx, input),
  'ladders.recordFromBattle': (ctx, input) => recordGameFromBattle(ctx, input),
  'ladders.forBattle': (ctx, input) => ladderGamesForBattle(ctx, input.battleId),
  'ladders.neglect': (ctx, input) => neglectChallenge(ctx, input),
  'ladders.withdraw': (ctx, input) => withdrawChallenge(ctx, input),
  'ladders.accept': (ctx, input) => acceptChallenge(ctx, input),
  'ladders.decline': (ctx, input) => declineChallenge(ctx, input),
  'ladders.reschedule': (ctx, input) => rescheduleChallenge(ctx, input),
  'ladders.startSeason': (ctx, input) => startSeason(ctx, input),
  'ladders.endSeason': (ctx, input) => endSeason(ctx, input),
  'ladders.previewVoid': (ctx, input) => previewVoid(ctx, input),
  'ladders.void': (ctx, input) => voidEntry(ctx, input),
  'ladders.challengeable': (ctx, input) => challengeable(ctx, input),
};
