import { chosenOption, type RulingChoices } from '../ruling';
import * as army from './rulings/army';
import * as battle from './rulings/battle';
import * as setup from './rulings/setup';
import * as victory from './rulings/victory';

/** The campaign's choices read once into named options, so engine code never looks up ids. */
export function rulingsInPlay(choices: RulingChoices = {}) {
  return {
    unaffiliatedModels: chosenOption(army.UNAFFILIATED_MODELS, choices),
    restrictedTypes: chosenOption(army.RESTRICTED_TYPES, choices),
    dnaOnCc: chosenOption(army.DNA_ON_CC, choices),
    reinforcementSquads: chosenOption(army.REINFORCEMENT_SQUADS, choices),
    reinforcementHalf: chosenOption(army.REINFORCEMENT_HALF, choices),
    modelWounds: chosenOption(army.MODEL_WOUNDS, choices),
    deploymentCentreDistance: chosenOption(setup.DEPLOYMENT_CENTRE_DISTANCE, choices),
    leadersCounted: chosenOption(setup.LEADERS_COUNTED, choices),
    preyVariantCandidates: chosenOption(setup.PREY_VARIANT_CANDIDATES, choices),
    laterActivationCards: chosenOption(battle.LATER_ACTIVATION_CARDS, choices),
    casualtyConfusion: chosenOption(battle.CASUALTY_CONFUSION, choices),
    assaultTies: chosenOption(battle.ASSAULT_TIES, choices),
    unarmedForceDice: chosenOption(battle.UNARMED_FORCE_DICE, choices),
    deviationModifier: chosenOption(battle.DEVIATION_MODIFIER, choices),
    frenzyMovingFast: chosenOption(battle.FRENZY_MOVING_FAST, choices),
    difficultGround: chosenOption(battle.DIFFICULT_GROUND, choices),
    automaticResults: chosenOption(battle.AUTOMATIC_RESULTS, choices),
    instabilityPer: chosenOption(battle.INSTABILITY_PER, choices),
    phaseStartPlayer: chosenOption(battle.PHASE_START_PLAYER, choices),
    flyingAndThrowing: chosenOption(battle.FLYING_AND_THROWING, choices),
    multipleAfterMiss: chosenOption(battle.MULTIPLE_AFTER_MISS, choices),
    mixedUnitAbilities: chosenOption(battle.MIXED_UNIT_ABILITIES, choices),
    predatorCounting: chosenOption(victory.PREDATOR_COUNTING, choices),
    predatorReinforcements: chosenOption(victory.PREDATOR_REINFORCEMENTS, choices),
    multiplayerPredator: chosenOption(victory.MULTIPLAYER_PREDATOR, choices),
    resultTies: chosenOption(victory.RESULT_TIES, choices),
    reservesAtEnd: chosenOption(victory.RESERVES_AT_END, choices),
  };
}

export type Rulings1999 = ReturnType<typeof rulingsInPlay>;
