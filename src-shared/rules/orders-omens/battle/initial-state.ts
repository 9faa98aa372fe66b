import { buildRoster } from './roster';
import { BRIGADE_TURN_RESET } from './turn-reset';
import type { BattleSetup, BattleState, BrigadeState, GeneralState, RegimentState } from './state';

const FRESH_BRIGADE: BrigadeState = {
  deployed: false,
  status: 'in-play',
  fleeing: false,
  disordered: false,
  timesBroken: 0,
  breakVpAwarded: false,
  ...BRIGADE_TURN_RESET,
  heroicStand: false,
  witnessedGeneralLoss: false,
  engagementId: null,
};

/** The battle before the first event: every Brigade off the table, loaded, unhurt; no orders. */
export function initialBattleState(setup: BattleSetup): BattleState {
  const roster = buildRoster(setup.armies);
  const brigades: Record<string, BrigadeState> = {};
  for (const id of Object.keys(roster.brigades)) brigades[id] = { ...FRESH_BRIGADE };
  const regiments: Record<string, RegimentState> = {};
  for (const id of Object.keys(roster.regiments)) regiments[id] = { loaded: true, ranging: null, hitsTaken: 0, hitsInflicted: 0 };
  const generals: Record<string, GeneralState> = {};
  for (const general of Object.values(roster.generals)) {
    generals[general.id] = { status: 'active', movedThisTurn: false, attachedTo: null, orderRerollUsedThisTurn: false, magic: general.magicalAdvisor ? 'ready' : 'none' };
  }
  const objectiveHolders: Record<number, null> = {};
  for (const objective of setup.objectives) objectiveHolders[objective.number] = null;
  return {
    setup,
    roster,
    phase: 'initiative',
    turn: 0,
    attacker: null,
    nextDeployer: null,
    brigades,
    regiments,
    generals,
    orders: [],
    ordersIssuedThisTurn: { A: 0, B: 0 },
    bag: { filled: { A: 0, B: 0 }, drawn: { A: 0, B: 0 } },
    chip: null,
    firstDrawer: null,
    lastFailedOrder: null,
    spells: [],
    engagements: {},
    engagementCount: 0,
    pending: [],
    vp: [],
    objectiveHolders,
    baggageCaptured: [],
    result: null,
    movement: { garrisons: {}, flights: {}, compelled: null, harrierRounds: {} },
  };
}
