import type { JudgedStep } from '../../../systems/game-system';
import type { Od6Event } from '../battle/events';
import type { Od6Outcome } from '../battle/outcomes';
import type { Od6State } from '../battle/state';
import { OPEND6_SYSTEM } from '../system';
import { die, GOBLIN_ARCHERS, GOBLIN_BRAWLERS, HUMAN_BLADES, setupOf } from './fixtures';
import { ICE_RANGERS } from '../squads/samples';
import { bladesMeetBrawlers } from './blades-meet-brawlers';

/** The skirmish at the ford: a three-turn battle played to A's victory on SGPs destroyed, for tests. */

export const ICE = 'A-1';
export const BLADES = 'A-2';
export const ARCHERS = 'B-1';
export const BRAWLERS = 'B-2';
const f = (soldier: string, ...faces: number[]) => ({ soldier, roll: die(...faces) });
const BLADES_MEET_BRAWLERS = bladesMeetBrawlers(BLADES, BRAWLERS);

/**
 * Two squads a side, within different SGP budgets (L43): the Ice Rangers (720) and the Blades of
 * Aster (328) against the Goblin Archers (361) and the Goblin Brawlers (126), for three turns.
 */
export const TURN_ONE: Od6Event[] = [
  { type: 'initiative-rolled', rolls: { A: die(4), B: die(3) } },
  { type: 'movement-order-chosen', movesFirst: 'A' },
  { type: 'squad-moved', squad: ICE, pace: 'stay' },
  { type: 'squad-moved', squad: ARCHERS, pace: 'stay' },
  { type: 'charge-declared', squad: BLADES, target: BRAWLERS, test: { command: die(5), threat: die(2) } },
  { type: 'charge-received', test: { command: die(4), threat: die(1) } },
  { type: 'charge-braced' },
  { type: 'charge-completed', reached: true },
  { type: 'phase-ended' },
  // Ranged Combat: the sergeant's crossbow at medium range and the champion's heavy crossbow at short range both hit.
  {
    type: 'shots-fired',
    squad: ICE,
    mode: 'ranged',
    target: ARCHERS,
    shots: [
      { soldier: 'sergeant', weaponId: 'medium-crossbow', range: 'medium', roll: die(5) },
      { soldier: 'champion-1', weaponId: 'heavy-crossbow', range: 'short', roll: die(2) },
      { soldier: 'soldier-3', weaponId: 'medium-crossbow', range: 'medium', roll: die(1) },
    ],
    hits: [
      { shot: 0, soldier: 'soldier-1' },
      { shot: 1, soldier: 'soldier-2' },
    ],
  },
  { type: 'damage-rolled', damage: [die(4), die(3)], strength: [{ squad: ARCHERS, soldier: 'soldier-1', roll: die(2) }, { squad: ARCHERS, soldier: 'soldier-2', roll: die(6, 1) }] },
  {
    type: 'shots-fired',
    squad: ARCHERS,
    mode: 'ranged',
    target: ICE,
    shots: ['sergeant', 'soldier-1', 'soldier-2', 'soldier-3'].map((soldier, i) => ({ soldier, weaponId: 'medium-crossbow', range: 'medium' as const, roll: [die(3), die(4), die(2), die(6, 2)][i]! })),
    hits: [
      { shot: 0, soldier: 'soldier-1' },
      { shot: 1, soldier: 'soldier-2' },
      { shot: 3, soldier: 'sergeant' },
    ],
  },
  { type: 'damage-rolled', damage: [die(4), die(3), die(2)], strength: [{ squad: ICE, soldier: 'soldier-1', roll: die(2) }, { squad: ICE, soldier: 'soldier-2', roll: die(4) }, { squad: ICE, soldier: 'sergeant', roll: die(3) }] },
  { type: 'phase-ended' },
  // Close Combat: six pairings; the goblin sergeant takes on three.
  BLADES_MEET_BRAWLERS.fight,
  BLADES_MEET_BRAWLERS.damage,
  { type: 'phase-ended' },
  // Morale: the beaten brawlers withdraw under a parting swing; everyone who was hit tests.
  { type: 'morale-tested', squad: BRAWLERS, test: { command: die(2), threat: die(4) } },
  { type: 'parting-swing-rolled', attacker: BLADES, defender: BRAWLERS, fights: [{ attacker: f('soldier-4', 4), defender: f('soldier-4', 5) }] },
  { type: 'damage-rolled', damage: [die(4)], strength: [{ squad: BRAWLERS, soldier: 'soldier-4', roll: die(2) }] },
  { type: 'morale-tested', squad: BLADES, test: { command: die(4), threat: die(3) } },
  { type: 'morale-tested', squad: ICE, test: { command: die(5), threat: die(2) } },
  { type: 'morale-tested', squad: ARCHERS, test: { command: die(3), threat: die(4) } },
  { type: 'phase-ended' },
  { type: 'phase-ended' },
];

