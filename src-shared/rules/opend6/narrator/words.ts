import type { SideKey } from '../../../systems/game-system';
import { MORALE_STATUS_NAMES } from '../data/morale';
import { moraleStatus } from '../mechanics/morale';
import { squadOf, type Od6Setup } from '../battle/setup';
import type { CasualtySource } from '../battle/state';

const NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];

export function count(n: number): string {
  return NUMBER_WORDS[n] ?? String(n);
}

export function plural(n: number, one: string, many: string): string {
  return `${count(n)} ${n === 1 ? one : many}`;
}

/** "the Ice Rangers" — the squad's name with an article unless it already has one. */
export function squadWords(setup: Od6Setup, key: string): string {
  const name = squadOf(setup, key)?.name ?? 'a squad';
  // "the Ice Rangers", but never "the Ann's Blades": a name that opens with an owner already says whose.
  return /^(the|a|an)\s/i.test(name) || /^\S+['’]s?\s/.test(name) || !/^[A-Z]/.test(name) ? name : `the ${name}`;
}

export { possessive } from '../text';

export { capitalise } from '../../../chronicle/pick';

export function sideWords(setup: Od6Setup, side: SideKey): string {
  const found = setup.sides.find((candidate) => candidate.side === side);
  const index = setup.sides.findIndex((candidate) => candidate.side === side);
  return found?.playerName || `Player ${index + 1}`;
}

/** "the sergeant", "the champion", "champion 2", "soldier 3" of a squad. */
export function soldierWords(setup: Od6Setup, squadKey: string, soldierId: string): string {
  if (soldierId === 'sergeant') return 'the sergeant';
  const champions = squadOf(setup, squadKey)?.soldiers.filter((soldier) => soldier.role === 'champion').length ?? 0;
  const champion = /^champion-(\d+)$/.exec(soldierId);
  if (champion) return champions === 1 ? 'the champion' : `champion ${champion[1]}`;
  const soldier = /^soldier-(\d+)$/.exec(soldierId);
  return soldier ? `soldier ${soldier[1]}` : 'a soldier';
}

export function statusWords(level: number): string {
  return MORALE_STATUS_NAMES[moraleStatus(level)];
}

export const SOURCE_WORDS: Readonly<Record<CasualtySource, string>> = {
  volley: 'volley',
  'opportunity-fire': 'opportunity fire',
  'defensive-fire': 'defensive fire',
  siege: 'siege shot',
  'close-combat': 'blades',
  'parting-swing': 'parting swing',
};

export const PHASE_NAMES: Readonly<Record<string, string>> = {
  initiative: 'Initiative Phase',
  movement: 'Movement Phase',
  ranged: 'Ranged Combat Phase',
  'close-combat': 'Close Combat Phase',
  morale: 'Morale Phase',
  special: 'Special Actions Phase',
  over: 'end of the battle',
};

export const ENDINGS: Readonly<Record<string, string>> = {
  'field-won': 'when the other side had no squad left fighting',
  'mutual-rout': 'when neither side had a squad left fighting',
  'turn-limit': 'when the agreed turns ran out',
  concession: 'by concession',
};
