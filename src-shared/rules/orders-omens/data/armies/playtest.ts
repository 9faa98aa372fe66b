import type { ArmyList } from '../../types';

/** PLAYTEST ARMY LIST: no race and no race special rule. */
export const PLAYTEST_ARMY_LIST = {
  id: 'playtest',
  name: 'Playtest Army List',
  race: null,
  raceRules: [],
  infantry: {
    'hand-weapons': { green: 10, experienced: 14, elite: 19 },
    polearms: { green: 13, experienced: 18, elite: 24 },
    bows: { green: 12, experienced: 17, elite: 23 },
    'crossbows-firearms': { green: 12, experienced: 18, elite: 25 },
  },
  cavalry: {
    'hand-weapons': { green: 20, experienced: 30, elite: 40 },
    polearms: { green: 22, experienced: 32, elite: 42 },
    bows: { green: 30, experienced: 45, elite: 60 },
  },
  armourUpgrade: { infantry: 2, cavalry: 2 },
  artillery: { green: 24, experienced: 34, elite: 44 },
  monsters: ['giant', 'dragon', 'griffon', 'chimera'],
} as const satisfies ArmyList;
