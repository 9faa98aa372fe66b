import type { Ruling, RulingChoices } from '../rules/ruling';
import { RULING_GROUPS, type RulingGroup } from '../systems/rulings-registry';

export type { RulingGroup };

/** The rulings a campaign can set as house rules, grouped by the system they belong to (from the system registry). */
export const HOUSE_RULE_GROUPS: readonly RulingGroup[] = RULING_GROUPS;

const RULINGS_BY_ID: ReadonlyMap<string, Ruling> = new Map(HOUSE_RULE_GROUPS.flatMap((group) => group.rulings.map((ruling) => [ruling.id, ruling])));

export function rulingById(id: string): Ruling | undefined {
  return RULINGS_BY_ID.get(id);
}

/** Why a house-rule choice cannot be stored, or null when it can. */
export function houseRuleProblem(rulingId: string, optionId: string): string | null {
  const ruling = RULINGS_BY_ID.get(rulingId);
  if (!ruling) return `There is no ruling "${rulingId}"`;
  if (!ruling.options.some((option) => option.id === optionId)) {
    return `"${optionId}" is not an option of "${ruling.title}" (choose ${ruling.options.map((o) => `"${o.id}"`).join(', ')})`;
  }
  return null;
}

/** Drops choices equal to the default, so a campaign stores only what it changed. */
export function withoutDefaults(choices: RulingChoices): Record<string, string> {
  return Object.fromEntries(Object.entries(choices).filter(([id, option]) => RULINGS_BY_ID.get(id)?.defaultOption !== option));
}
