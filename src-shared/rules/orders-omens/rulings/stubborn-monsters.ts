import type { Ruling } from '../../ruling';

/**
 * Stubborn is a Dwarf army rule; the Order Test applied it to the army's monsters while the
 * Morale Test did not. One ruling now decides both tests together.
 */
export const STUBBORN_MONSTERS: Ruling<'whole-army' | 'brigades-only'> = {
  id: 'oo.stubborn-monsters',
  system: 'orders-omens',
  title: 'Stubborn and the Dwarf monsters (Stone Golem, Copter Comber, Fanatics)',
  sections: ['Dwarfen Army List', 'Monsters'],
  quotes: [
    'SPECIAL RULE - STUBBORN: Dwarf Brigades benefit from a -1 modifier to all Morale and Control Test rolls.',
    'Death-seekers: Slayers benefit from -3 to their Morale Tests',
  ],
  options: [
    {
      id: 'whole-army',
      label: 'Every Dwarf unit',
      effect: 'A Dwarf monster takes Stubborn on its Order Tests and its Morale Tests, like any Dwarf Brigade. Fanatics keep Death-seekers (-3) instead of adding Stubborn.',
    },
    { id: 'brigades-only', label: 'Brigades of regiments only', effect: 'A Dwarf monster takes Stubborn on neither its Order Tests nor its Morale Tests.' },
  ],
  defaultOption: 'whole-army',
  reason:
    'The rule heads the Dwarfen army list, above the monsters it lists, and a monster is ordered, tested and broken like a Brigade on the table (it is the roster\'s "5th Brigade"). Either reading must treat Order and Morale Tests alike, since the rule names both. Death-seekers already states the Fanatics\' own morale benefit, so it replaces Stubborn rather than stacking with it (RULINGS 36).',
};
