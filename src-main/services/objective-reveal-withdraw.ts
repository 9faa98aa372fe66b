import type { ParsedInput } from '../../src-shared/contract';
import type { SessionView } from '../../src-shared/contract/objectives';
import type { ServiceContext } from './context';
import { appendSessionEvents } from './objective-store';
import { requirePin } from './objective-pins';
import { getSession } from './objectives';
import { ServiceError } from './service-error';

/**
 * Takes a reveal back until the game is scored. The draw's content stays in the clear in the data
 * file (the table has seen it); it is only hidden from the table's screens again.
 */
export function withdrawReveal(ctx: ServiceContext, input: ParsedInput<'objectives.withdrawReveal'>): SessionView {
  requirePin(ctx, input.sessionId, input.player, input.pin);
  appendSessionEvents(ctx, input.sessionId, (loaded, at) => {
    if (loaded.row.reportJson !== null) throw new ServiceError('rejected', 'This game is already scored; its reveals stand.', 'drawId');
    return [{ type: 'classified-reveal-withdrawn', battleId: input.sessionId, drawId: input.drawId, player: input.player, reason: input.reason, at }];
  });
  return getSession(ctx, input.sessionId);
}
