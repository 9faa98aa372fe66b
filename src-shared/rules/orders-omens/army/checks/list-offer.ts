import { ARMY_LISTS } from '../../data/armies';
import { MONSTERS } from '../../data/monsters';
import { WEAPON_PROFILES } from '../../data/weapons';
import type { Army, ArmyList, Regiment } from '../../types';
import { ARMY_RULE_SECTIONS } from '../army-rules';
import { type ArmyProblem, problemAt } from '../problems';

function offerProblem(list: ArmyList, regiment: Regiment): string | null {
  switch (regiment.type) {
    case 'infantry':
    case 'cavalry':
      return list[regiment.type][regiment.weapon] ? null : `${regiment.type} cannot take ${WEAPON_PROFILES[regiment.weapon].name} in the ${list.name}`;
    case 'artillery':
      return null;
    case 'monster':
      return list.monsters.includes(regiment.monster) ? null : `the ${MONSTERS[regiment.monster].name} is not in the ${list.name}`;
  }
}

/** Every regiment must be one the army's own list prices; monsters stand alone, outside Brigades. */
export function checkListOffer(army: Army): ArmyProblem[] {
  const list: ArmyList = ARMY_LISTS[army.list];
  const problems: ArmyProblem[] = [];
  army.divisions.forEach((division, d) => {
    division.brigades.forEach((brigade, b) => {
      brigade.regiments.forEach((regiment: Regiment, r) => {
        const path = ['divisions', d, 'brigades', b, 'regiments', r];
        if (regiment.type === 'monster') {
          problems.push(problemAt(path, 'a Monster is a single base and cannot join a Brigade; attach it to the Division', ARMY_RULE_SECTIONS.monsters));
          return;
        }
        const problem = offerProblem(list, regiment);
        if (problem) problems.push(problemAt(path, problem, list.name));
      });
    });
    division.attached.forEach((regiment: Regiment, a) => {
      const path = ['divisions', d, 'attached', a];
      if (regiment.type === 'infantry' || regiment.type === 'cavalry') {
        problems.push(problemAt(path, `${regiment.type} serve in Brigades; only Artillery or a Monster may be attached to a Division`, ARMY_RULE_SECTIONS.armyComposition));
        return;
      }
      const problem = offerProblem(list, regiment);
      if (problem) problems.push(problemAt(path, problem, regiment.type === 'monster' ? ARMY_RULE_SECTIONS.monsters : list.name));
    });
  });
  return problems;
}
