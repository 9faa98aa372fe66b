import type { BattleResult, MoraleReason, StrategicOrder } from './state';

/** The engine's codes in the players' words, for chronicle lines, refusals and the screens. */

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

export const ENDED_BY_TEXT: Readonly<Record<BattleResult['endedBy'], string>> = {
  'turn-limit': 'at the turn limit',
  'time-limit': 'at the time limit',
  concession: 'by a concession',
  'break-point': 'when an army reached its break point',
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
