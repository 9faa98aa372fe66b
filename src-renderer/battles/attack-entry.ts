import type { DiceRoll } from '../../src-shared/rules/dice';

/** One regiment's attack as entered: its Combat Dice, the hits the players counted, the target's saves. */
export interface AttackEntry {
  dice: DiceRoll | null;
  claimedHits: number | null;
  saves: DiceRoll | null;
}

export const EMPTY_ENTRY: AttackEntry = { dice: null, claimedHits: null, saves: null };

/** The fields of a volley or melee roll that come from an entry. */
export function attackFields(entry: AttackEntry) {
  return {
    dice: entry.dice!,
    ...(entry.claimedHits !== null ? { claimedHits: entry.claimedHits } : {}),
    ...(entry.saves ? { saves: { dice: entry.saves } } : {}),
  };
}
