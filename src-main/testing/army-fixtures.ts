import type { RosterInput } from '../../src-shared/contract/orders-omens/roster';

const regiment = (type: 'infantry' | 'cavalry', experience: 'green' | 'experienced' | 'elite', weapon: 'hand-weapons' | 'polearms' | 'bows' | 'crossbows-firearms', armoured = false) => ({
  type,
  experience,
  weapon,
  armoured,
});

/**
 * A legal one-Division Human army, priced from the HUMAN ARMY LIST and Divisional Generals:
 *   Marshal (Elite, free under oo.marshal-cost)                               0
 *   Experienced Divisional General 40 + Magical Advisor 10                   50
 *   1st Brigade, Green: 3 × Hand Weapons 10 + Polearms 12 + Armour 2         44
 *   2nd Brigade, Experienced: 2 × Bows 30 + Cavalry Hand Weapons 30          90
 *   3rd Brigade, Elite: Cavalry Polearms 42 + Armour 2, Crossbows 34         78
 *                                                                   total 262
 * Nine regiments at 800 Human soldiers each (Regiment Sizes): 7,200 soldiers.
 */
export function legalHumanRoster(): RosterInput {
  return {
    name: 'The Crown Host',
    list: 'human',
    pointsLimit: 300,
    marshal: { experience: 'elite', magicalAdvisor: false },
    divisions: [
      {
        name: 'Vanguard',
        general: { experience: 'experienced', magicalAdvisor: true },
        brigades: [
          {
            name: 'Levy',
            regiments: [
              regiment('infantry', 'green', 'hand-weapons'),
              regiment('infantry', 'green', 'hand-weapons'),
              regiment('infantry', 'green', 'hand-weapons'),
              regiment('infantry', 'green', 'polearms', true),
            ],
          },
          { regiments: [regiment('infantry', 'experienced', 'bows'), regiment('infantry', 'experienced', 'bows'), regiment('cavalry', 'experienced', 'hand-weapons')] },
          { regiments: [regiment('cavalry', 'elite', 'polearms', true), regiment('infantry', 'elite', 'crossbows-firearms')] },
        ],
        attached: [],
      },
    ],
  };
}

export const LEGAL_HUMAN_POINTS = 262;
export const LEGAL_HUMAN_SOLDIERS = 9 * 800;
