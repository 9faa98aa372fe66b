import type { BrigadeState } from './state';

/** A Brigade's once-a-turn record as a turn starts (and as a battle starts): the End Phase puts every Brigade back to this. */
export const BRIGADE_TURN_RESET = {
  activatedThisTurn: false,
  actionsLeft: 0,
  chargedThisTurn: false,
  rallyAttemptsThisTurn: 0,
  breathUsedThisTurn: false,
  headsRerollUsedThisTurn: false,
  regeneratedThisTurn: null,
} as const satisfies Partial<BrigadeState>;

const RESET_KEYS = Object.keys(BRIGADE_TURN_RESET) as (keyof typeof BRIGADE_TURN_RESET)[];

/** Whether the Brigade's once-a-turn record is already as a new turn starts it. */
export function brigadeIsReset(brigade: BrigadeState): boolean {
  for (const key of RESET_KEYS) if (brigade[key] !== BRIGADE_TURN_RESET[key]) return false;
  return !Object.prototype.hasOwnProperty.call(brigade, 'freeReactionUsedThisTurn');
}
