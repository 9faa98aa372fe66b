import type { RulingChoices } from '../../ruling';
import { chosenOption } from '../../ruling';
import { GENERIC_MONSTER_COMBAT_DICE, MONSTERS } from '../data/monsters';
import { MONSTER_COMBAT_DICE } from '../rulings/army-building';
import type { MonsterId } from '../types';

/**
 * A monster's base Combat Dice before special rules: its profile, or a flat 6 in melee under
 * `oo.monster-combat-dice` = `six-in-melee` ("Monsters roll 6 Combat Dice in Melee").
 */
export function monsterCombatDice(monster: MonsterId, situation: 'melee' | 'ranged', choices?: RulingChoices): number {
  if (situation === 'melee' && chosenOption(MONSTER_COMBAT_DICE, choices) === 'six-in-melee') return GENERIC_MONSTER_COMBAT_DICE;
  return MONSTERS[monster].combatDice;
}
