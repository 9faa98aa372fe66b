import type { MoraleReason, StrategicOrder } from './state';

/** The engine's codes in the players' words, for refusals, the screens and the narrator. */

export const MORALE_REASON_TEXT: Readonly<Record<MoraleReason, string>> = {
  'lost-melee': 'lost the melee',
  shot: 'under fire',
  'charged-while-disordered': 'charged while disordered',
  'friend-broke-nearby': 'a friendly Brigade broke nearby',
  collision: 'a fleeing Brigade collided with it',
  'general-slain': 'its General was slain',
  'general-captured': 'its General was captured',
  special: 'called by a special rule',
};

export const ORDER_STATUS_TEXT: Readonly<Record<StrategicOrder['status'], string>> = {
  'in-transit': 'on its way',
  received: 'already received',
  intercepted: 'intercepted',
  superseded: 'replaced by a later order',
};

/** "capture objective 2 (The ford)": a Strategic Order as the players would say it. */
export function orderText(order: Pick<StrategicOrder, 'order' | 'objective'>, objectiveName?: string): string {
  return `${order.order} objective ${order.objective}${objectiveName ? ` (${objectiveName})` : ''}`;
}
