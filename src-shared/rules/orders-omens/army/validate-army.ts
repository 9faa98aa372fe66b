import type { RulingChoices } from '../../ruling';
import type { Army } from '../types';
import { checkBrigadeExperience } from './checks/brigade-experience';
import { checkListOffer } from './checks/list-offer';
import { checkMarshal } from './checks/marshal';
import { checkPointsLimit } from './checks/points-limit';
import { checkStructure } from './checks/structure';
import { checkSupport } from './checks/support';
import { checkTroopShares } from './checks/troop-shares';
import { compositionLimits } from './composition-limits';
import type { ArmyProblem } from './problems';

/**
 * Every problem with an army under the campaign's rulings, each located by path and citing its
 * rule; an empty list means the army is legal. Randomised armies skip the limits they break by
 * design (ruling `oo.randomised-army-limits`).
 */
export function validateArmy(army: Army, choices?: RulingChoices): ArmyProblem[] {
  const limits = compositionLimits(army, choices);
  return [
    ...checkMarshal(army),
    ...checkStructure(army, limits),
    ...checkBrigadeExperience(army, limits),
    ...checkListOffer(army),
    ...checkSupport(army, limits),
    ...checkTroopShares(army, limits, choices),
    ...checkPointsLimit(army, limits, choices),
  ];
}
