import type { Ruling } from '../../ruling';

/** Rulings about shooting, psychic attacks, dodges and melee (seed 000 L84–L130). */

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
  quotes: ["If they beat the Grymn's to hit roll, they dodge the damage.", 'If they beat the attackers to hit roll, they resist the attack.'],
  options: [
    { id: 'attacker-wins-ties', label: 'Ties hit', effect: 'The defender must roll higher than the attack to dodge.' },
    { id: 'defender-wins-ties', label: 'Ties dodge', effect: 'Equalling the attack is enough to dodge.' },
  ],
  defaultOption: 'attacker-wins-ties',
  reason: '"Beat" means roll higher; the example has Luke fail with 6 against 8 and gives no tie case, so the plain word stands.',
};

export const DODGE_AGAINST: Ruling<'total' | 'dice'> = {
  id: 'o66.dodge-against',
  system: 'order-66',
  title: 'Dodging and resisting: against the attack total or the dice alone?',
  sections: ['Ranged Action'],
  quotes: ["If they beat the Grymn's to hit roll, they dodge the damage.", 'If they beat the attackers to hit roll, they resist the attack.'],
  options: [
    { id: 'total', label: 'The attack total', effect: "The defender must beat the attack as modified: the Grymn's trooper bonus, the Mystic's Range." },
    { id: 'dice', label: 'The dice alone', effect: 'The defender must beat only the two dice the attacker rolled.' },
  ],
  defaultOption: 'total',
  reason: 'The to-hit roll is the number that decided the hit (L90–L92), bonus included; the worked example adds Range to Megan\'s roll before Luke tries to beat it (L116–L120).',
};

export const TROOPER_BONUS: Ruling<'troopers-only' | 'mystics-count'> = {
  id: 'o66.trooper-bonus',
  system: 'order-66',
  title: 'Do Mystics count for the Grymn\'s "+1 per friendly trooper"?',
  sections: ['Ranged Action'],
  quotes: ['The Grymn get +1 for every friendly trooper within 4 squares.'],
  options: [
    { id: 'troopers-only', label: 'Grymn Troopers only', effect: '+1 for each friendly Grymn Trooper within 4 squares; Mystics do not count.' },
    { id: 'mystics-count', label: 'Mystics count too', effect: '+1 for each friendly model within 4 squares, Mystics included.' },
  ],
  defaultOption: 'troopers-only',
  reason: '"Trooper" is the Grymn\'s name throughout (L72, L74); Mystics are "warrior-monks" (L28), not troopers.',
};

export const MYSTIC_SHOTS: Ruling<'shooting-rules' | 'plus-range'> = {
  id: 'o66.mystic-shots',
  system: 'order-66',
  title: "Mystic Lightning and Meg's return fire: which roll?",
  sections: ['Forces', 'Ranged Action'],
  quotes: [
    'Kieran: Mystic Lightning: May make ranged attacks as per shooting rules',
    'Meg: Mystic Deflection: if dodges a ranged attack, may take an immediate return fire shot',
    'If able to do so, they roll 2D6 and require 7 or more to hit their target.',
  ],
  options: [
    {
      id: 'shooting-rules',
      label: '2D6, 7 or more',
      effect: "A Mystic's shot hits on 2D6 of 7 or more, as a Grymn's rifle without the trooper bonus; a Mystic target may dodge.",
    },
    { id: 'plus-range', label: '2D6 + Range, 7 or more', effect: 'The shooting Mystic adds their Range statistic to the 2D6.' },
  ],
  defaultOption: 'shooting-rules',
  reason: '"as per shooting rules" points at the pulse-rifle rules, which add no statistic; Range is named only for psychic attacks (L100).',
};

export const MELEE_TIES: Ruling<'ties-hit' | 'ties-avoid' | 'reroll'> = {
  id: 'o66.melee-ties',
  system: 'order-66',
  title: 'Melee rolls that tie',
  sections: ['Melee Action'],
  quotes: [
    'The attacker rolls 2D6 and adds their Combat statistic. Their target rolls 2d6 to attempt to avoid the damage.',
    'If the attack hits, the target suffers 1 point of damage.',
  ],
  options: [
    { id: 'ties-hit', label: 'Ties hit', effect: 'The target must roll higher than the attack to avoid it.' },
    { id: 'ties-avoid', label: 'Ties are avoided', effect: 'Equalling the attack avoids the damage.' },
    { id: 'reroll', label: 'Both roll again', effect: 'On a tie the attacker and the target both roll again, until one is higher.' },
  ],
  defaultOption: 'ties-hit',
  reason: 'The ranged rules make a defender beat the attack to escape it (L94, L104); the melee roll "to attempt to avoid the damage" is the same kind of roll, so it follows the same rule.',
};

export const GRYMN_COMBAT: Ruling<'none' | 'one'> = {
  id: 'o66.grymn-combat',
  system: 'order-66',
  title: 'A Grymn Trooper\'s "Combat statistic" in melee',
  sections: ['Melee Action', 'Forces'],
  quotes: ['The attacker rolls 2D6 and adds their Combat statistic.', 'Grymn Troopers move 3 squares and have 1 wound each.'],
  options: [
    { id: 'none', label: 'Grymn add nothing', effect: 'A Grymn Trooper attacks in melee with 2D6 alone.' },
    { id: 'one', label: 'Grymn count as Combat 1', effect: 'A Grymn Trooper adds 1, the lowest Combat a Mystic can roll.' },
  ],
  defaultOption: 'none',
  reason: 'Grymn Troopers are given a move and a wound and no statistics (L74): there is nothing to add.',
};

export const SQUARE_GEOMETRY: Ruling<'corners-touch' | 'sides-only'> = {
  id: 'o66.square-geometry',
  system: 'order-66',
  title: 'Squares: are diagonal squares adjacent, and how are distances counted?',
  sections: ['Melee Action', 'Ranged Action'],
  quotes: ['For each combat action, the attacking model may target a model in an adjacent square.', '(this means they are unable to fire at diagonal angles!)'],
  options: [
    {
      id: 'corners-touch',
      label: 'Corners count',
      effect: 'The eight squares around a model are adjacent, and a diagonal step counts as one square when counting a distance.',
    },
    {
      id: 'sides-only',
      label: 'Sides only',
      effect: 'Only the four squares sharing a side are adjacent, and distances are counted along rows and columns (a diagonal step is two squares).',
    },
  ],
  defaultOption: 'corners-touch',
  reason: "The rifle's ban on diagonal fire (L88) is singled out as a limit of the rifle, which implies diagonals are otherwise ordinary on the grid.",
};

export const TERRAIN_DAMAGE: Ruling<'marks-only' | 'destroyed'> = {
  id: 'o66.terrain-damage',
  system: 'order-66',
  title: 'What a point of damage does to terrain',
  sections: ['Ranged Action'],
  quotes: ['If the target encounters another miniature or terrain piece, both take 1 point of damage.'],
  options: [
    { id: 'marks-only', label: 'Terrain is only marked', effect: 'Damage to a terrain piece is recorded; the piece stays on the table.' },
    { id: 'destroyed', label: 'Damaged terrain is destroyed', effect: 'A terrain piece that takes damage is removed from the table.' },
  ],
  defaultOption: 'marks-only',
  reason: 'Terrain is given no wounds anywhere in the text, so a point of damage has nothing to take away.',
};
