import type { Ruling } from '../../ruling';

/**
 * Rulings on movement the book leaves open: the Giant Eagle's Harrier withdraw, what a garrison
 * does (RULINGS.md 46) and whether a compelled contact is a charge (RULINGS.md 44).
 */

const oo = 'orders-omens' as const;

export const HARRIER_DISTANCE: Ruling<'up-to-3' | 'exactly-3'> = {
  id: 'oo.harrier-distance',
  system: oo,
  title: 'Harrier: withdraw exactly 3″ or up to 3″?',
  sections: ['Monsters (Giant Eagle)', 'Reactions to a Charge'],
  quotes: ['Harrier: May withdraw 3″ for free after each round of Melee', 'Withdraw: Move directly backwards up to half its normal move'],
  options: [
    { id: 'up-to-3', label: 'Up to 3″', effect: 'The Eagle falls back any distance up to 3″; a measured distance over 3″ is refused.' },
    { id: 'exactly-3', label: 'Exactly 3″', effect: 'The Eagle falls back the full 3″; a measured distance other than 3″ is refused.' },
  ],
  defaultOption: 'up-to-3',
  reason: 'Every other withdraw in the book is "up to" a distance, and a free move that could only be taken in full would punish an Eagle with a table edge or terrain 2″ behind it.',
};

export const HARRIER_TIMING: Ruling<'after-morale-test' | 'before-morale-test'> = {
  id: 'oo.harrier-timing',
  system: oo,
  title: 'Harrier: before or after the round\'s Morale Test?',
  sections: ['Monsters (Giant Eagle)', 'Combat (Melee)'],
  quotes: ['Harrier: May withdraw 3″ for free after each round of Melee', 'If the test is passed another round of melee takes place.'],
  options: [
    { id: 'after-morale-test', label: 'After the Morale Test', effect: 'The withdraw is offered once the round\'s Morale Test (and any General\'s Fate) is settled.' },
    { id: 'before-morale-test', label: 'Before the Morale Test', effect: 'The withdraw may be taken while the round\'s Morale Test is still to roll; the test is still taken.' },
  ],
  defaultOption: 'after-morale-test',
  reason: 'The Morale Test is part of the round: the book decides whether "another round of melee takes place" by it, so the round is over only once the test is rolled.',
};

export const GARRISON_EFFECT: Ruling<'position-only' | 'cover-against-shooting'> = {
  id: 'oo.garrison-effect',
  system: oo,
  title: 'What garrisoning terrain does',
  sections: ['Regiment Types (Infantry)'],
  quotes: ['Infantry are the only unit type able to garrison terrain.'],
  options: [
    { id: 'position-only', label: 'Records the position', effect: 'The app records which Brigade holds which piece; no number changes. Forest and higher ground keep their own melee options.' },
    { id: 'cover-against-shooting', label: 'Cover against shooting', effect: 'Shooting at a garrisoning Brigade is -1 to hit, as through a Veil of Fog.' },
  ],
  defaultOption: 'position-only',
  reason: 'The book names garrisoning once and gives it no modifier anywhere; the only terrain numbers it prints (forest, higher ground) already apply in melee through their own choices, so inventing cover would change printed odds.',
};

export const COMPEL_CONTACT: Ruling<'not-a-charge' | 'counts-as-charge'> = {
  id: 'oo.compel-contact',
  system: oo,
  title: 'Compel: is a compelled move into contact a charge?',
  sections: ['Magic Spells (Compel)', 'Charge'],
  quotes: [
    'Target Brigade must immediately move 1D6″ directly forward (or towards nearest enemy if within charge range).',
    'A charge doubles this distance (4″ for infantry and artillery, 6″ for cavalry).',
  ],
  options: [
    { id: 'not-a-charge', label: 'Not a charge', effect: 'Contact starts a melee in which neither side counts as charging; no reactions, no charge bonus.' },
    { id: 'counts-as-charge', label: 'Counts as a charge', effect: 'The compelled Brigade counts as charging in the first round of melee.' },
  ],
  defaultOption: 'not-a-charge',
  reason: 'Compel is the enemy Wizard\'s spell forcing a move, not a charge the Brigade declared: it spends no action, takes no order and is a 1D6″ move, not a doubled charge distance.',
};

/** Found on the rules audit: the counter-charge move is "normal Move" in its own rule, "double" in three others. */
export const COUNTER_CHARGE_DISTANCE: Ruling<'normal-move' | 'double-move'> = {
  id: 'oo.counter-charge-distance',
  system: oo,
  title: 'How far a counter-charging Brigade moves: its normal Move or double',
  sections: ['Reactions to a Charge', 'Regiment Types (Cavalry)', 'Brigade Actions', 'Quick Reference Guide'],
  quotes: [
    'Counter-charge: Move directly forwards up to the regiment\'s normal Move (Infantry 2″, Cavalry 3″). The charging unit then moves up to its Charge distance. (L454)',
    'When a cavalry regiment performs a charge or counter-charge, it doubles its movement (L271)',
    'Charge/Counter-Charge double their usual movement. (L400)',
    'Charger/Counter-Charge: Double move, must end in contact. (L1369)',
  ],
  options: [
    { id: 'normal-move', label: 'Its normal Move', effect: 'A counter-charging Brigade meets the charger up to its normal Move (Infantry 2″, Cavalry 3″) in front of where it stood.' },
    { id: 'double-move', label: 'Double its Move', effect: 'A counter-charging Brigade moves up to its charge distance (Infantry 4″, Cavalry 6″) to meet the charger.' },
  ],
  defaultOption: 'normal-move',
  reason:
    'The Reactions to a Charge section is the rule for the counter-charge itself and states the distance twice, in words and in inches, setting it against the charger\'s "Charge distance" in the next sentence. The other three lines list "Charge/Counter-Charge" together as one entry, where the doubling is the charge\'s. Groups who read the lists as the rule can double it.',
};

export const MOVEMENT_RULINGS: readonly Ruling[] = [HARRIER_DISTANCE, HARRIER_TIMING, GARRISON_EFFECT, COMPEL_CONTACT, COUNTER_CHARGE_DISTANCE];
