import type { BattleState } from '../battle';

/**
 * Where a rolling regiment's hits go. The engine sends them to the target Brigade's first
 * regiment unless the event names one (`targetRegimentId`); the forms offer every regiment of
 * the target Brigade, the engine's default first, and always record the one chosen.
 */

export interface HitTarget {
  readonly id: string;
  readonly name: string;
}

/** The regiments of `brigadeId` hits may be sent to, in roster order: the first is the engine's default. */
export function hitTargets(state: BattleState, brigadeId: string): HitTarget[] {
  const brigade = state.roster.brigades[brigadeId];
  if (!brigade) return [];
  return brigade.regimentIds.map((id) => ({ id, name: state.roster.regiments[id]?.name ?? id }));
}

/** The regiment the hits land on: `chosen` when it belongs to `brigadeId`, otherwise the engine's default. */
export function hitTarget(state: BattleState, brigadeId: string, chosen?: string): string | null {
  const ids = state.roster.brigades[brigadeId]?.regimentIds ?? [];
  if (chosen !== undefined && chosen !== '' && ids.includes(chosen)) return chosen;
  return ids[0] ?? null;
}
