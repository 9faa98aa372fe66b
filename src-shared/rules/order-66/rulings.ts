import type { Ruling } from '../ruling';

export const FOURTH_STAT_ROLL: Ruling<'discard-one' | 'best-three'> = {
  id: 'o66.fourth-stat-roll',
  system: 'order-66',
  title: 'Mystic creation: four D3 rolls for three statistics',
  sections: ['Forces'],
  quotes: ['Each player rolls D3 four times for the statistics of their Mystic', 'The player assigns one roll to one of the following: Combat Range Dodge'],
  options: [
    { id: 'discard-one', label: 'Player discards one roll', effect: 'The player keeps any three of the four rolls and assigns them to Combat, Range and Dodge.' },
    { id: 'best-three', label: 'The lowest roll is discarded', effect: 'The lowest roll is dropped; the player assigns the other three.' },
  ],
  defaultOption: 'discard-one',
  reason: 'Four rolls for three statistics leaves one over; "the player assigns" puts the choice with the player, so the player also chooses which roll to drop.',
};

export const PSYCHIC_DIFFICULTY: Ruling<'six-plus-squares' | 'flat-six'> = {
  id: 'o66.psychic-difficulty',
  system: 'order-66',
  title: 'Psychic attack difficulty: "6+ the number of squares the target fills"',
  sections: ['Ranged Action'],
  quotes: [
    'If it equals or beats a difficulty of 6+ the number of squares the target fills then the attack is successful.',
    "Megan requires difficulty 7 as Luke's base fills one square.",
  ],
  options: [
    { id: 'six-plus-squares', label: '6 plus the squares filled', effect: 'Difficulty = 6 + squares the target fills (1 square: 7).' },
    { id: 'flat-six', label: 'A flat 6+', effect: 'Difficulty 6 whatever the target’s size.' },
  ],
  defaultOption: 'six-plus-squares',
  reason: 'The worked example settles it: Luke fills one square and the difficulty is 7.',
};

export const DODGE_TIES: Ruling<'attacker-wins-ties' | 'defender-wins-ties'> = {
  id: 'o66.dodge-ties',
  system: 'order-66',
  title: 'Dodge and resist rolls that tie the attack',
  sections: ['Ranged Action'],
  quotes: ["If they beat the Grymn's to hit roll, they dodge the damage.", "If they beat the attackers to hit roll, they resist the attack."],
  options: [
    { id: 'attacker-wins-ties', label: 'Ties hit', effect: 'The defender must roll higher than the attack to dodge.' },
    { id: 'defender-wins-ties', label: 'Ties dodge', effect: 'Equalling the attack is enough to dodge.' },
  ],
  defaultOption: 'attacker-wins-ties',
  reason: '"Beat" means roll higher; the example has Luke fail with 6 against 8 and gives no tie case, so the plain word stands.',
};

export const ORDER_66_RULINGS: readonly Ruling[] = [FOURTH_STAT_ROLL, PSYCHIC_DIFFICULTY, DODGE_TIES];
