import type { Race, RaceRule, RaceRuleId } from '../types';

/** The special rules printed at the head of each race's army list. */
export const RACE_RULES = {
  'adaptable-command': {
    id: 'adaptable-command',
    race: 'human',
    name: 'Adaptable Command',
    text: 'Once per turn, a Human Divisional General may re-roll one failed Order Test',
  },
  'keen-sight': {
    id: 'keen-sight',
    race: 'elf',
    name: 'Keen Sight',
    text: 'Elf ranged regiments gain +1 Combat Dice when shooting.',
  },
  bloodlust: {
    id: 'bloodlust',
    race: 'orc',
    name: 'Bloodlust',
    text: 'In melee Orc regiments gain +1 Combat Dice.',
  },
  stubborn: {
    id: 'stubborn',
    race: 'dwarf',
    name: 'Stubborn',
    text: 'Dwarf Brigades benefit from a -1 modifier to all Morale and Control Test rolls.',
  },
  'dwarven-made': {
    id: 'dwarven-made',
    race: 'dwarf',
    name: 'Dwarven Made',
    text: 'Crossbows and Firearms do not require a reload action after firing.',
  },
} as const satisfies Readonly<Record<RaceRuleId, RaceRule>>;

export const RACE_NAMES = {
  human: 'Humans',
  elf: 'Elves',
  dwarf: 'Dwarves',
  orc: 'Orcs',
} as const satisfies Readonly<Record<Race, string>>;
