import type { BattleRulings } from '../battle/rulings-in-play';
import { otherSide, type BattleRoster, type Side } from '../battle/roster';
import type { StrategicOrder } from '../battle/state';

/** Which Brigades of each side stand within 6" of one objective (only Brigades still fighting). */
export interface ObjectivePresence {
  readonly objective: number;
  readonly present: Readonly<Record<Side, readonly string[]>>;
}

/** A side holds an objective when it alone has Brigades within 6". */
export function holderOf(presence: ObjectivePresence): Side | null {
  const a = presence.present.A.length > 0;
  const b = presence.present.B.length > 0;
  return a === b ? null : a ? 'A' : 'B';
}

export interface ObjectiveScore {
  readonly orderId: string;
  readonly side: Side;
  readonly kind: 'capture' | 'defend';
  readonly objective: number;
}

/**
 * Why a received capture order whose Division stands within 6" scored nothing this End Phase:
 * it held the objective at the last End Phase ("previously uncontested or held by the enemy",
 * seed 002 L321), it has scored already ("Capture orders are scored once", L321), an enemy is
 * within 6" too (L720), or the objective was contested last time under `oo.capture-after-contested`.
 */
export type CaptureMissReason = 'held-already' | 'scored-before' | 'enemy-near' | 'contested-before';

export interface CaptureMiss {
  readonly orderId: string;
  readonly side: Side;
  readonly objective: number;
  readonly reason: CaptureMissReason;
}

/**
 * Objectives: a received capture order scores once when one of its Division's Brigades is within
 * 6" with no enemy within 6", on an objective that was uncontested or the enemy's; a defend order
 * scores each End Phase a Division Brigade is within 6" (contested: ruling oo.defend-when-contested).
 * A capture order that is there and scores nothing says why.
 */
export function judgeObjectives(
  orders: readonly StrategicOrder[],
  presences: readonly ObjectivePresence[],
  previousHolders: Readonly<Record<number, Side | null>>,
  roster: BattleRoster,
  defendWhenContested: BattleRulings['defendWhenContested'],
  previouslyContested: readonly number[] = [],
  captureAfterContested: BattleRulings['captureAfterContested'] = 'contested-may-be-captured',
): { readonly scores: ObjectiveScore[]; readonly misses: CaptureMiss[] } {
  const scores: ObjectiveScore[] = [];
  const misses: CaptureMiss[] = [];
  for (const order of orders) {
    if (order.status !== 'received') continue;
    const presence = presences.find((p) => p.objective === order.objective);
    if (!presence) continue;
    // `oo.strategic-order-recipient`: an order naming one Brigade is scored by that Brigade alone.
    const ours = presence.present[order.side].some((id) => (order.brigadeId !== undefined ? id === order.brigadeId : roster.brigades[id]?.divisionId === order.divisionId));
    const enemyNear = presence.present[otherSide(order.side)].length > 0;
    if (!ours) continue;
    if (order.order === 'capture') {
      const before = previousHolders[order.objective] ?? null;
      // "previously uncontested or held by the enemy": a contested objective only under the default reading.
      const wasContested = previouslyContested.includes(order.objective);
      const reason: CaptureMissReason | null =
        wasContested && captureAfterContested === 'uncontested-or-enemy-only'
          ? 'contested-before'
          : order.scored
            ? 'scored-before'
            : enemyNear
              ? 'enemy-near'
              : before === order.side
                ? 'held-already'
                : null;
      if (reason === null) scores.push({ orderId: order.id, side: order.side, kind: 'capture', objective: order.objective });
      else misses.push({ orderId: order.id, side: order.side, objective: order.objective, reason });
    } else if (!enemyNear || defendWhenContested === 'within-six-inches-scores') {
      scores.push({ orderId: order.id, side: order.side, kind: 'defend', objective: order.objective });
    }
  }
  return { scores, misses };
}

/** The orders that score this End Phase (see `judgeObjectives`). */
export function scoreObjectives(...args: Parameters<typeof judgeObjectives>): ObjectiveScore[] {
  return judgeObjectives(...args).scores;
}

/** Table Thirds: "more unbroken Brigades in that third than the enemy" scores 1 VP. */
export function thirdWinner(unbrokenCounts: Readonly<Record<Side, number>>): Side | null {
  if (unbrokenCounts.A === unbrokenCounts.B) return null;
  return unbrokenCounts.A > unbrokenCounts.B ? 'A' : 'B';
}
