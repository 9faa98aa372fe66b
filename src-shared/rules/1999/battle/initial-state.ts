import type { RulingChoices } from '../../ruling';
import { rulingsInPlay } from '../rulings-in-play';
import type { BattleCard, Setup1999 } from '../setup/setup-types';
import type { CardState, ModelState, SideState, State1999, UnitState } from './state';

export function freshModels(card: BattleCard, oneWound: boolean): ModelState[] {
  const wounds = oneWound ? 1 : card.card.wounds;
  return Array.from({ length: card.models }, () => ({ woundsLeft: wounds, casualty: false, frenzy: false, trembling: false, rigidity: false, panic: false }));
}

export function freshUnit(reinforcement: boolean): UnitState {
  return {
    status: reinforcement ? 'reserve' : 'to-deploy',
    deployedCard: false,
    confusion: 0,
    chainBroken: false,
    spasmsThisTurn: false,
    spasmsNextTurn: false,
    heldBack: false,
    nominatedThisTurn: 0,
    woundsSuffered: 0,
    modelsLost: 0,
    pointsLost: 0,
    pointsInflicted: 0,
    modelsInflicted: 0,
    timesConfused: 0,
    enteredOnTurn: null,
    casualtyOnTurn: null,
  };
}

/** The battle before its first step: every Unit waiting to deploy or held as a Reinforcement Unit. */
export function initialState(setup: Setup1999, choices: RulingChoices = {}): State1999 {
  const oneWound = rulingsInPlay(choices).modelWounds === 'one-wound';
  const sides: Record<string, SideState> = {};
  const units: Record<string, UnitState> = {};
  const cards: Record<string, CardState> = {};
  for (const side of setup.sides) {
    sides[side.side] = { surrendered: false, havocNextTurn: false, havocThisTurn: false, pointsLost: 0, modelsLost: 0, unitsLost: 0, lostTo: {}, unitsLostTo: {}, pointsFielded: 0 };
    for (const unit of side.units) {
      units[unit.id] = freshUnit(unit.reinforcement);
      for (const card of unit.cards) cards[card.id] = { actionsUsed: 0, faceUp: !unit.reinforcement, models: freshModels(card, oneWound) };
    }
  }
  return {
    setup,
    stage: 'deployment-roll',
    turn: 0,
    phase: 0,
    order: setup.sides.map((s) => s.side),
    nominator: null,
    lastNominator: null,
    sides,
    units,
    cards,
    active: null,
    markers: null,
    guerillaPending: [],
    substituted: {},
    passedThisPhase: [],
    rollOff: null,
    result: null,
    decidedOnTurn: null,
    contacts: {},
  };
}
