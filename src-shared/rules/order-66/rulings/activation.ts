import type { Ruling } from '../../ruling';

/** Rulings about the roll-off and activations (seed 000 L76–L82). */

export const ACTIVATION_UNIT: Ruling<'each-model' | 'troopers-together' | 'whole-force'> = {
  id: 'o66.activation-unit',
  system: 'order-66',
  title: 'What a "unit" is in the roll-off',
  sections: ['Turn sequence'],
  quotes: [
    'Highest roller picks one of their unactivated units and activates that unit, completing all its actions',
    'After the model(s) have taken their actions, all players roll again, the highest picking one of their unactivated units.',
  ],
  options: [
    { id: 'each-model', label: 'Each model is a unit', effect: 'The Mystic and each Grymn Trooper are picked and activated one at a time.' },
    { id: 'troopers-together', label: 'Grymn Troopers activate together', effect: "A player's Grymn Troopers are one unit and the Mystic another." },
    { id: 'whole-force', label: 'The whole force activates at once', effect: "A player's Mystic and troopers all act on one roll-off win." },
  ],
  defaultOption: 'each-model',
  reason:
    '"one of their unactivated units" means a player has several, and with one Mystic and one trooper each model is the only unit there can be; "model(s)" allows for units of one.',
};

export const ROLL_OFF_TIES: Ruling<'tied-reroll' | 'all-reroll'> = {
  id: 'o66.roll-off-ties',
  system: 'order-66',
  title: 'Roll-off ties',
  sections: ['Turn sequence'],
  quotes: ['each player rolls D6. Highest roller picks one of their unactivated units', 'all players roll again, the highest picking one of their unactivated units.'],
  options: [
    { id: 'tied-reroll', label: 'Tied players roll again', effect: 'Only the players tied for the highest roll roll again.' },
    { id: 'all-reroll', label: 'Everyone rolls again', effect: 'Every player with a unit left rolls again.' },
  ],
  defaultOption: 'tied-reroll',
  reason: 'The text names no tie rule. Players who rolled lower have already lost; re-rolling only the tie settles it without handing them a second chance.',
};
