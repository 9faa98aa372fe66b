import type { BattleResult, BattleSummary } from '../../../systems/game-system';
import { sideKeys } from './queries';
import { sgpDestroyed, sideLosses } from './scores';
import type { Od6State } from './state';

/** The battle's result in the shape every system shares, once it is over. */
export function od6Result(state: Od6State): BattleResult | null {
  if (!state.ended) return null;
  const sides = sideKeys(state.setup);
  return {
    winner: state.ended.winner,
    endedBy: state.ended.endedBy,
    decisive: null,
    turns: state.turn,
    scores: sides.map((side) => ({ side, ...sgpDestroyed(state, side) })),
    losses: sides.map((side) => {
      const losses = sideLosses(state, side);
      return { side, amount: losses.soldiers, unitsLost: losses.squads };
    }),
  };
}

/** Where the battle stands: phase, SGPs destroyed and soldiers lost per side. */
export function od6Summary(state: Od6State): BattleSummary {
  const sides = sideKeys(state.setup);
  return {
    status: state.phase === 'over' ? 'over' : 'in-progress',
    turn: state.turn,
    stage: state.phase,
    clock: null,
    scores: Object.fromEntries(sides.map((side) => [side, sgpDestroyed(state, side).total])),
    losses: Object.fromEntries(sides.map((side) => [side, sideLosses(state, side).soldiers])),
    fallen: Object.fromEntries(sides.map((side) => [side, sideLosses(state, side).soldiers])),
    result: od6Result(state),
  };
}

/** The stepper's stages: the six phases of a turn (seed 004 L48–L66) and the result. */
export const OD6_STAGES = [
  { id: 'initiative', label: 'Initiative' },
  { id: 'movement', label: 'Movement' },
  { id: 'ranged', label: 'Ranged Combat' },
  { id: 'close-combat', label: 'Close Combat' },
  { id: 'morale', label: 'Morale' },
  { id: 'special', label: 'Special Actions' },
  { id: 'over', label: 'Result' },
] as const;
