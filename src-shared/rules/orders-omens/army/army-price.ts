import type { RulingChoices } from '../../ruling';
import { chosenOption } from '../../ruling';
import { DIVISIONAL_GENERAL_POINTS, MAGICAL_ADVISOR_POINTS } from '../data/generals';
import { MARSHAL_COST } from '../rulings/army-building';
import type { Army, ArmyListId, Brigade, Division, DivisionalGeneral, Marshal } from '../types';
import { priceRegiment } from './regiment-price';

/** Points of one Brigade; `null` entries are regiments the list does not offer (counted as 0). */
export interface BrigadePrice {
  readonly total: number;
  readonly regiments: readonly (number | null)[];
}

export interface DivisionPrice {
  readonly total: number;
  /** The Divisional General with any Magical Advisor. */
  readonly general: number;
  readonly brigades: readonly BrigadePrice[];
  readonly attached: readonly (number | null)[];
}

export interface ArmyPrice {
  readonly total: number;
  /** The Marshal with any Magical Advisor (the Marshal himself per `oo.marshal-cost`). */
  readonly marshal: number;
  readonly divisions: readonly DivisionPrice[];
}

const sum = (values: readonly (number | null)[]) => values.reduce<number>((total, value) => total + (value ?? 0), 0);

export function priceBrigade(listId: ArmyListId, brigade: Brigade, choices?: RulingChoices): BrigadePrice {
  const regiments = brigade.regiments.map((regiment) => priceRegiment(listId, regiment, choices));
  return { total: sum(regiments), regiments };
}

export function priceDivisionalGeneral(general: DivisionalGeneral): number {
  return DIVISIONAL_GENERAL_POINTS[general.experience] + (general.magicalAdvisor ? MAGICAL_ADVISOR_POINTS : 0);
}

export function priceMarshal(marshal: Marshal, choices?: RulingChoices): number {
  const own = chosenOption(MARSHAL_COST, choices) === 'elite-general-price' ? DIVISIONAL_GENERAL_POINTS.elite : 0;
  return own + (marshal.magicalAdvisor ? MAGICAL_ADVISOR_POINTS : 0);
}

export function priceDivision(listId: ArmyListId, division: Division, choices?: RulingChoices): DivisionPrice {
  const general = priceDivisionalGeneral(division.general);
  const brigades = division.brigades.map((brigade) => priceBrigade(listId, brigade, choices));
  const attached = division.attached.map((regiment) => priceRegiment(listId, regiment, choices));
  return { total: general + sum(brigades.map((b) => b.total)) + sum(attached), general, brigades, attached };
}

/** Prices an army at every level: regiment, Brigade, Division and the whole army. */
export function priceArmy(army: Army, choices?: RulingChoices): ArmyPrice {
  const marshal = priceMarshal(army.marshal, choices);
  const divisions = army.divisions.map((division) => priceDivision(army.list, division, choices));
  return { total: marshal + sum(divisions.map((d) => d.total)), marshal, divisions };
}
