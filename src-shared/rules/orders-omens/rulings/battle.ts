import type { Ruling } from '../../ruling';

/** Battle rulings (RULINGS.md items 1–3, 10–17). Placeholder until the battle engine fills it. */
export const BATTLE_RULINGS: readonly Ruling[] = [];
