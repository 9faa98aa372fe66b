import type { Libraries } from '../../../systems/game-system';
import { ATTRIBUTES, type Attribute, type Skill } from '../data/attributes';
import { QUALITY_PROFILES } from '../data/quality';
import { armourIsFree, resolveSquad, type ResolvedSquad } from './resolve';
import type { Squad } from './schema';
import { trainingTotal } from './skills';
import { specialisationTraining } from './specialisations';

/** One priced thing on the sheet; `cost` null where the campaign's table gives none. */
export interface PricedItem {
  readonly id: string;
  readonly name: string;
  readonly cost: number | null;
}

/**
 * A squad's Squad Generation Points, line by line as the Record Sheet totals them (seed 004
 * L643–L668): quality, Move, attributes and training (specialisations' too, L650) make the "squad skill points cost"; weapons
 * and armour make the "point cost per soldier"; times the number in the squad is the "base squad
 * point cost"; the sergeant's and champions' extras and other costs make the total.
 */
export interface SquadPrice {
  readonly quality: number;
  readonly move: number;
  readonly attributes: Readonly<Record<Attribute, number>>;
  readonly training: Readonly<Partial<Record<Skill, number>>>;
  /** Training levels in specialisations, one SGP each like a skill's (L650). */
  readonly specialisations: number;
  /** "SQUAD SKILL POINTS COST" (L697). */
  readonly skillPoints: number;
  readonly weapons: readonly PricedItem[];
  readonly armour: PricedItem | null;
  /** "POINT COST PER SOLDIER (SKILLS+WEAPONS+ARMOR)" (L702). */
  readonly perSoldier: number;
  readonly soldiers: number;
  /** "BASE SQUAD POINT COST (PER SOLDIER COST X NUMBER OF SOLDIERS)" (L704). */
  readonly base: number;
  /** The sergeant's extra command training (L665, L705). */
  readonly sergeant: number;
  readonly champions: readonly { readonly training: number; readonly weapons: readonly PricedItem[]; readonly total: number }[];
  /** "OTHER COSTS": a crewed siege weapon, bought once (L299, L711). */
  readonly other: readonly PricedItem[];
  /** "TOTAL SQUAD COST (BASE SQUAD COST + SERGEANT + CHAMPION)" (L712). */
  readonly total: number;
  /** Items the campaign's table has no SGP cost for: counted as 0 until the group sets one. */
  readonly unpriced: readonly PricedItem[];
}

const priced = (item: { id: string; name: string; cost: number | null }): PricedItem => ({ id: item.id, name: item.name, cost: item.cost });
const sumOf = (items: readonly PricedItem[]) => items.reduce((sum, item) => sum + (item.cost ?? 0), 0);

export function priceResolvedSquad(resolved: ResolvedSquad): SquadPrice {
  const { squad, troopType } = resolved;
  const attributes = Object.fromEntries(ATTRIBUTES.map((attribute) => [attribute, troopType?.attributes[attribute] ?? 0])) as Record<Attribute, number>;
  const quality = QUALITY_PROFILES[squad.quality].cost;
  const move = troopType?.move ?? 0;
  const specialisations = specialisationTraining(squad.specialisations);
  const skillPoints = quality + move + ATTRIBUTES.reduce((sum, attribute) => sum + attributes[attribute], 0) + trainingTotal(squad.training) + specialisations;
  const weapons = resolved.weapons.map(priced);
  const armour = resolved.armour ? { ...priced(resolved.armour), cost: armourIsFree(resolved) ? 0 : resolved.armour.cost } : null;
  const perSoldier = skillPoints + sumOf(weapons) + (armour?.cost ?? 0);
  const base = perSoldier * squad.soldiers;
  const sergeant = squad.sergeant.commandTraining;
  const champions = squad.champions.map((champion, c) => {
    const championWeapons = (resolved.champions[c]?.weapons ?? []).map(priced);
    const training = trainingTotal(champion.training) + specialisationTraining(champion.specialisations);
    return { training, weapons: championWeapons, total: training + sumOf(championWeapons) };
  });
  const other = resolved.siegeWeapon ? [priced(resolved.siegeWeapon)] : [];
  const total = base + sergeant + champions.reduce((sum, champion) => sum + champion.total, 0) + sumOf(other);
  const unpriced = [...weapons, ...(armour ? [armour] : []), ...champions.flatMap((champion) => champion.weapons), ...other].filter((item) => item.cost === null);
  return { quality, move, attributes, training: squad.training, specialisations, skillPoints, weapons, armour, perSoldier, soldiers: squad.soldiers, base, sergeant, champions, other, total, unpriced };
}

/** The squad's SGPs under the campaign's Equipment table and Troop List. */
export function priceSquad(squad: Squad, libraries: Libraries = {}): SquadPrice {
  return priceResolvedSquad(resolveSquad(squad, libraries));
}
