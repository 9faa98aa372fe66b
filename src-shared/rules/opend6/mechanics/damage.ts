import { INCAPACITATED_MARGIN, type DamageResult } from '../data/damage';
import type { Od6Rulings } from '../rulings-in-play';

/**
 * The Damage Table (seed 004 L268–L274): the Damage Strength roll against the Strength roll.
 * DS < SR no effect; DS ≥ SR wound; DS ≥ SR + 4 incapacitated. Under `od6.damage-tie`'s
 * "tie-no-effect" a tie is no effect (the example on L118).
 */
export function damageResult(damageRoll: number, strengthRoll: number, rulings: Pick<Od6Rulings, 'damageTie'>): DamageResult {
  if (damageRoll >= strengthRoll + INCAPACITATED_MARGIN) return 'incapacitated';
  if (damageRoll > strengthRoll) return 'wounded';
  if (damageRoll === strengthRoll) return rulings.damageTie === 'table-wounds' ? 'wounded' : 'no-effect';
  return 'no-effect';
}

/** A soldier's wound state after one more result: a second wound incapacitates (L282). */
export function afterDamage(current: 'fit' | 'wounded' | 'incapacitated', result: DamageResult): 'fit' | 'wounded' | 'incapacitated' {
  if (current === 'incapacitated' || result === 'incapacitated') return 'incapacitated';
  if (result === 'wounded') return current === 'wounded' ? 'incapacitated' : 'wounded';
  return current;
}
