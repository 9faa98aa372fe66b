import type { ForceSummary } from '../../../src-shared/contract/forces';

/**
 * A player's forces as the Armies page lists them: by system in picker order (so each system's
 * cards sit together), by name within a system, as `forces.list` sends them.
 */
export function forcesByPlayer(forces: readonly ForceSummary[], systemOrder: readonly string[]): ReadonlyMap<string, readonly ForceSummary[]> {
  const rank = (system: string): number => {
    const index = systemOrder.indexOf(system);
    return index === -1 ? systemOrder.length : index;
  };
  const sorted = [...forces].sort((a, b) => rank(a.system) - rank(b.system));
  const groups = new Map<string, ForceSummary[]>();
  for (const force of sorted) groups.set(force.playerId, [...(groups.get(force.playerId) ?? []), force]);
  return groups;
}
