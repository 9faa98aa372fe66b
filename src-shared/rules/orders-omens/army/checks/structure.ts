import type { Army } from '../../types';
import { ARMY_RULE_SECTIONS } from '../army-rules';
import type { CompositionLimits } from '../composition-limits';
import { type ArmyProblem, problemAt } from '../problems';

const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** At least one Division; Brigades per Division; Regiments per Brigade. */
export function checkStructure(army: Army, limits: CompositionLimits): ArmyProblem[] {
  const problems: ArmyProblem[] = [];
  if (army.divisions.length === 0) {
    problems.push(problemAt(['divisions'], 'has no Division; a Marshal leads at least one Divisional General', ARMY_RULE_SECTIONS.armyComposition));
  }
  army.divisions.forEach((division, d) => {
    const range = limits.brigadesPerDivision;
    if (range) {
      const count = division.brigades.length + (range.attachedCount ? division.attached.length : 0);
      if (count < range.min || count > range.max) {
        const counted = range.attachedCount && division.attached.length > 0 ? ' (attached regiments included)' : '';
        problems.push(
          problemAt(
            ['divisions', d, 'brigades'],
            `has ${plural(count, 'Brigade')}${counted}; a Division needs ${range.min} to ${range.max}`,
            ARMY_RULE_SECTIONS.creatingAnArmy,
          ),
        );
      }
    }
    division.brigades.forEach((brigade, b) => {
      const { min, max } = limits.regimentsPerBrigade;
      const count = brigade.regiments.length;
      if (count < min || count > max) {
        problems.push(
          problemAt(
            ['divisions', d, 'brigades', b, 'regiments'],
            `has ${plural(count, 'Regiment')}; a Brigade needs ${min} to ${max}`,
            ARMY_RULE_SECTIONS.creatingAnArmy,
          ),
        );
      }
    });
  });
  return problems;
}
