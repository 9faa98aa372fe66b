import type { ArmyList } from '../../types';

/** HUMAN ARMY LIST, special rule Adaptable Command. */
export const HUMAN_ARMY_LIST = {
  id: 'human',
  name: 'Human Army List',
  race: 'human',
  raceRules: ['adaptable-command'],
  infantry: {
    'hand-weapons': { green: 10, experienced: 20, elite: 30 },
    polearms: { green: 12, experienced: 22, elite: 32 },
    bows: { green: 15, experienced: 30, elite: 45 },
    'crossbows-firearms': { green: 14, experienced: 24, elite: 34 },
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
