import type { Ruling, RulingChoices } from '../rules/ruling';
import { ORDERS_OMENS_RULINGS } from '../rules/orders-omens/rulings';
import { TITLE_TOURNAMENT_RULINGS } from '../rules/title-tournament/rulings';
import { INFINITY_RULINGS } from '../rules/infinity/rulings';
import { ORDER_66_RULINGS } from '../rules/order-66/rulings';

/** The rulings a campaign can set as house rules, grouped by the system they belong to. */
export interface RulingGroup {
  readonly system: Ruling['system'];
  readonly label: string;
  readonly rulings: readonly Ruling[];
}

export const HOUSE_RULE_GROUPS: readonly RulingGroup[] = [
  { system: 'orders-omens', label: 'Orders & Omens', rulings: ORDERS_OMENS_RULINGS },
  { system: '1999', label: 'Title Tournament (1999)', rulings: TITLE_TOURNAMENT_RULINGS },
  { system: 'infinity', label: 'Infinity N3 (Classified Objectives)', rulings: INFINITY_RULINGS },
  { system: 'order-66', label: 'Order 66 (Mystic skirmish)', rulings: ORDER_66_RULINGS },
];

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
