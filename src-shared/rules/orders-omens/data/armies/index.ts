import type { ArmyList, ArmyListId } from '../../types';
import { DWARVEN_ARMY_LIST } from './dwarven';
import { ELVEN_ARMY_LIST } from './elven';
import { HUMAN_ARMY_LIST } from './human';
import { ORC_ARMY_LIST } from './orc';
import { PLAYTEST_ARMY_LIST } from './playtest';

export { DWARVEN_ARMY_LIST, ELVEN_ARMY_LIST, HUMAN_ARMY_LIST, ORC_ARMY_LIST, PLAYTEST_ARMY_LIST };

/** The five printed army lists, by id, in the rulebook's order. */
export const ARMY_LISTS = {
  playtest: PLAYTEST_ARMY_LIST,
  human: HUMAN_ARMY_LIST,
  elven: ELVEN_ARMY_LIST,
  orc: ORC_ARMY_LIST,
  dwarven: DWARVEN_ARMY_LIST,
} as const satisfies Readonly<Record<ArmyListId, ArmyList>>;

export const ARMY_LIST_IDS = ['playtest', 'human', 'elven', 'orc', 'dwarven'] as const satisfies readonly ArmyListId[];
