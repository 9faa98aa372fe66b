import type { RulingChoices } from '../../../ruling';
import type { Army, Regiment } from '../../types';
import { priceArmy } from '../army-price';
import { ARMY_RULE_SECTIONS } from '../army-rules';
import type { CompositionLimits } from '../composition-limits';
import { type ArmyProblem, problemAt } from '../problems';
import { priceRegiment } from '../regiment-price';

const percent = (part: number, whole: number) => `${Math.round((100 * part) / whole)}%`;

function allRegiments(army: Army): Regiment[] {
  return army.divisions.flatMap((division) => [...division.brigades.flatMap((brigade) => brigade.regiments), ...division.attached]);
}

/** Infantry at least half the army, cavalry at most half — by regiment count or by points. */
export function checkTroopShares(army: Army, limits: CompositionLimits, choices?: RulingChoices): ArmyProblem[] {
  const regiments = allRegiments(army);
  if (limits.troopShareBasis === null || regiments.length === 0) return [];
  const measure =
    limits.troopShareBasis === 'points'
      ? (regiment: Regiment) => priceRegiment(army.list, regiment, choices) ?? 0
      : () => 1;
  const whole = limits.troopShareBasis === 'points' ? priceArmy(army, choices).total : regiments.length;
  const of = (type: Regiment['type']) => regiments.filter((regiment) => regiment.type === type).reduce((sum, r) => sum + measure(r), 0);
  const infantry = of('infantry');
  const cavalry = of('cavalry');
  const unit = limits.troopShareBasis === 'points' ? 'points' : 'regiments';
  const problems: ArmyProblem[] = [];
  if (whole > 0 && infantry * 2 < whole) {
    problems.push(
      problemAt([], `infantry make up ${infantry} of ${whole} ${unit} (${percent(infantry, whole)}); at least 50% must be infantry`, ARMY_RULE_SECTIONS.infantryShare),
    );
  }
  if (whole > 0 && cavalry * 2 > whole) {
    problems.push(
      problemAt([], `cavalry make up ${cavalry} of ${whole} ${unit} (${percent(cavalry, whole)}); at most 50% may be cavalry`, ARMY_RULE_SECTIONS.cavalryShare),
    );
  }
  return problems;
}
