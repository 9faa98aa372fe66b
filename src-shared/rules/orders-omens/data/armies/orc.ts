import type { ArmyList } from '../../types';

/**
 * ORC ARMY LIST, special rule Bloodlust. Elite Polearms print as 30 points, breaking the list's
 * +10 steps (14/24/34 expected); ruling `oo.orc-elite-polearms-price` lets a group use 34.
 */
export const ORC_ARMY_LIST = {
  id: 'orc',
  name: 'Orc Army List',
  race: 'orc',
  raceRules: ['bloodlust'],
  infantry: {
    'hand-weapons': { green: 12, experienced: 22, elite: 32 },
    polearms: { green: 14, experienced: 24, elite: 30 },
    bows: { green: 12, experienced: 22, elite: 32 },
    'crossbows-firearms': { green: 12, experienced: 22, elite: 32 },
  },
  cavalry: {
    'hand-weapons': { green: 22, experienced: 32, elite: 42 },
    polearms: { green: 24, experienced: 34, elite: 44 },
    bows: { green: 22, experienced: 32, elite: 42 },
  },
  armourUpgrade: { infantry: 2, cavalry: 2 },
  artillery: { green: 24, experienced: 34, elite: 44 },
  monsters: ['giant', 'wyvern', 'troll-mob', 'chimera'],
} as const satisfies ArmyList;

/** Orc Elite Polearms by the list's +10 pattern, for ruling `oo.orc-elite-polearms-price`. */
export const ORC_ELITE_POLEARMS_LIST_PATTERN = 34;
