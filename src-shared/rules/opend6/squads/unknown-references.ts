import type { Libraries, UnknownReference } from '../../../systems/game-system';
import { resolveSquad, type ResolvedSquad } from './resolve';
import type { Squad } from './schema';

/**
 * What a squad names by id (its troop type, weapons, armour, siege weapon, the weapons of its
 * specialisations and champions) that the campaign's Troop List or Equipment table does not hold,
 * said in a player's words: where on the sheet, never the id.
 */

type Missing = ResolvedSquad['missing'][number];

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'];
const nth = (index: number) => ORDINALS[index] ?? `number ${index + 1}`;

/** "The squad's second weapon", "Champion 1's first weapon", "The weapon of the squad's first specialisation". */
function whereOnSheet(path: Missing['path']): string {
  const [head, a, b, c, d] = path;
  if (head === 'troopTypeId') return "The squad's troop type";
  if (head === 'armourId') return "The squad's armour";
  if (head === 'siegeWeaponId') return "The squad's siege weapon";
  if (head === 'weaponIds' && typeof a === 'number') return `The squad's ${nth(a)} weapon`;
  if (head === 'specialisations' && typeof a === 'number') return `The weapon of the squad's ${nth(a)} specialisation`;
  if (head === 'champions' && typeof a === 'number') {
    if (b === 'weaponIds' && typeof c === 'number') return `Champion ${a + 1}'s ${nth(c)} weapon`;
    if (b === 'specialisations' && typeof c === 'number' && d === 'weaponId') return `The weapon of champion ${a + 1}'s ${nth(c)} specialisation`;
  }
  return 'Something the squad names';
}

/** "The squad's second weapon is not a weapon of the campaign's Equipment table". */
export function missingWords(missing: Missing): string {
  const table = missing.expected === 'troop type' ? "the campaign's Troop List" : "the campaign's Equipment table";
  const what = missing.expected === 'troop type' ? 'a troop type' : `${/^[aeiou]/.test(missing.expected) ? 'an' : 'a'} ${missing.expected}`;
  return `${whereOnSheet(missing.path)} is not ${what} of ${table}`;
}

/** Every reference of the squad that the campaign does not hold, to be refused on save. */
export function unknownSquadReferences(squad: Squad, libraries: Libraries): UnknownReference[] {
  return resolveSquad(squad, libraries).missing.map((missing) => ({
    path: missing.path,
    key: `${missing.expected}:${missing.id}`,
    message: `${missingWords(missing)}: choose one that is`,
  }));
}
