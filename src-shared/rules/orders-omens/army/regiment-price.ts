import type { RulingChoices } from '../../ruling';
import { chosenOption } from '../../ruling';
import { ARMY_LISTS } from '../data/armies';
import { ORC_ELITE_POLEARMS_LIST_PATTERN } from '../data/armies/orc';
import { MONSTERS } from '../data/monsters';
import { ORC_ELITE_POLEARMS_PRICE } from '../rulings/army-building';
import type { ArmyList, ArmyListId, Experience, LineRegiment, Regiment } from '../types';

function linePrice(listId: ArmyListId, regiment: LineRegiment, choices: RulingChoices | undefined): number | null {
  const list: ArmyList = ARMY_LISTS[listId];
  const table = regiment.type === 'infantry' ? list.infantry : list.cavalry;
  let base: number | undefined = table[regiment.weapon]?.[regiment.experience];
  if (base === undefined) return null;
  if (
    listId === 'orc' &&
    regiment.type === 'infantry' &&
    regiment.weapon === 'polearms' &&
    regiment.experience === ('elite' satisfies Experience) &&
    chosenOption(ORC_ELITE_POLEARMS_PRICE, choices) === 'list-pattern'
  ) {
    base = ORC_ELITE_POLEARMS_LIST_PATTERN;
  }
  return base + (regiment.armoured ? list.armourUpgrade[regiment.type] : 0);
}

/**
 * A regiment's points in the given list, or `null` when the list does not offer it (cavalry
 * crossbows, a monster from another list). Validation reports why.
 */
export function priceRegiment(listId: ArmyListId, regiment: Regiment, choices?: RulingChoices): number | null {
  switch (regiment.type) {
    case 'infantry':
    case 'cavalry':
      return linePrice(listId, regiment, choices);
    case 'artillery':
      return ARMY_LISTS[listId].artillery[regiment.experience];
    case 'monster': {
      const list: ArmyList = ARMY_LISTS[listId];
      return list.monsters.includes(regiment.monster) ? MONSTERS[regiment.monster].points : null;
    }
  }
}
