import type { BattleResult, BattleSummary, SideKey } from '../../../systems/game-system';
import { modelsOf } from './setup';
import type { Order66Result, Order66State } from './state';

/** Where a battle stands, and what a finished one means, in the shape every system shares. */

export const STAGES = [
  { id: 'roll-off', label: 'Roll-off' },
  { id: 'pick', label: 'Pick a unit' },
  { id: 'activation', label: 'Activation' },
  { id: 'over', label: 'Result' },
] as const;

function sideTotals(state: Order66State, pick: (record: Order66State['models'][string]['record']) => number): Record<SideKey, number> {
  const totals: Record<SideKey, number> = {};
  for (const side of state.setup.sides) totals[side.side] = 0;
  for (const id of state.order) totals[state.models[id]!.side]! += pick(state.models[id]!.record);
  return totals;
}

/**
 * The result. `winner` is the one winning player; when an allegiance wins together
 * (o66.allegiances: order-against-chaos) `winner` is null and `winners` lists them all.
 */
export function battleResult(state: Order66State): (BattleResult & { readonly winners: readonly SideKey[] }) | null {
  const result: Order66Result | null = state.result;
  if (!result) return null;
  const names = new Map(modelsOf(state.setup).map((model) => [model.id, model.name]));
  return {
    winner: result.winners.length === 1 ? result.winners[0]! : null,
    winners: result.winners,
    endedBy: result.endedBy,
    decisive: null,
    turns: state.turn,
    scores: state.setup.sides.map(({ side }) => {
      const breakdown = state.order
        .filter((id) => state.models[id]!.side === side && state.models[id]!.record.dealt > 0)
        .map((id) => ({ source: names.get(id)!, points: state.models[id]!.record.dealt }));
      return { side, total: breakdown.reduce((sum, entry) => sum + entry.points, 0), breakdown };
    }),
    losses: state.setup.sides.map(({ side }) => {
      const own = state.order.filter((id) => state.models[id]!.side === side);
      return {
        side,
        amount: own.reduce((sum, id) => sum + state.models[id]!.record.taken, 0),
        // The fallen only, as the summary's `fallen` and the chronicle count them: a player who leaves takes their models off standing.
        unitsLost: own.filter((id) => state.models[id]!.status === 'fallen').length,
      };
    }),
  };
}

/** Models that fell, per side; a model withdrawn from the battle did not fall. */
function fallenModels(state: Order66State): Record<SideKey, number> {
  const totals: Record<SideKey, number> = {};
  for (const side of state.setup.sides) totals[side.side] = 0;
  for (const id of state.order) if (state.models[id]!.status === 'fallen') totals[state.models[id]!.side]! += 1;
  return totals;
}

export function battleSummary(state: Order66State): BattleSummary {
  return {
    status: state.phase === 'over' ? 'over' : 'in-progress',
    turn: state.turn,
    stage: state.phase,
    clock: null,
    scores: sideTotals(state, (record) => record.dealt),
    losses: sideTotals(state, (record) => record.taken),
    fallen: fallenModels(state),
    result: battleResult(state),
  };
}
