import type { SideKey } from '../../../systems/game-system';
import { allSquads } from './setup';
import type { Od6State, SquadState } from './state';

/** A soldier is lost to his side when incapacitated, or when his squad dispersed off the table (L437). */
function lostSoldierIds(squad: SquadState): string[] {
  return squad.soldiers.filter((soldier) => soldier.condition === 'incapacitated' || squad.presence === 'dispersed').map((soldier) => soldier.id);
}

/**
 * The SGPs `side` has destroyed: the worth of every enemy soldier lost (his per-soldier cost plus a
 * sergeant's or champion's extras) and every enemy siege weapon destroyed. SGPs are the rules'
 * measure of fighting value (seed 004 L607–L608).
 */
export function sgpDestroyed(state: Od6State, side: SideKey): { readonly total: number; readonly breakdown: readonly { readonly source: string; readonly points: number }[] } {
  const breakdown: { source: string; points: number }[] = [];
  for (const squad of allSquads(state.setup)) {
    const squadState = state.squads[squad.key];
    if (squad.side === side || !squadState) continue;
    const lost = new Set(lostSoldierIds(squadState));
    let points = squad.soldiers.filter((soldier) => lost.has(soldier.id)).reduce((sum, soldier) => sum + soldier.sgp, 0);
    if (squad.siege && squadState.battery && squadState.battery.bodyPoints === 0) points += squad.siege.sgp;
    if (points > 0) breakdown.push({ source: squad.name, points });
  }
  return { total: breakdown.reduce((sum, entry) => sum + entry.points, 0), breakdown };
}

/** Soldiers `side` has lost, and its squads destroyed, dispersed or still fleeing. */
export function sideLosses(state: Od6State, side: SideKey): { readonly soldiers: number; readonly squads: number } {
  let soldiers = 0;
  let squads = 0;
  for (const squad of allSquads(state.setup)) {
    const squadState = state.squads[squad.key];
    if (squad.side !== side || !squadState) continue;
    soldiers += lostSoldierIds(squadState).length;
    if (squadState.presence !== 'fighting') squads += 1;
  }
  return { soldiers, squads };
}
