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
