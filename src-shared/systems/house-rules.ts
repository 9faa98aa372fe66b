import type { Ruling, RulingChoices } from '../rules/ruling';
import { currentRulingGroups, RULING_GROUPS, type RulingGroup } from './rulings-registry';

export type { RulingGroup };

/** The rulings a campaign can set as house rules, grouped by the system they belong to (from the system registry). */
export const HOUSE_RULE_GROUPS: readonly RulingGroup[] = RULING_GROUPS;

let indexed: { groups: readonly RulingGroup[]; byId: ReadonlyMap<string, Ruling> } | null = null;

/** Every ruling by id, rebuilt only when the set of registered systems changes. */
function rulingsById(): ReadonlyMap<string, Ruling> {
  const groups = currentRulingGroups();
  const same = indexed !== null && indexed.groups.length === groups.length && indexed.groups.every((group, i) => group.rulings === groups[i]!.rulings);
  if (!same) indexed = { groups, byId: new Map(groups.flatMap((group) => group.rulings.map((ruling) => [ruling.id, ruling]))) };
  return indexed!.byId;
}

export function rulingById(id: string): Ruling | undefined {
  return rulingsById().get(id);
}

/** Why a house-rule choice cannot be stored, or null when it can. */
export function houseRuleProblem(rulingId: string, optionId: string): string | null {
  const ruling = rulingsById().get(rulingId);
  if (!ruling) return `There is no ruling "${rulingId}"`;
  if (!ruling.options.some((option) => option.id === optionId)) {
    return `"${optionId}" is not an option of "${ruling.title}" (choose ${ruling.options.map((o) => `"${o.id}"`).join(', ')})`;
  }
  return null;
}

/** Drops choices equal to the default, so a campaign stores only what it changed. */
export function withoutDefaults(choices: RulingChoices): Record<string, string> {
  return Object.fromEntries(Object.entries(choices).filter(([id, option]) => rulingsById().get(id)?.defaultOption !== option));
}
