import { reject, type Draft, type HandlerContext } from '../draft';
import { spendActions } from './common';

/**
 * Pays for a reaction when an enemy enters the Brigade's 10" Zone of Control: from actions held
 * from an order, or, under `oo.unordered-reactions` = one-reaction-in-zone, once a turn for free by
 * a Brigade that received no order ("they may only act defensively").
 */
export function spendReaction(d: Draft, brigadeId: string, cost: number, what: string, ctx: HandlerContext): void {
  const brigade = d.brigades[brigadeId]!;
  if (!brigade.activatedThisTurn && ctx.rulings.unorderedReactions === 'one-reaction-in-zone') {
    const name = d.roster.brigades[brigadeId]?.name ?? brigadeId;
    if (brigade.freeReactionUsedThisTurn) reject(`${name} has no order this turn and has already made its one reaction (house rule)`);
    brigade.freeReactionUsedThisTurn = true;
    return;
  }
  spendActions(d, brigadeId, cost, what);
}
