import type { z } from 'zod';
import type { Libraries, LibraryKind } from '../../../systems/game-system';
import { chosenOption, type RulingChoices } from '../../ruling';
import { METRES_PER_INCH, type RangeBand } from '../data/ranged';
import { OPEND6_RULINGS } from '../rulings';
import { opend6Rulings } from '../rulings-in-play';
import { EquipmentItemSchema, TroopTypeSchema, type EquipmentItem, type MeleeWeapon, type RangedWeapon, type Ranges, type SiegeWeapon, type TroopType } from './schema';
import { STARTER_EQUIPMENT } from './starter-equipment';
import { STARTER_TROOP_TYPES } from './starter-troop-types';

export const EQUIPMENT_LIBRARY_ID = 'opend6.equipment';
export const TROOP_TYPES_LIBRARY_ID = 'opend6.troop-types';

const ascendingRanges = (ranges: Ranges) => {
  const set = [ranges.short, ranges.medium, ranges.long].filter((value): value is number => value !== null);
  return set.every((value, i) => i === 0 || value > set[i - 1]!);
};

const EquipmentLibraryItem = EquipmentItemSchema.refine((item) => !('ranges' in item) || ascendingRanges(item.ranges), {
  message: 'Short, medium and long ranges must grow in that order',
  path: ['ranges'],
});
const TroopTypeLibraryItem = TroopTypeSchema.refine((troop) => troop.typicalSize.min <= troop.typicalSize.max, {
  message: 'The smallest typical squad cannot be larger than the largest',
  path: ['typicalSize'],
});

/** The campaign's Equipment table (the Weapons Chart and armour costs the rulebook refers to). */
export const EQUIPMENT_LIBRARY: LibraryKind<EquipmentItem> = {
  id: EQUIPMENT_LIBRARY_ID,
  label: 'Equipment',
  itemSchema: EquipmentLibraryItem as z.ZodType<EquipmentItem>,
  starterItems: STARTER_EQUIPMENT,
  nameOf: (item) => item.name,
};

/** The campaign's Troop List. */
export const TROOP_TYPES_LIBRARY: LibraryKind<TroopType> = {
  id: TROOP_TYPES_LIBRARY_ID,
  label: 'Troop List',
  itemSchema: TroopTypeLibraryItem as z.ZodType<TroopType>,
  starterItems: STARTER_TROOP_TYPES,
  nameOf: (troop) => troop.name,
};

/** The items a campaign holds now; a campaign without the library yet gets the starter items. */
export function equipmentOf(libraries: Libraries): readonly EquipmentItem[] {
  return (libraries[EQUIPMENT_LIBRARY_ID] as readonly EquipmentItem[] | undefined) ?? STARTER_EQUIPMENT;
}

export function troopTypesOf(libraries: Libraries): readonly TroopType[] {
  return (libraries[TROOP_TYPES_LIBRARY_ID] as readonly TroopType[] | undefined) ?? STARTER_TROOP_TYPES;
}

/** A value the rulebook prints two ways, as the campaign's ruling reads it. */
function contested(base: number | null, byRuling: { ruling: string; byOption: Readonly<Record<string, number>> } | undefined, choices: RulingChoices): number | null {
  if (!byRuling) return base;
  const ruling = OPEND6_RULINGS.find((candidate) => candidate.id === byRuling.ruling);
  if (!ruling) return base;
  return byRuling.byOption[chosenOption(ruling, choices)] ?? base;
}

/** A ranged or siege weapon's Damage Strength under the campaign's rulings (`od6.heavy-crossbow-damage`). */
export function weaponDamage(item: RangedWeapon | SiegeWeapon, choices: RulingChoices): number | null {
  return item.kind === 'ranged' ? contested(item.damage, item.damageByRuling, choices) : item.damage;
}

/** What a melee weapon adds to Strength under the rulings (`od6.magic-melee-damage`). */
export function meleeDamageBonus(item: MeleeWeapon, choices: RulingChoices): number | null {
  return contested(item.damageBonus, item.damageByRuling, choices);
}

export interface RangesInInches {
  readonly short: number | null;
  readonly medium: number | null;
  readonly long: number | null;
}

/** Band ends on the table: metres halved (L33, L198); the sample sheet's figures as `od6.weapon-range-units` reads them. */
export function rangesInInches(ranges: Ranges, choices: RulingChoices): RangesInInches {
  const inMetres = ranges.unit === 'metres' || (ranges.unit === 'sheet' && opend6Rulings(choices).weaponRangeUnits === 'metres');
  const convert = (value: number | null) => (value === null ? null : inMetres ? value / METRES_PER_INCH : value);
  return { short: convert(ranges.short), medium: convert(ranges.medium), long: convert(ranges.long) };
}

/** The range band a distance in inches falls in (up to and including each band's end, L198), or null beyond long range
 * or when the weapon's ranges are not all set. */
export function rangeBandAt(inches: number, ranges: RangesInInches): RangeBand | null {
  if (ranges.short === null || ranges.medium === null || ranges.long === null) return null;
  if (inches <= ranges.short) return 'short';
  if (inches <= ranges.medium) return 'medium';
  if (inches <= ranges.long) return 'long';
  return null;
}
