import { ARMY_LISTS } from '../data/armies';
import type { ArmyListId, Race } from '../types';
import type { FactionRace } from '../../../contract/faction-races';

export const RACE_NAMES: Readonly<Record<Race, string>> = { human: 'Human', elf: 'Elf', dwarf: 'Dwarf', orc: 'Orc' };

/** The army list a side of each race builds from. */
export const LIST_FOR_RACE: Readonly<Record<FactionRace, ArmyListId>> = {
  human: 'human',
  elf: 'elven',
  dwarf: 'dwarven',
  orc: 'orc',
  playtest: 'playtest',
};

export const ARMY_LIST_ORDER: readonly ArmyListId[] = ['human', 'elven', 'dwarven', 'orc', 'playtest'];

export function listName(list: ArmyListId): string {
  return ARMY_LISTS[list].name;
}

/** Largest points limit a group may agree; anything above is a typo, not a battle. */
export const MAX_POINTS_LIMIT = 100_000;
