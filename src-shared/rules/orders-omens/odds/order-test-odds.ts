import { resolveOrderTest, type OrderTestInput } from '../battle/mechanics/order-test';
import { TWO_D6_FACES } from '../battle/mechanics/two-dice-test';
import type { BattleRulings } from '../battle/rulings-in-play';
import { fromOutcomes, type Dist } from './distribution';

export interface OrderTestOdds {
  readonly pass: number;
  /** Probability of each number of actions (0 = failed). */
  readonly actions: Dist;
}

/** Exact odds of an Order Test: all 36 rolls through the reducer's `resolveOrderTest`. */
export function orderTestOdds(input: OrderTestInput, rulings: Pick<BattleRulings, 'orderTestDirection' | 'orderTestDoubles' | 'controlModifierSense'>): OrderTestOdds {
  const results = TWO_D6_FACES.map((faces) => resolveOrderTest(faces, input, rulings));
  const p = 1 / TWO_D6_FACES.length;
  return {
    pass: results.filter((r) => r.passed).length * p,
    actions: fromOutcomes(results.map((r) => ({ value: r.actions, p }))),
  };
}
