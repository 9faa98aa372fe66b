import { EXPERIENCE_NAMES } from '../../data/experience';
import { MARSHAL_EXPERIENCE } from '../../data/generals';
import type { Army } from '../../types';
import { ARMY_RULE_SECTIONS } from '../army-rules';
import { type ArmyProblem, problemAt } from '../problems';

/** "Each player starts with a Marshal (Marshals are always Elite)". */
export function checkMarshal(army: Army): ArmyProblem[] {
  if (army.marshal.experience === MARSHAL_EXPERIENCE) return [];
  return [
    problemAt(
      ['marshal', 'experience'],
      `is ${EXPERIENCE_NAMES[army.marshal.experience]}; Marshals are always Elite`,
      ARMY_RULE_SECTIONS.creatingAnArmy,
    ),
  ];
}
