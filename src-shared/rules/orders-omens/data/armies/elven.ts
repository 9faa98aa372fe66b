import type { ArmyList } from '../../types';

/** ELVEN ARMY LIST, special rule Keen Sight. */
export const ELVEN_ARMY_LIST = {
  id: 'elven',
  name: 'Elven Army List',
  race: 'elf',
  raceRules: ['keen-sight'],
  infantry: {
    'hand-weapons': { green: 10, experienced: 20, elite: 30 },
    polearms: { green: 12, experienced: 22, elite: 32 },
    bows: { green: 14, experienced: 24, elite: 34 },
    'crossbows-firearms': { green: 14, experienced: 24, elite: 34 },
  },
  cavalry: {
    'hand-weapons': { green: 20, experienced: 30, elite: 40 },
    polearms: { green: 22, experienced: 32, elite: 42 },
    bows: { green: 24, experienced: 34, elite: 44 },
  },
  armourUpgrade: { infantry: 2, cavalry: 2 },
  artillery: { green: 26, experienced: 36, elite: 46 },
  monsters: ['giant-eagle', 'dragon', 'griffon', 'treeman'],
} as const satisfies ArmyList;
