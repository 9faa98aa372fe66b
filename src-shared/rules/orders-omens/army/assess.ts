import type { RulingChoices } from '../../ruling';
import { priceArmy, type ArmyPrice } from './army-price';
import { validateArmy } from './validate-army';
import type { ArmyProblem } from './problems';
import { armyStrength, type ArmyStrength } from '../narrative/strength';
import type { Army } from '../types';

/** Everything the engine says about a roster: points at every level, problems, strength. */
export interface RosterAssessment {
  readonly price: ArmyPrice;
  readonly problems: readonly ArmyProblem[];
  readonly strength: ArmyStrength;
  readonly valid: boolean;
}

/** One pass of the pure engine, the same in the builder (live) and in the service (on save). */
export function assessRoster(army: Army, choices?: RulingChoices): RosterAssessment {
  const problems = validateArmy(army, choices);
  return { price: priceArmy(army, choices), problems, strength: armyStrength(army, choices), valid: problems.length === 0 };
}

/** An army may be taken into a battle when it is legal, or when it was randomised (uneven by design). */
export function battleReady(army: Pick<Army, 'randomised'>, valid: boolean): boolean {
  return valid || army.randomised;
}
