import type { Ruling } from '../../ruling';

const PREDATOR = 'The victor is the player who first makes half or more of the total value in Army Points of the opponent’s Units into Casualties.';

/** RULINGS.md item 50: the Predator total, model by model or whole Units? */
export const PREDATOR_COUNTING: Ruling<'model-by-model' | 'whole-units'> = {
  id: '1999.predator-counting',
  system: '1999',
  title: 'Predator: counting Casualties model by model or by whole Units',
  sections: ['Predator Mission'],
  quotes: [PREDATOR],
  options: [
    { id: 'model-by-model', label: 'Model by model', effect: 'Each model made a Casualty counts its card’s Army Points at once.' },
    { id: 'whole-units', label: 'Whole Units only', effect: 'A Unit’s Army Points count only when its last model is a Casualty.' },
  ],
  defaultOption: 'model-by-model',
  reason: 'A Casualty is a model removed from the Battlefield, and the Army Point Cost is paid "for each model"; counting per model follows both.',
};

/** RULINGS.md item 50: does the Predator total include Reinforcement Units? */
export const PREDATOR_REINFORCEMENTS: Ruling<'whole-army' | 'deployed-only'> = {
  id: '1999.predator-reinforcements',
  system: '1999',
  title: 'Predator: the total with Reinforcement Units',
  sections: ['Predator Mission', 'Reinforcement Units'],
  quotes: [PREDATOR, 'These Units still counts towards your Army Point Cost, and comes into play sometime after the 2nd turn has been played.'],
  options: [
    { id: 'whole-army', label: 'The whole army', effect: 'Half is taken of the opponent’s whole army, Reinforcement Units included.' },
    { id: 'deployed-only', label: 'Units in play', effect: 'Half is taken of the opponent’s Units that have been on the Battlefield; Reinforcement Units join the total when they enter.' },
  ],
  defaultOption: 'whole-army',
  reason: 'Reinforcement Units "still count towards your Army Point Cost", and the mission speaks of the total value of the opponent’s Units.',
};

/** Gap: Predator with more than two players. */
export const MULTIPLAYER_PREDATOR: Ruling<'any-opponent' | 'all-opponents'> = {
  id: '1999.multiplayer-predator',
  system: '1999',
  title: 'Predator with more than two players',
  sections: ['Predator Mission'],
  quotes: [PREDATOR],
  options: [
    { id: 'any-opponent', label: 'Half of any one opponent', effect: 'The first player to make half of any one opponent’s Army Points Casualties wins.' },
    { id: 'all-opponents', label: 'Half of all opponents together', effect: 'A player wins when the Casualties they made reach half of all opponents’ Army Points added together.' },
  ],
  defaultOption: 'any-opponent',
  reason: 'The mission names "the opponent" in the singular; with several players each of them is an opponent, and the Prey mission is the one that was given its own multiplayer sentence.',
};

/** RULINGS.md item 50: ties in the fixed-Turn and Territorial conditions. */
export const RESULT_TIES: Ruling<'draw' | 'roll-off'> = {
  id: '1999.result-ties',
  system: '1999',
  title: 'Ties in Army Points left or distance to the centre',
  sections: ['Setting the Victory Condition', 'Territorial Mission', 'Who is right?'],
  quotes: [
    'to play a specific number of Turns, when the victor is the player who has the army with models worth the highest number of Army Points in total still on the Battlefield.',
    'The victor is the player who has a model closest to the exact centre of the Battlefield at the end of a specific Turn.',
    'If a situation that is not covered by the rules occurs during play, or is subject to interpretation and you cannot come to an agreement, you take an Opposed roll. The winner decides.',
  ],
  options: [
    { id: 'draw', label: 'A draw', effect: 'Players tied at the top share the result: the battle is drawn.' },
    { id: 'roll-off', label: 'Who is right? roll-off', effect: 'The tied players take an Opposed roll; the winner is the victor.' },
  ],
  defaultOption: 'draw',
  reason: 'Neither condition names a victor for a tie, and a roll-off would hand a battle to luck after the fact; "Who is right?" remains for groups who want a winner every time.',
};

/** Gap: Reinforcement Units never brought in, at the end of a fixed number of Turns. */
export const RESERVES_AT_END: Ruling<'not-counted' | 'counted'> = {
  id: '1999.reserves-at-end',
  system: '1999',
  title: 'Reinforcements never brought in, at the end of the last Turn',
  sections: ['Setting the Victory Condition', 'Reinforcement Units'],
  quotes: ['the victor is the player who has the army with models worth the highest number of Army Points in total still on the Battlefield.'],
  options: [
    { id: 'not-counted', label: 'Not counted', effect: 'Only models on the Battlefield count; Reinforcement Units still waiting score nothing.' },
    { id: 'counted', label: 'Counted', effect: 'Reinforcement Units that never entered count with the models on the Battlefield.' },
  ],
  defaultOption: 'not-counted',
  reason: 'The condition says "still on the Battlefield", and a Reinforcement Unit is placed "at the outside edge of the Battlefield instead of on the Battlefield".',
};

export const VICTORY_RULINGS: readonly Ruling[] = [PREDATOR_COUNTING, PREDATOR_REINFORCEMENTS, MULTIPLAYER_PREDATOR, RESULT_TIES, RESERVES_AT_END];
