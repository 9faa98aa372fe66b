import type { RulingChoices } from '../../src-shared/rules/ruling';
import type { AnyGameSystem } from '../../src-shared/systems/game-system';

/** The campaign's house-rule choices that belong to `system` (every system's rulings share one map, by id). */
export function systemRulings(system: AnyGameSystem, houseRules: RulingChoices): RulingChoices {
  const ids = new Set(system.rulings.map((ruling) => ruling.id));
  return Object.fromEntries(Object.entries(houseRules).filter(([id]) => ids.has(id)));
}
