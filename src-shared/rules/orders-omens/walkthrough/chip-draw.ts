import { applyStateOnly, type BattleState, type Side } from '../battle';
import type { RulingChoices } from '../../ruling';

/**
 * Why the engine would refuse drawing `side`'s chip now, in its own words, or null. The draw
 * buttons ask the engine itself, so they are live exactly when it would take the chip: not while
 * a fleeing Brigade still owes its flight (seed 002 L519), nor for the leader's chip when the
 * trailing player acts first, nor from an empty bag.
 */
export function chipDrawRefusal(state: BattleState, side: Side, rulings: RulingChoices): string | null {
  const result = applyStateOnly(state, { type: 'chip-drawn', side }, rulings);
  return result.ok ? null : result.reason;
}
