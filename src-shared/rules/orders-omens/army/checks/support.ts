import type { Army, Regiment } from '../../types';
import { ARMY_RULE_SECTIONS } from '../army-rules';
import type { CompositionLimits } from '../composition-limits';
import { type ArmyProblem, problemAt } from '../problems';

/** One Artillery per Division (placed as the rulings allow) and one Monster per army. */
export function checkSupport(army: Army, limits: CompositionLimits): ArmyProblem[] {
  const problems: ArmyProblem[] = [];
  let monstersSeen = 0;
  army.divisions.forEach((division, d) => {
    const inBrigades: (string | number)[][] = [];
    division.brigades.forEach((brigade, b) =>
      brigade.regiments.forEach((regiment: Regiment, r) => {
        if (regiment.type === 'artillery') inBrigades.push(['divisions', d, 'brigades', b, 'regiments', r]);
      }),
    );
    const attached: (string | number)[][] = [];
    division.attached.forEach((regiment: Regiment, a) => {
      const path = ['divisions', d, 'attached', a];
      if (regiment.type === 'artillery') attached.push(path);
      if (regiment.type === 'monster') {
        monstersSeen++;
        if (limits.monstersPerArmy !== null && monstersSeen > limits.monstersPerArmy) {
          problems.push(problemAt(path, 'is a second Monster; an army may field only one', ARMY_RULE_SECTIONS.monsters));
        }
      }
    });

    if (limits.artilleryPlacement === 'attached-only') {
      for (const path of inBrigades) problems.push(problemAt(path, 'Artillery must be attached to the Division, not placed in a Brigade', ARMY_RULE_SECTIONS.artillery));
    }
    if (limits.artilleryPlacement === 'brigade-only') {
      for (const path of attached) problems.push(problemAt(path, 'Artillery must stand in a Brigade, not be attached to the Division', ARMY_RULE_SECTIONS.artillery));
    }
    const all = [...inBrigades, ...attached];
    if (limits.artilleryPerDivision !== null && all.length > limits.artilleryPerDivision) {
      problems.push(
        problemAt(['divisions', d], `has ${all.length} Artillery Regiments; only one per Division`, ARMY_RULE_SECTIONS.artillery),
      );
    }
  });
  return problems;
}
