import type { Libraries, UnknownReference } from '../../../systems/game-system';
import { cardKey, cardsFromLibraries, currentCards } from '../cards/card-library';
import { unitProblem } from './problems';
import type { ArmyRoster } from './roster-schema';

/**
 * Every Rules Card an army names that the campaign's library does not hold (a Unit's first card
 * or an attached one): refused on save, never saved into an army.
 */
export function unknownCards(roster: ArmyRoster, libraries: Libraries): UnknownReference[] {
  const held = currentCards(cardsFromLibraries(libraries));
  const unknown: UnknownReference[] = [];
  const check = (name: string, unit: number, attached: number | null) => {
    if (held.has(cardKey(name))) return;
    const { path, message } = unitProblem(roster, unit, attached, `there is no Rules Card named “${name.trim()}” in the campaign's Rules Cards: add it there first`, '');
    unknown.push({ path, key: `card:${cardKey(name)}`, message });
  };
  roster.units.forEach((unit, u) => {
    check(unit.card, u, null);
    unit.attached.forEach((attached, a) => check(attached.card, u, a));
  });
  return unknown;
}