export const TURN_TWO: Od6Event[] = [
  { type: 'initiative-rolled', rolls: { A: die(4), B: die(2) } },
  { type: 'movement-order-chosen', movesFirst: 'A' },
  // Seven Blades against three goblins: no charge test (L499); the goblins must test, outnumbered 2:1.
  { type: 'charge-declared', squad: BLADES, target: BRAWLERS },
  { type: 'charge-received', test: { command: die(6, 5), threat: die(2) } },
  { type: 'charge-completed', reached: true },
  { type: 'phase-ended' },
  { type: 'phase-ended' },
  {
    type: 'close-combat-fought',
    squads: [BLADES, BRAWLERS],
    groups: [
      { lone: { squad: BRAWLERS, ...f('soldier-1', 3) }, opponents: [f('soldier-1', 4), f('soldier-2', 2)], loneAttacks: 'soldier-1' },
      { lone: { squad: BRAWLERS, ...f('soldier-2', 2) }, opponents: [f('soldier-3', 5), f('soldier-4', 1)], loneAttacks: 'soldier-3' },
      { lone: { squad: BRAWLERS, ...f('soldier-3', 6, 6, 2) }, opponents: [f('soldier-5', 3), f('soldier-6', 6, 1), f('soldier-7', 4)], loneAttacks: 'soldier-5' },
    ],
  },
  {
    type: 'damage-rolled',
    damage: [die(3), die(1), die(2), die(5)],
    strength: [
      { squad: BRAWLERS, soldier: 'soldier-1', roll: die(2) },
      { squad: BRAWLERS, soldier: 'soldier-2', roll: die(4) },
      { squad: BLADES, soldier: 'soldier-5', roll: die(3) },
    ],
  },
  { type: 'phase-ended' },
  { type: 'morale-tested', squad: BRAWLERS, test: { command: die(2), threat: die(3) } },
  { type: 'parting-swing-rolled', attacker: BLADES, defender: BRAWLERS, fights: [{ attacker: f('soldier-7', 5), defender: f('soldier-3', 2) }] },
  { type: 'damage-rolled', damage: [die(4)], strength: [{ squad: BRAWLERS, soldier: 'soldier-3', roll: die(1) }] },
  { type: 'morale-tested', squad: BLADES, test: { command: die(4), threat: die(2) } },
  { type: 'phase-ended' },
  { type: 'phase-ended' },
];

export const TURN_THREE: Od6Event[] = [
  { type: 'initiative-rolled', rolls: { A: die(5), B: die(1) } },
  { type: 'movement-order-chosen', movesFirst: 'B' },
  { type: 'phase-ended' },
  { type: 'phase-ended' },
  { type: 'phase-ended' },
  { type: 'phase-ended' },
  { type: 'phase-ended' },
];

export function fight(): { state: Od6State; steps: JudgedStep<Od6Event, Od6Outcome>[] } {
  const setup = setupOf([ICE_RANGERS, HUMAN_BLADES], [GOBLIN_ARCHERS, GOBLIN_BRAWLERS], { turnLimit: 3, budgets: { A: 1100, B: 500 } });
  let state = OPEND6_SYSTEM.battle.initialState(setup, {});
  const steps: JudgedStep<Od6Event, Od6Outcome>[] = [];
  [...TURN_ONE, ...TURN_TWO, ...TURN_THREE].forEach((event, seq) => {
    const turn = state.turn;
    const applied = OPEND6_SYSTEM.battle.apply(state, event, {});
    if (!applied.ok) throw new Error(`step ${seq + 1} (${event.type}) refused: ${applied.reason}`);
    state = applied.state;
    steps.push({ seq: seq + 1, turn, event, outcomes: applied.outcomes });
  });
  return { state, steps };
}

