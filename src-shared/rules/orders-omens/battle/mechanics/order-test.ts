import { ACTIONS_PER_ORDER } from '../../data/movement';
import type { BattleRulings } from '../rulings-in-play';
import { testMargin } from './two-dice-test';

export interface OrderTestInput {
  readonly generalControlValue: number;
  readonly brigadeControlValue: number;
  /** Dwarf Stubborn: "-1 modifier to all Morale and Control Test rolls". */
  readonly stubborn: boolean;
}

export interface OrderTestResult {
  readonly target: number;
  readonly rollTotal: number;
  readonly passed: boolean;
  /** Actions the Brigade may use; 0 when the order failed. */
  readonly actions: number;
  readonly double: 'six' | 'one' | null;
  readonly margin: number;
}

type OrderRulings = Pick<BattleRulings, 'orderTestDirection' | 'orderTestDoubles' | 'controlModifierSense'>;

const STUBBORN_MODIFIER = 1;

/** Order Tests: 2D6 against general CV + Brigade CV, with the doubles of the unmodified roll. */
export function resolveOrderTest(faces: readonly number[], input: OrderTestInput, rulings: OrderRulings): OrderTestResult {
  const [first = 0, second = 0] = faces;
  const rollTotal = first + second;
  const target = input.generalControlValue + input.brigadeControlValue;
  const direction = rulings.orderTestDirection === 'roll-at-least-target' ? 'at-least' : 'at-most';
  const stubborn = input.stubborn ? STUBBORN_MODIFIER : 0;
  const benefit = rulings.controlModifierSense === 'modifier-helps' ? stubborn : 0;
  const rollModifier = rulings.controlModifierSense === 'modifier-on-roll' ? -stubborn : 0;
  const margin = testMargin(rollTotal, rollModifier, target, benefit, direction);
  const double = first === second ? (first === 6 ? 'six' : first === 1 ? 'one' : null) : null;
  const automatic = rulings.orderTestDoubles === 'doubles-always-count' && double !== null;
  const passed = automatic || margin >= 0;
  const bonus = double === 'six' ? 1 : double === 'one' ? -1 : 0;
  return { target, rollTotal, passed, actions: passed ? ACTIONS_PER_ORDER + bonus : 0, double, margin };
}
