import { ACTIONS_PER_ORDER } from '../../data/movement';
import type { BattleRulings } from '../rulings-in-play';
import { judgedMargin, testTerms, type TestTerms } from './test-terms';

export interface OrderTestInput {
  readonly generalControlValue: number;
  readonly brigadeControlValue: number;
  /** Dwarf Stubborn: "-1 modifier to all Morale and Control Test rolls". */
  readonly stubborn: boolean;
}

export interface OrderTestResult {
  /** The number the roll was judged against (Stubborn included). */
  readonly target: number;
  readonly rollTotal: number;
  readonly modifiedRoll: number;
  readonly terms: TestTerms;
  readonly passed: boolean;
  /** Actions the Brigade may use; 0 when the order failed. */
  readonly actions: number;
  readonly double: 'six' | 'one' | null;
  readonly margin: number;
}

type OrderRulings = Pick<BattleRulings, 'orderTestDirection' | 'orderTestDoubles' | 'controlModifierSense'>;

const STUBBORN_MODIFIER = 1;

/** The terms of an Order Test before the dice: the odds panel and the reducer share them. */
export function orderTestTerms(input: OrderTestInput, rulings: OrderRulings): TestTerms {
  const direction = rulings.orderTestDirection === 'roll-at-least-target' ? 'at-least' : 'at-most';
  const benefits = input.stubborn ? [{ kind: 'stubborn', amount: STUBBORN_MODIFIER } as const] : [];
  return testTerms(input.generalControlValue + input.brigadeControlValue, [], benefits, rulings.controlModifierSense, direction);
}

/** Order Tests: 2D6 against general CV + Brigade CV, with the doubles of the unmodified roll. */
export function resolveOrderTest(faces: readonly number[], input: OrderTestInput, rulings: OrderRulings): OrderTestResult {
  const [first = 0, second = 0] = faces;
  const rollTotal = first + second;
  const terms = orderTestTerms(input, rulings);
  const margin = judgedMargin(terms, rollTotal);
  const double = first === second ? (first === 6 ? 'six' : first === 1 ? 'one' : null) : null;
  const automatic = rulings.orderTestDoubles === 'doubles-always-count' && double !== null;
  const passed = automatic || margin >= 0;
  const bonus = double === 'six' ? 1 : double === 'one' ? -1 : 0;
  return { target: terms.target, rollTotal, modifiedRoll: rollTotal + terms.rollModifier, terms, passed, actions: passed ? ACTIONS_PER_ORDER + bonus : 0, double, margin };
}
