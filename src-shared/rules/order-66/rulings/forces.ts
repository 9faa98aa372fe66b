import type { Ruling } from '../../ruling';

/** Rulings about what each player brings (seed 000, "Forces"). */

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

export const GRYMN_PER_MYSTIC: Ruling<'one' | 'agreed'> = {
  id: 'o66.grymn-per-mystic',
  system: 'order-66',
  title: 'How many Grymn Troopers a player brings ("Each player controls" is cut off)',
  sections: ['Forces'],
  quotes: ['Each player controls', 'Every player has 1 Grymn Trooper per Mystic on the board at the start of the game.'],
  options: [
    { id: 'one', label: 'One Grymn Trooper per Mystic', effect: 'Each force is one Mystic and one Grymn Trooper.' },
    {
      id: 'agreed',
      label: 'An agreed number, the same for everyone',
      effect: 'A force fields 1 to 10 Grymn Troopers; every force in one battle brings the same number.',
    },
  ],
  defaultOption: 'one',
  reason: 'The sentence that would say what a player controls is cut off; the only number left is "1 Grymn Trooper per Mystic" (L72).',
};

export const GRYMN_REINFORCEMENTS: Ruling<'none' | 'replace-each-turn'> = {
  id: 'o66.grymn-reinforcements',
  system: 'order-66',
  title: 'Do fallen Grymn Troopers come back?',
  sections: ['Forces'],
  quotes: ['Every player has 1 Grymn Trooper per Mystic on the board at the start of the game.'],
  options: [
    { id: 'none', label: 'Fallen troopers stay fallen', effect: 'A Grymn Trooper that falls is out of the battle.' },
    {
      id: 'replace-each-turn',
      label: 'Fallen troopers return each turn',
      effect:
        'At the start of each turn a player whose Mystic still stands brings each fallen Grymn Trooper back with its wound, placed by the player, so the force again has its troopers on the board.',
    },
  ],
  defaultOption: 'none',
  reason: '"at the start of the game" describes the opening position, and the text has no reinforcement rule saying when or where a new trooper would arrive.',
};

export const ALLEGIANCES: Ruling<'every-player' | 'order-against-chaos'> = {
  id: 'o66.allegiances',
  system: 'order-66',
  title: 'Are Order and Chaos teams?',
  sections: ['Order 66', 'Forces'],
  quotes: [
    'Players will take command of a Mystic Warrior, either on the side of Order, charged with keeping Justice and Peace, or the side of Chaos, obsessed with personal power and control.',
    'each commanding their loyal cloned troopers in in-depth plots and combat duels.',
  ],
  options: [
    {
      id: 'every-player',
      label: 'Every player for themselves',
      effect: "Order or Chaos is each Mystic's allegiance, told in the chronicle; only a player's own models are friendly, and each player fights to win alone.",
    },
    {
      id: 'order-against-chaos',
      label: 'Order against Chaos',
      effect:
        "Players of the same allegiance are allies: their models are friendly to each other (the Grymn's +1, Sword Master), and the allegiance with the last Mystic standing, or the most wounds dealt, wins together.",
    },
  ],
  defaultOption: 'every-player',
  reason: 'The game is built around "combat duels" between Mystics, and every rule speaks of a player\'s own units and troopers; nothing makes an allegiance a team.',
};
