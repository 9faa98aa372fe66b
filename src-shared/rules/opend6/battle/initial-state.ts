import { freshTurnRecord } from './draft';
import { allSquads, type Od6Setup } from './setup';
import type { Od6State, SquadState } from './state';

/** Turn 1, Initiative Phase: every squad Steady at its starting morale (seed 004 L418, L421), every soldier unhurt. */
export function initialOd6State(setup: Od6Setup): Od6State {
  const squads: Record<string, SquadState> = {};
  for (const squad of allSquads(setup)) {
    squads[squad.key] = {
      key: squad.key,
      morale: squad.startingMorale,
      presence: 'fighting',
      soldiers: squad.soldiers.map((soldier) => ({ id: soldier.id, condition: 'fit', prone: false, separated: false, marked: [] })),
      engagedWith: [],
      engagedSince: null,
      turn: freshTurnRecord(),
      battery: squad.siege ? { bodyPoints: squad.siege.bodyPoints, lastFiredTurn: null } : null,
      record: { moraleBreaks: 0, inflicted: 0, charges: 0 },
    };
  }
  return {
    setup,
    turn: 1,
    phase: 'initiative',
    initiative: null,
    nextToMove: null,
    squads,
    fought: [],
    brokenAtMoralePhase: [],
    opportunity: null,
    charge: null,
    damage: null,
    partingSwings: [],
    ended: null,
  };
}
