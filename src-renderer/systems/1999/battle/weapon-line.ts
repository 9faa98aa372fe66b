import type { Weapon } from '../../../../src-shared/rules/1999';

/**
 * What a weapon does, as one line of text beside a chooser that names the weapon only (so no
 * choice is cut off): "Harrow rifle: range 60 cm, AP 1, Wounding 6." `reachCm` stands in for the
 * range of a thrown weapon (20 cm + STR, seed 001 L583).
 */
export function weaponLine(weapon: Weapon, reachCm?: number): string {
  const parts: string[] = [];
  if (weapon.type === 'throwing' && reachCm !== undefined) parts.push(`thrown up to ${reachCm} cm`);
  else if (weapon.rangeCm !== undefined) parts.push(`range ${weapon.rangeCm} cm`);
  parts.push(`AP ${weapon.ap}`, `Wounding ${weapon.wounding}${weapon.woundingMultiple > 1 ? ` ×${weapon.woundingMultiple}` : ''}`);
  if (weapon.multiple > 1) parts.push(`${weapon.multiple} rolls to hit`);
  if (weapon.deviation !== undefined && weapon.deviation !== 0) parts.push(`deviation ${weapon.deviation > 0 ? '+' : '−'}${Math.abs(weapon.deviation)} cm`);
  if (weapon.areaOfEffectCm !== undefined) parts.push(`Area of Effect ${weapon.areaOfEffectCm} cm`);
  return `${weapon.name}: ${parts.join(', ')}.`;
}
