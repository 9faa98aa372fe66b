import type { ParsedInput } from '../../src-shared/contract';
import type { SessionView } from '../../src-shared/contract/objectives';
import type { ServiceContext } from './context';
import { appendSessionEvents } from './objective-store';
import { removePin } from './objective-pins';
import { getSession } from './objectives';
import { ServiceError } from './service-error';
import { nameKey } from '../../src-shared/name-key';

/**
 * The way out for a player who forgot their PIN: their hidden draws are discarded unseen (never
 * decrypted: their key needs the PIN, and its salt goes with the PIN row), their revealed draws
 * stay, the PIN is removed, and the log records who confirmed it. The player then draws again.
 * There is no undo: the discarded objectives cannot be read by anyone any more.
 */
export function forgetPin(ctx: ServiceContext, input: ParsedInput<'objectives.forgetPin'>): SessionView {
  ctx.db.transaction(() => {
    appendSessionEvents(ctx, input.sessionId, (loaded, at) => {
      const { row } = loaded;
      if (input.player !== row.playerA && input.player !== row.playerB) {
        throw new ServiceError('rejected', `${input.player} is not playing ${row.name}; the players are ${row.playerA} and ${row.playerB}.`, 'player');
      }
      // Another player vouches for it: the one who forgot cannot discard their own draws alone.
      if (nameKey(input.confirmedBy) === nameKey(input.player)) {
        throw new ServiceError('rejected', `Another player must confirm: ${input.player} cannot confirm for themselves.`, 'confirmedBy');
      }
      if (row.reportJson !== null) throw new ServiceError('rejected', `This game is already scored; ${input.player}'s objectives stand.`, 'player');
      if (!loaded.pinned.has(input.player)) {
        throw new ServiceError('rejected', `${input.player} has no PIN to forget; their objectives open without one.`, 'player');
      }
      const battle = loaded.state.battles[input.sessionId];
      const hidden = (battle?.drawOrder ?? []).filter((id) => battle!.draws[id]!.player === input.player && battle!.draws[id]!.revealedAt === null);
      return [{ type: 'classified-hidden-discarded', battleId: input.sessionId, player: input.player, drawIds: hidden, confirmedBy: input.confirmedBy, at }];
    });
    removePin(ctx, input.sessionId, input.player);
  });
  return getSession(ctx, input.sessionId);
}
