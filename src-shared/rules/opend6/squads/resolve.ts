import type { Libraries } from '../../../systems/game-system';
import type { AttributeScores } from '../data/attributes';
import { equipmentOf, troopTypesOf } from '../equipment/library';
import type { Armour, EquipmentItem, MeleeWeapon, RangedWeapon, SiegeWeapon, TroopType } from '../equipment/schema';
import type { Squad } from './schema';

/** A squad with its library references looked up; anything not found is listed, not thrown. */
export interface ResolvedSquad {
  readonly squad: Squad;
  readonly troopType: TroopType | null;
  readonly weapons: readonly (RangedWeapon | MeleeWeapon)[];
  readonly armour: Armour | null;
  readonly siegeWeapon: SiegeWeapon | null;
  readonly champions: readonly { readonly weapons: readonly (RangedWeapon | MeleeWeapon)[]; readonly specialisations: readonly SpecialisedWeapon[] }[];
  /** The weapon each specialisation is in, by position; null where the campaign has no such weapon. */
  readonly specialisations: readonly SpecialisedWeapon[];
  readonly missing: readonly { readonly path: readonly (string | number)[]; readonly id: string; readonly expected: string }[];
}

type Missing = ResolvedSquad['missing'][number];
export type SpecialisedWeapon = RangedWeapon | MeleeWeapon | SiegeWeapon | null;

function lookUp<K extends EquipmentItem['kind']>(items: readonly EquipmentItem[], id: string, kinds: readonly K[], path: Missing['path'], missing: Missing[], expected: string): Extract<EquipmentItem, { kind: K }> | null {
  const item = items.find((candidate) => candidate.id === id);
  if (!item || !(kinds as readonly string[]).includes(item.kind)) {
    missing.push({ path, id, expected });
    return null;
  }
  return item as Extract<EquipmentItem, { kind: K }>;
}

export function resolveSquad(squad: Squad, libraries: Libraries): ResolvedSquad {
  const items = equipmentOf(libraries);
  const missing: Missing[] = [];
  const troopType = troopTypesOf(libraries).find((troop) => troop.id === squad.troopTypeId) ?? null;
  if (!troopType) missing.push({ path: ['troopTypeId'], id: squad.troopTypeId, expected: 'troop type' });
  const weaponsAt = (ids: readonly string[], path: Missing['path']) =>
    ids.flatMap((id, i) => {
      const weapon = lookUp(items, id, ['ranged', 'melee'], [...path, i], missing, 'weapon');
      return weapon ? [weapon] : [];
    });
  const specialisedAt = (list: Squad['specialisations'], path: Missing['path']): SpecialisedWeapon[] =>
    list.map((specialisation, i) => (specialisation.weaponId === '' ? null : lookUp(items, specialisation.weaponId, ['ranged', 'melee', 'siege'], [...path, i, 'weaponId'], missing, 'weapon')));
  return {
    squad,
    troopType,
    weapons: weaponsAt(squad.weaponIds, ['weaponIds']),
    armour: squad.armourId === null ? null : lookUp(items, squad.armourId, ['armour'], ['armourId'], missing, 'armour'),
    siegeWeapon: squad.siegeWeaponId === null ? null : lookUp(items, squad.siegeWeaponId, ['siege'], ['siegeWeaponId'], missing, 'siege weapon'),
    champions: squad.champions.map((champion, c) => ({ weapons: weaponsAt(champion.weaponIds, ['champions', c, 'weaponIds']), specialisations: specialisedAt(champion.specialisations, ['champions', c, 'specialisations']) })),
    specialisations: specialisedAt(squad.specialisations, ['specialisations']),
    missing,
  };
}

/** Attributes as listed; armour's Agility modifier applies to Agility (L619, L661). */
export function fieldedAttributes(resolved: ResolvedSquad): AttributeScores | null {
  if (!resolved.troopType) return null;
  const listed = resolved.troopType.attributes;
  return { ...listed, AGI: listed.AGI + (resolved.armour?.agility ?? 0) };
}

/** Armour free under the Troop List ("free": no SGP cost, L623). */
export function armourIsFree(resolved: ResolvedSquad): boolean {
  const rule = resolved.troopType?.armour;
  return rule?.kind === 'free' && resolved.armour?.id === rule.id;
}
