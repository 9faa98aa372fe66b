import type { RulingChoices } from '../../ruling';
import { meleeDamageBonus, weaponDamage } from '../equipment/library';
import type { EquipmentItem } from '../equipment/schema';

/** The values an item needs at the table that the campaign's table leaves unset. */
export function missingBattleValues(item: EquipmentItem, choices: RulingChoices): string[] {
  const missing: string[] = [];
  const ranges = 'ranges' in item ? item.ranges : null;
  if (ranges && (ranges.short === null || ranges.medium === null || ranges.long === null)) missing.push('ranges');
  switch (item.kind) {
    case 'ranged':
      if (weaponDamage(item, choices) === null) missing.push('Damage Strength');
      break;
    case 'melee':
      if (meleeDamageBonus(item, choices) === null) missing.push('Damage Strength');
      break;
    case 'armour':
      if (item.strength === null || item.agility === null) missing.push('Strength and Agility modifiers');
      break;
    case 'siege':
      if (item.damage === null) missing.push('Damage Strength');
      if (item.crew === null) missing.push('crew');
      if (item.bodyStrength === null || item.bodyPoints === null) missing.push('Body Strength and Body Points');
      if (item.fireRate === null) missing.push('Fire Rate');
      break;
  }
  return missing;
}
