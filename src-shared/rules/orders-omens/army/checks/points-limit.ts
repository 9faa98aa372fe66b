import type { RulingChoices } from '../../../ruling';
import type { Army } from '../../types';
import { priceArmy } from '../army-price';
import { ARMY_RULE_SECTIONS } from '../army-rules';
import type { CompositionLimits } from '../composition-limits';
import { type ArmyProblem, problemAt } from '../problems';

const thousands = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** "the players must either agree a points limit to their battle or agree to randomised armies". */
export function checkPointsLimit(army: Army, limits: CompositionLimits, choices?: RulingChoices): ArmyProblem[] {
  if (!limits.enforcePointsLimit || army.pointsLimit === undefined) return [];
  const total = priceArmy(army, choices).total;
  if (total <= army.pointsLimit) return [];
  return [
    problemAt(
      ['pointsLimit'],
      `costs ${thousands(total)} points, ${thousands(total - army.pointsLimit)} over the ${thousands(army.pointsLimit)}-point limit`,
      ARMY_RULE_SECTIONS.creatingAnArmy,
    ),
  ];
}
