import { chosenOption, type RulingChoices } from '../ruling';
import {
  SKILL_ATTRIBUTES,
  NAMES,
  LEADER_TRAINING_CAP,
  HEAVY_CROSSBOW_DAMAGE,
  MAGIC_MELEE_DAMAGE,
  WEAPON_RANGE_UNITS,
  SIEGE_DEVIATION_DISTANCE,
  DAMAGE_TIE,
  MORALE_RESULT_BANDS,
  PARTING_SWING,
  RALLY_ELIGIBILITY,
  RALLY_AFTER_CASUALTIES,
  TERRAIN_CHART_READING,
  OPPORTUNITY_FIRE_WEAPONS,
  OPPORTUNITY_FIRE_TEST,
  BRACE_FOR_CHARGE,
  SIEGE_WALL_SHIELDING,
  MAGIC_WEAPON_MODIFIER,
  BROKEN_CASUALTY_TEST,
  BATTLE_END,
  CAMPAIGN_CASUALTIES,
  TARGET_COVER,
  RANGE_MEASURE,
} from './rulings';

/** Every OpenD6 ruling resolved to its chosen option, so rule code reads one typed object. */
export function opend6Rulings(choices: RulingChoices = {}) {
  return {
    skillAttributes: chosenOption(SKILL_ATTRIBUTES, choices),
    names: chosenOption(NAMES, choices),
    leaderTrainingCap: chosenOption(LEADER_TRAINING_CAP, choices),
    heavyCrossbowDamage: chosenOption(HEAVY_CROSSBOW_DAMAGE, choices),
    magicMeleeDamage: chosenOption(MAGIC_MELEE_DAMAGE, choices),
    weaponRangeUnits: chosenOption(WEAPON_RANGE_UNITS, choices),
    siegeDeviationDistance: chosenOption(SIEGE_DEVIATION_DISTANCE, choices),
    damageTie: chosenOption(DAMAGE_TIE, choices),
    moraleResultBands: chosenOption(MORALE_RESULT_BANDS, choices),
    partingSwing: chosenOption(PARTING_SWING, choices),
    rallyEligibility: chosenOption(RALLY_ELIGIBILITY, choices),
    rallyAfterCasualties: chosenOption(RALLY_AFTER_CASUALTIES, choices),
    terrainChart: chosenOption(TERRAIN_CHART_READING, choices),
    opportunityFireWeapons: chosenOption(OPPORTUNITY_FIRE_WEAPONS, choices),
    opportunityFireTest: chosenOption(OPPORTUNITY_FIRE_TEST, choices),
    braceForCharge: chosenOption(BRACE_FOR_CHARGE, choices),
    siegeWallShielding: chosenOption(SIEGE_WALL_SHIELDING, choices),
    magicWeaponModifier: chosenOption(MAGIC_WEAPON_MODIFIER, choices),
    brokenCasualtyTest: chosenOption(BROKEN_CASUALTY_TEST, choices),
    battleEnd: chosenOption(BATTLE_END, choices),
    campaignCasualties: chosenOption(CAMPAIGN_CASUALTIES, choices),
    targetCover: chosenOption(TARGET_COVER, choices),
    rangeMeasure: chosenOption(RANGE_MEASURE, choices),
  };
}

export type Od6Rulings = ReturnType<typeof opend6Rulings>;
