import type { Ruling } from '../rules/ruling';
import { TITLE_TOURNAMENT_RULINGS } from '../rules/title-tournament/rulings';
import { DUPLICATE_CLASSIFIED } from '../rules/infinity/rulings';
import { registeredSystems, SYSTEMS } from './registry';

/**
 * The rulings a campaign can set as house rules, one group per registered game system (each
 * system's own `rulings`, the same objects its engine reads with `chosenOption`), then the rulings
 * of the ladder and objective tools. The house-rules screen shows exactly these; the test in
 * `rulings-registry.test.ts` holds every system to reading what is shown and showing what it reads.
 */
export interface RulingGroup {
  /** Stable key of the group: the game system's id, or the tool's. */
  readonly system: string;
  readonly label: string;
  readonly rulings: readonly Ruling[];
}

/**
 * Rulings of tools that are not battle systems (the Title Tournament ladder, Infinity's Classified
 * Objective draws). Infinity's scoring rulings are the ITS system's own, shown once, with it.
 */
const TOOL_GROUPS: readonly RulingGroup[] = [
  { system: 'title-tournament', label: 'Title Tournament (1999)', rulings: TITLE_TOURNAMENT_RULINGS },
  { system: 'infinity', label: 'Infinity N3 (Classified Objectives)', rulings: [DUPLICATE_CLASSIFIED] },
];

function groupsOf(systems: typeof SYSTEMS): RulingGroup[] {
  return [...systems.filter((system) => system.rulings.length > 0).map((system) => ({ system: system.id, label: system.name, rulings: system.rulings })), ...TOOL_GROUPS];
}

/** The groups of the systems the app ships, for the house-rules screen. */
export const RULING_GROUPS: readonly RulingGroup[] = groupsOf(SYSTEMS);

/** The groups of every system registered now (a system registered at run time included), for checking choices. */
export function currentRulingGroups(): readonly RulingGroup[] {
  return groupsOf(registeredSystems());
}
