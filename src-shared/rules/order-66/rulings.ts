import type { Ruling } from '../ruling';
import { MYSTIC_DEFLECTION, MYSTIC_JUMP, SWORD_MASTER_TARGETS, CHOKE_ATTACK, CHOKE_DURATION, CHOKE_KILL, MANIPULATION_DIFFICULTY, MANIPULATION_CONTROL } from './rulings/abilities';
import { ACTIVATION_UNIT, ROLL_OFF_TIES } from './rulings/activation';
import { PSYCHIC_DIFFICULTY, DODGE_TIES, DODGE_AGAINST, TROOPER_BONUS, MYSTIC_SHOTS, MELEE_TIES, GRYMN_COMBAT, SQUARE_GEOMETRY, TERRAIN_DAMAGE } from './rulings/combat';
import { FOURTH_STAT_ROLL, GRYMN_PER_MYSTIC, GRYMN_REINFORCEMENTS, ALLEGIANCES } from './rulings/forces';
import { VICTORY } from './rulings/victory';

export * from './rulings/abilities';
export * from './rulings/activation';
export * from './rulings/combat';
export * from './rulings/forces';
export * from './rulings/victory';

/** Every Order 66 ruling, in the order the house-rules screen lists them. */
export const ORDER_66_RULINGS: readonly Ruling[] = [
  FOURTH_STAT_ROLL,
  GRYMN_PER_MYSTIC,
  GRYMN_REINFORCEMENTS,
  ALLEGIANCES,
  ACTIVATION_UNIT,
  ROLL_OFF_TIES,
  TROOPER_BONUS,
  DODGE_AGAINST,
  DODGE_TIES,
  PSYCHIC_DIFFICULTY,
  SQUARE_GEOMETRY,
  TERRAIN_DAMAGE,
  MELEE_TIES,
  GRYMN_COMBAT,
  MYSTIC_SHOTS,
  MYSTIC_DEFLECTION,
  MYSTIC_JUMP,
  SWORD_MASTER_TARGETS,
  CHOKE_ATTACK,
  CHOKE_DURATION,
  CHOKE_KILL,
  MANIPULATION_DIFFICULTY,
  MANIPULATION_CONTROL,
  VICTORY,
];
