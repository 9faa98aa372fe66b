import { EXPERIENCE_LEVELS, EXPERIENCE_NAMES } from '../../data/experience';
import type { Army } from '../../types';
import { ARMY_RULE_SECTIONS } from '../army-rules';
import type { CompositionLimits } from '../composition-limits';
import { type ArmyProblem, joinWithAnd, problemAt } from '../problems';

/** "Each Brigade must be made up of 2-4 Regiments that are all of the same experience quality". */
export function checkBrigadeExperience(army: Army, limits: CompositionLimits): ArmyProblem[] {
  if (!limits.uniformBrigadeExperience) return [];
  const problems: ArmyProblem[] = [];
  army.divisions.forEach((division, d) => {
    division.brigades.forEach((brigade, b) => {
      const present = EXPERIENCE_LEVELS.filter((level) => brigade.regiments.some((regiment) => regiment.experience === level));
      const names = present.map((level) => EXPERIENCE_NAMES[level]);
      if (present.length > 1) {
        problems.push(problemAt(['divisions', d, 'brigades', b], `mixes ${joinWithAnd(names)} regiments`, ARMY_RULE_SECTIONS.creatingAnArmy));
      } else if (brigade.rating && present[0] && brigade.rating !== present[0]) {
        problems.push(
          problemAt(
            ['divisions', d, 'brigades', b, 'rating'],
            `is rated ${EXPERIENCE_NAMES[brigade.rating]} but its regiments are ${names[0]}`,
            ARMY_RULE_SECTIONS.creatingAnArmy,
          ),
        );
      }
    });
  });
  return problems;
}
