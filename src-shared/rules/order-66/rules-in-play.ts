import { chosenOption, type RulingChoices } from '../ruling';
import { CHOKE_ATTACK, CHOKE_DURATION, CHOKE_KILL, MANIPULATION_CONTROL, MYSTIC_DEFLECTION, MYSTIC_JUMP, SWORD_MASTER_TARGETS } from './rulings/abilities';
import { ACTIVATION_UNIT, ROLL_OFF_TIES } from './rulings/activation';
import { SQUARE_GEOMETRY, TERRAIN_DAMAGE, TROOPER_BONUS } from './rulings/combat';
import { ALLEGIANCES, GRYMN_PER_MYSTIC, GRYMN_REINFORCEMENTS } from './rulings/forces';
import { VICTORY } from './rulings/victory';

/**
 * The house rules a battle is played under, read once per step into plain fields. Rulings that
 * bend a single roll (difficulty, ties, the dodge target) are read by the roll's own function in
 * `resolution.ts`, which takes the raw `choices`.
 */
export interface RulesInPlay {
  readonly choices: RulingChoices;
  readonly grymnPerMystic: (typeof GRYMN_PER_MYSTIC)['defaultOption'];
  readonly reinforcements: (typeof GRYMN_REINFORCEMENTS)['defaultOption'];
  readonly allegiances: (typeof ALLEGIANCES)['defaultOption'];
  readonly activationUnit: (typeof ACTIVATION_UNIT)['defaultOption'];
  readonly rollOffTies: (typeof ROLL_OFF_TIES)['defaultOption'];
  readonly trooperBonus: (typeof TROOPER_BONUS)['defaultOption'];
  readonly geometry: (typeof SQUARE_GEOMETRY)['defaultOption'];
  readonly terrainDamage: (typeof TERRAIN_DAMAGE)['defaultOption'];
  readonly deflection: (typeof MYSTIC_DEFLECTION)['defaultOption'];
  readonly jump: (typeof MYSTIC_JUMP)['defaultOption'];
  readonly swordMaster: (typeof SWORD_MASTER_TARGETS)['defaultOption'];
  readonly chokeAttack: (typeof CHOKE_ATTACK)['defaultOption'];
  readonly chokeDuration: (typeof CHOKE_DURATION)['defaultOption'];
  readonly chokeKill: (typeof CHOKE_KILL)['defaultOption'];
  readonly manipulationControl: (typeof MANIPULATION_CONTROL)['defaultOption'];
  readonly victory: (typeof VICTORY)['defaultOption'];
}

export function rulesInPlay(choices: RulingChoices = {}): RulesInPlay {
  return {
    choices,
    grymnPerMystic: chosenOption(GRYMN_PER_MYSTIC, choices),
    reinforcements: chosenOption(GRYMN_REINFORCEMENTS, choices),
    allegiances: chosenOption(ALLEGIANCES, choices),
    activationUnit: chosenOption(ACTIVATION_UNIT, choices),
    rollOffTies: chosenOption(ROLL_OFF_TIES, choices),
    trooperBonus: chosenOption(TROOPER_BONUS, choices),
    geometry: chosenOption(SQUARE_GEOMETRY, choices),
    terrainDamage: chosenOption(TERRAIN_DAMAGE, choices),
    deflection: chosenOption(MYSTIC_DEFLECTION, choices),
    jump: chosenOption(MYSTIC_JUMP, choices),
    swordMaster: chosenOption(SWORD_MASTER_TARGETS, choices),
    chokeAttack: chosenOption(CHOKE_ATTACK, choices),
    chokeDuration: chosenOption(CHOKE_DURATION, choices),
    chokeKill: chosenOption(CHOKE_KILL, choices),
    manipulationControl: chosenOption(MANIPULATION_CONTROL, choices),
    victory: chosenOption(VICTORY, choices),
  };
}
