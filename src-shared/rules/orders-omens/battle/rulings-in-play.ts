import { chosenOption, type RulingChoices } from '../../ruling';
import {
  ARMOUR_IN_MELEE,
  ARTILLERY_ACCURACY_STEP,
  ATTACHED_UNITS_AS_BRIGADES,
  BREAK_POINT_TIMING,
  BREAKING_VP_TIMING,
  CHARGE_BONUS,
  CHARGE_REACTION_COST,
  CHIP_DRAW_START,
  CHIPS_FOR_LOST_GENERALS,
  CONTROL_MODIFIER_SENSE,
  DEFEND_WHEN_CONTESTED,
  MAGIC_CASTING_LIMIT,
  ORDER_TEST_DIRECTION,
  ORDER_TEST_DOUBLES,
  RALLIED_BRIGADE_STATE,
  RANGED_MORALE_WITHOUT_HITS,
  SHIELD_OF_WARDING_UNARMOURED,
  STRATEGIC_VICTORY_MARSHAL,
  WITHDRAW_DISTANCE,
  WYVERN_DRAGONFIRE,
} from '../rulings/battle';
import { TABLE_THIRD_STRADDLING } from '../rulings/pre-battle';

/** Every battle ruling resolved to its chosen option, so rule code reads one typed object. */
export function battleRulings(choices: RulingChoices = {}) {
  return {
    orderTestDirection: chosenOption(ORDER_TEST_DIRECTION, choices),
    orderTestDoubles: chosenOption(ORDER_TEST_DOUBLES, choices),
    controlModifierSense: chosenOption(CONTROL_MODIFIER_SENSE, choices),
    magicCastingLimit: chosenOption(MAGIC_CASTING_LIMIT, choices),
    chargeBonus: chosenOption(CHARGE_BONUS, choices),
    withdrawDistance: chosenOption(WITHDRAW_DISTANCE, choices),
    breakPointTiming: chosenOption(BREAK_POINT_TIMING, choices),
    breakingVpTiming: chosenOption(BREAKING_VP_TIMING, choices),
    strategicVictoryMarshal: chosenOption(STRATEGIC_VICTORY_MARSHAL, choices),
    wyvernDragonfire: chosenOption(WYVERN_DRAGONFIRE, choices),
    chipDrawStart: chosenOption(CHIP_DRAW_START, choices),
    armourInMelee: chosenOption(ARMOUR_IN_MELEE, choices),
    rangedMoraleWithoutHits: chosenOption(RANGED_MORALE_WITHOUT_HITS, choices),
    artilleryAccuracyStep: chosenOption(ARTILLERY_ACCURACY_STEP, choices),
    chargeReactionCost: chosenOption(CHARGE_REACTION_COST, choices),
    ralliedBrigadeState: chosenOption(RALLIED_BRIGADE_STATE, choices),
    chipsForLostGenerals: chosenOption(CHIPS_FOR_LOST_GENERALS, choices),
    shieldOfWardingUnarmoured: chosenOption(SHIELD_OF_WARDING_UNARMOURED, choices),
    defendWhenContested: chosenOption(DEFEND_WHEN_CONTESTED, choices),
    attachedUnitsAsBrigades: chosenOption(ATTACHED_UNITS_AS_BRIGADES, choices),
    tableThirdStraddling: chosenOption(TABLE_THIRD_STRADDLING, choices),
  };
}

export type BattleRulings = ReturnType<typeof battleRulings>;
