import type { ParsedInput } from '../../src-shared/contract';
import type { LadderView } from '../../src-shared/contract/ladders';
import type { ServiceContext } from './context';
import { appendLadderEvents } from './ladder-store';
import { openChallengeOf, view } from './ladders';
import { isoDate } from './rule-choices';
import { declineRefusal } from '../../src-shared/rules';
import { ladderRefusal } from './ladder-store';

/** The challenged player's answers to a challenge, and agreed changes of its time and place. */

export function acceptChallenge(ctx: ServiceContext, input: ParsedInput<'ladders.accept'>): LadderView {
  appendLadderEvents(ctx, input.ladderId, (loaded, at) => {
    openChallengeOf(loaded, input.challengeId);
    return [{ type: 'challenge-accepted', challengeId: input.challengeId, at }];
  });
  return view(ctx, input.ladderId);
}

export function declineChallenge(ctx: ServiceContext, input: ParsedInput<'ladders.decline'>): LadderView {
  appendLadderEvents(ctx, input.ladderId, (loaded, at) => {
    const refusal = declineRefusal(openChallengeOf(loaded, input.challengeId));
    if (refusal) throw ladderRefusal(refusal, 'ledger.open-challenge');
    return [{ type: 'challenge-declined', challengeId: input.challengeId, at }];
  });
  return view(ctx, input.ladderId);
}

export function rescheduleChallenge(ctx: ServiceContext, input: ParsedInput<'ladders.reschedule'>): LadderView {
  appendLadderEvents(ctx, input.ladderId, (loaded, at) => {
    openChallengeOf(loaded, input.challengeId);
    const place = input.place?.trim();
    return [{ type: 'challenge-rescheduled', challengeId: input.challengeId, at, scheduledAt: isoDate(input.scheduledAt), ...(place ? { place } : {}) }];
  });
  return view(ctx, input.ladderId);
}
