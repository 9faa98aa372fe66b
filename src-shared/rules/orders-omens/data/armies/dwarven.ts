import type { ArmyList } from '../../types';

/** DWARFEN [sic] ARMY LIST, special rules Stubborn and Dwarven Made. */
export const DWARVEN_ARMY_LIST = {
  id: 'dwarven',
  name: 'Dwarven Army List',
  race: 'dwarf',
  raceRules: ['stubborn', 'dwarven-made'],
  infantry: {
    'hand-weapons': { green: 14, experienced: 24, elite: 34 },
    polearms: { green: 16, experienced: 26, elite: 36 },
    bows: { green: 14, experienced: 24, elite: 34 },
    'crossbows-firearms': { green: 16, experienced: 26, elite: 36 },
  },
  cavalry: {
    'hand-weapons': { green: 24, experienced: 34, elite: 44 },
    polearms: { green: 26, experienced: 36, elite: 46 },
    bows: { green: 24, experienced: 34, elite: 44 },
  },
  armourUpgrade: { infantry: 2, cavalry: 2 },
  artillery: { green: 24, experienced: 34, elite: 44 },
  monsters: ['stone-golem', 'copter-bomber', 'fanatics'],
} as const satisfies ArmyList;
