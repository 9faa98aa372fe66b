import type { Libraries } from '../../../src-shared/systems/game-system';
import type { MysticDefinition } from '../../../src-shared/rules/order-66/mystics';
import { MYSTICS_LIBRARY, MYSTICS_LIBRARY_ID, MysticItemSchema } from '../../../src-shared/rules/order-66/roster/mystic-library';
import type { StatAssignment } from '../../../src-shared/rules/order-66/roster/roster';
import type { RulingChoices } from '../../../src-shared/rules/ruling';
import { chosenOption } from '../../../src-shared/rules/ruling';
import { FOURTH_STAT_ROLL } from '../../../src-shared/rules/order-66/rulings/forces';

/** The Mystics a force may field: the rulebook's six, then the group's own from the campaign library. */
export function mysticChoices(libraries: Libraries): readonly MysticDefinition[] {
  const printed = MYSTICS_LIBRARY.starterItems;
  const own = (libraries[MYSTICS_LIBRARY_ID] ?? []).filter(
    (item): item is MysticDefinition => MysticItemSchema.safeParse(item).success && !printed.some((mystic) => mystic.key === (item as MysticDefinition).key),
  );
  return [...printed, ...own];
}

/**
 * A first assignment of four fresh D3 rolls: the first three in order, or under o66.fourth-stat-roll
 * "best-three" everything but the lowest roll. The player changes it from there.
 */
export function firstAssignment(faces: readonly number[], choices: RulingChoices): StatAssignment {
  const indices = [0, 1, 2, 3];
  if (chosenOption(FOURTH_STAT_ROLL, choices) === 'best-three') {
    const lowest = faces.indexOf(Math.min(...faces));
    const kept = indices.filter((index) => index !== lowest);
    return { combat: kept[0]!, range: kept[1]!, dodge: kept[2]! };
  }
  return { combat: 0, range: 1, dodge: 2 };
}

/** The roll no statistic uses. */
export function leftOver(assignment: StatAssignment): number | null {
  const used = new Set([assignment.combat, assignment.range, assignment.dodge]);
  if (used.size !== 3) return null;
  return [0, 1, 2, 3].find((index) => !used.has(index)) ?? null;
}
