import { CASUALTIES_PER_HIT } from '../data/narrative';
import type { BattleState } from '../battle/state';

/**
 * "Hits landed on Swordsmen 1 (1 hit, 25 casualties) and Swordsmen 2 (2 hits, 50 casualties).":
 * the regiments a step's hits landed on, so the log shows where they went, not only the
 * Brigade's total. Null when no regiment took a hit.
 */
export function regimentLosses(after: BattleState, before: BattleState['regiments']): string | null {
  // States share every Regiment a step left alone: those are skipped without a look.
  if (after.regiments === before) return null;
  const parts = Object.entries(after.regiments)
    .map(([id, regiment]) => ({ id, hits: regiment === before[id] ? 0 : regiment.hitsTaken - (before[id]?.hitsTaken ?? 0) }))
    .filter((r) => r.hits > 0)
    .map((r) => `${after.roster.regiments[r.id]?.name ?? r.id} (${r.hits} hit${r.hits === 1 ? '' : 's'}, ${r.hits * CASUALTIES_PER_HIT} casualties)`);
  if (parts.length === 0) return null;
  const list = parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]!}`;
  return `Hits landed on ${list}.`;
}
