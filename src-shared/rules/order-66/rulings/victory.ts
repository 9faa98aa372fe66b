import type { Ruling } from '../../ruling';

export const VICTORY: Ruling<'last-mystic-standing' | 'turn-limit' | 'scenario'> = {
  id: 'o66.victory',
  system: 'order-66',
  title: 'How an Order 66 battle is won (the rulebook gives no victory condition)',
  sections: ['Turn sequence'],
  quotes: [
    'Once all units have activated, the turn ends and all players roll D6 to determine who goes first in the next turn.',
    'these Mystics do battle during a civil uprising, each commanding their loyal cloned troopers in in-depth plots and combat duels.',
  ],
  options: [
    {
      id: 'last-mystic-standing',
      label: 'Last Mystic standing',
      effect: 'The battle ends when only one player (or one allegiance) has a Mystic standing, and they win; if the last Mystics fall together it is a draw.',
    },
    {
      id: 'turn-limit',
      label: 'Agreed turns, most wounds dealt',
      effect:
        'The battle ends after the number of turns agreed at set-up, or sooner when only one player has models left; whoever dealt the most wounds to enemy models wins (equal: a draw).',
    },
    { id: 'scenario', label: 'A scenario the group agrees', effect: 'The group names its scenario at set-up and records the winners when it is decided.' },
  ],
  defaultOption: 'last-mystic-standing',
  reason: 'The text ends with its turn sequence and no victory condition; a game of duels between Mystics ends when one is left.',
};
