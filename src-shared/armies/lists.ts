import { ARMY_LISTS } from '../rules/orders-omens/data/armies';
import type { ArmyListId, Race } from '../rules/orders-omens/types';

/** A side's people as a player picks it: the four races, or the race-less Playtest list. */
export const FACTION_RACES = ['human', 'elf', 'dwarf', 'orc', 'playtest'] as const;
export type FactionRace = (typeof FACTION_RACES)[number];

export const FACTION_RACE_NAMES: Readonly<Record<FactionRace, string>> = {
  human: 'Human',
  elf: 'Elf',
  dwarf: 'Dwarf',
  orc: 'Orc',
  playtest: 'Playtest list',
};

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
