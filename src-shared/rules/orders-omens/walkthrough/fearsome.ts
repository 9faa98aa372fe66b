import type { BattleState } from '../battle';
import { MONSTER_BATTLE_RULES } from '../battle/monster-rules';
import { isOnTable } from '../battle/queries';

/**
 * The enemy monsters on the table whose Fearsome rule ("Enemy units within 6" suffer -1 to Morale
 * Tests", seed 002 L961) could reach `brigadeId`: the form asks about these by name. Distances are
 * the players' to measure.
 */
export function fearsomeEnemies(state: BattleState, brigadeId: string): string[] {
  const brigade = state.roster.brigades[brigadeId];
  if (!brigade) return [];
  return Object.values(state.roster.brigades)
    .filter((b) => b.side !== brigade.side && b.monster !== null && MONSTER_BATTLE_RULES[b.monster].fearsome && isOnTable(state.brigades[b.id]!))
    .map((b) => b.name);
}
