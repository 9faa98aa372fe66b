import type { Libraries, UnknownReference } from '../../../systems/game-system';
import { resolveMystic } from './mystic-library';
import type { Order66Roster } from './roster';

/**
 * The Mystic a force names, when it is neither one of the rulebook's six (seed 000 L48–L58) nor
 * one of the campaign's Mystics library: refused on save, never saved as a force.
 */
export function unknownMystic(roster: Order66Roster, libraries: Libraries): UnknownReference[] {
  if (resolveMystic(roster.mystic, libraries)) return [];
  return [{ path: ['mystic'], key: `mystic:${roster.mystic}`, message: "That Mystic is not one of the rulebook's six or in the campaign's Mystics library: choose one that is" }];
}
