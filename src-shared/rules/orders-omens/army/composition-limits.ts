import type { RulingChoices } from '../../ruling';
import { chosenOption } from '../../ruling';
import {
  ARTILLERY_PLACEMENT,
  BRIGADE_MIXED_EXPERIENCE,
  BRIGADES_PER_DIVISION,
  RANDOMISED_ARMY_LIMITS,
  REGIMENTS_PER_BRIGADE,
  TROOP_SHARE_BASIS,
} from '../rulings/army-building';
import { ATTACHED_UNITS_AS_BRIGADES } from '../rulings/battle';
import type { Army } from '../types';

/** The composition limits in force for one army under a campaign's rulings. */
export interface CompositionLimits {
  readonly brigadesPerDivision: { readonly min: number; readonly max: number; readonly attachedCount: boolean } | null;
  readonly regimentsPerBrigade: { readonly min: number; readonly max: number };
  readonly uniformBrigadeExperience: boolean;
  /** `null` when a randomised army is exempt. */
  readonly troopShareBasis: 'regiment-count' | 'points' | null;
  readonly artilleryPlacement: 'brigade-or-attached' | 'attached-only' | 'brigade-only' | null;
  readonly artilleryPerDivision: number | null;
  readonly monstersPerArmy: number | null;
  readonly enforcePointsLimit: boolean;
}

/** Reads the rulings (and the army's randomised flag) into plain limits. */
export function compositionLimits(army: Pick<Army, 'randomised'>, choices?: RulingChoices): CompositionLimits {
  const exemption = army.randomised ? chosenOption(RANDOMISED_ARMY_LIMITS, choices) : null;
  const exempt = exemption !== null;
  const supportExempt = exemption === 'exempt';
  const brigades = chosenOption(BRIGADES_PER_DIVISION, choices);
  return {
    brigadesPerDivision: exempt
      ? null
      : { min: brigades === 'two-to-five' ? 2 : 3, max: 5, attachedCount: chosenOption(ATTACHED_UNITS_AS_BRIGADES, choices) === 'count-as-brigades' },
    regimentsPerBrigade: { min: 2, max: chosenOption(REGIMENTS_PER_BRIGADE, choices) === 'two-to-five' ? 5 : 4 },
    uniformBrigadeExperience: chosenOption(BRIGADE_MIXED_EXPERIENCE, choices) === 'uniform',
    troopShareBasis: exempt ? null : chosenOption(TROOP_SHARE_BASIS, choices),
    artilleryPlacement: exempt ? null : chosenOption(ARTILLERY_PLACEMENT, choices),
    artilleryPerDivision: supportExempt ? null : 1,
    monstersPerArmy: supportExempt ? null : 1,
    enforcePointsLimit: !exempt,
  };
}
