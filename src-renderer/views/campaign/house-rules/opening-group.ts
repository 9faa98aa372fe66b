import type { RulingChoices } from '../../../../src-shared/rules/ruling';
import type { RulingGroup } from '../../../../src-shared/systems/house-rules';

/** How many of the group's rulings the choices set away from their default. */
export function differingIn(group: RulingGroup, choices: RulingChoices): number {
  return group.rulings.filter((ruling) => (choices[ruling.id] ?? ruling.defaultOption) !== ruling.defaultOption).length;
}

/**
 * The group the house-rules screen opens on: the one a link asked for, else the first the campaign
 * plays, else the first the group has changed, else the first there is.
 */
export function openingGroup(groups: readonly RulingGroup[], wanted: { requested?: unknown; played: ReadonlySet<string>; choices: RulingChoices }): string {
  const pick =
    groups.find((group) => group.system === wanted.requested) ??
    groups.find((group) => wanted.played.has(group.system)) ??
    groups.find((group) => differingIn(group, wanted.choices) > 0) ??
    groups[0];
  if (!pick) throw new Error('There are no rulings to show');
  return pick.system;
}
