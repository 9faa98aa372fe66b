import { MOVE_INCHES } from '../../data/movement';
import { MONSTERS } from '../../data/monsters';
import type { MonsterId, RegimentType } from '../../types';
import type { BattleRulings } from '../rulings-in-play';

/** Withdraw distances as printed: "(1" for Infantry and Artillery, 3" for Cavalry)". */
const PRINTED_WITHDRAW_INCHES: Readonly<Record<Exclude<RegimentType, 'monster'>, number>> = { infantry: 1, artillery: 1, cavalry: 3 };

/** Withdraw: "Move directly backwards up to half its normal move" (ruling oo.withdraw-distance). */
export function withdrawInches(type: RegimentType, monster: MonsterId | null, rule: BattleRulings['withdrawDistance']): number {
  if (type === 'monster' || monster !== null) return (monster ? MONSTERS[monster].movementInches : MOVE_INCHES.infantry) / 2;
  return rule === 'as-printed' ? PRINTED_WITHDRAW_INCHES[type] : MOVE_INCHES[type] / 2;
}

/** "Brigades move at the pace of their slowest regiment". */
export function slowestType(types: readonly RegimentType[]): RegimentType {
  if (types.includes('monster')) return 'monster';
  return types.every((t) => t === 'cavalry') ? 'cavalry' : types.includes('artillery') ? 'artillery' : 'infantry';
}
