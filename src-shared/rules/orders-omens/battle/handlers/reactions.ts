import { reject, type Draft, type HandlerContext } from '../draft';
import { spendActions } from './common';

/**
 * Pays for a reaction when an enemy enters the Brigade's 10" Zone of Control: from actions held
 * from an order, or, under `oo.unordered-reactions` = one-reaction-in-zone, once a turn for free by
 * a Brigade that received no order ("they may only act defensively").
 */
export function spendReaction(d: Draft, brigadeId: string, cost: number, what: string, ctx: HandlerContext): void {
  const brigade = d.brigades[brigadeId]!;
  const name = d.roster.brigades[brigadeId]?.name ?? brigadeId;
  // The default reading (held actions only), refused in L341's own words rather than as "0 actions left".
  if (!brigade.activatedThisTurn && ctx.rulings.unorderedReactions === 'held-actions-only') {
    reject(`${name} got no order this turn: "If no orders are issued to a Brigade during a turn, they may only act defensively"; with no actions held from an order, a Brigade may only Brace against a charge`);
  }
  if (!brigade.activatedThisTurn && ctx.rulings.unorderedReactions === 'one-reaction-in-zone') {
    if (brigade.freeReactionUsedThisTurn) reject(`${name} got no order this turn and already made the one reaction allowed (house rule)`);
    brigade.freeReactionUsedThisTurn = true;
    return;
  }
  spendActions(d, brigadeId, cost, what);
}
