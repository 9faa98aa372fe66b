import type { Ruling } from '../../ruling';

/** New: the Playtest list has no race, but Regiment Sizes are by race. */
export const PLAYTEST_REGIMENT_SIZE: Ruling<'chosen-race-else-human' | 'average-of-races'> = {
  id: 'oo.playtest-regiment-size',
  system: 'orders-omens',
  title: 'Soldiers per regiment for a Playtest-list army',
  sections: ['Regiment Sizes', 'Playtest Army List'],
  quotes: ['For narrative purposes, each Regiment represents roughly: Humans: 800 soldiers Elves: 600 soldiers Dwarves: 600 soldiers Orcs: 1,000 soldiers'],
  options: [
    {
      id: 'chosen-race-else-human',
      label: 'The race the army represents',
      effect: 'Use the race the player names for the army; without one, 800 (Humans).',
    },
    { id: 'average-of-races', label: 'Average (750)', effect: 'Every Playtest regiment is 750 soldiers, the mean of the four races.' },
  ],
  defaultOption: 'chosen-race-else-human',
  reason: 'The Playtest list is a stand-in for any people; its cavalry, artillery and monsters are the Human list\'s, so Humans are the natural fallback.',
};

/** New: hits on monsters and the 25-per-hit rule. */
export const MONSTER_CASUALTIES: Ruling<'count-all-hits' | 'exclude-monsters'> = {
  id: 'oo.monster-casualties',
  system: 'orders-omens',
  title: 'Do hits on a Monster count as casualties?',
  sections: ['Casualties', 'Regiment Sizes'],
  quotes: [
    'Each hit scored in combat or at range represent roughly 25 casualties.',
    'Monsters: A single mighty creature or small band.',
  ],
  options: [
    { id: 'count-all-hits', label: 'Count every hit', effect: 'Every hit suffered, including by monsters, adds 25 casualties.' },
    { id: 'exclude-monsters', label: 'Not monsters', effect: 'Hits on monsters add no soldier casualties; they are recorded as hits only.' },
  ],
  defaultOption: 'count-all-hits',
  reason:
    'The rule has no exception and its worked example totals "60 hits during the battle" for a whole side; a band of monsters plus their handlers is "roughly" a company. Groups who prefer a creature to be a creature can exclude them.',
};
