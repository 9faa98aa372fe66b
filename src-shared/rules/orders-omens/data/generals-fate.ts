import type { GeneralsFateBand, GeneralsFateModifier } from '../types';

/** Generals in Combat, Modifiers: by how many hits the General's regiment was defeated. */
export const GENERALS_FATE_MODIFIERS = [
  { defeatedByMin: 1, defeatedByMax: 2, modifier: 2 },
  { defeatedByMin: 3, defeatedByMax: 4, modifier: 0 },
  { defeatedByMin: 5, defeatedByMax: null, modifier: -2 },
] as const satisfies readonly GeneralsFateModifier[];

/** GENERALS FATE TABLE (2D6), modified roll → result. */
export const GENERALS_FATE_TABLE = [
  {
    result: 'slain',
    name: 'Slain',
    min: null,
    max: 2,
    effect: 'The General is killed in the fighting. The Brigade immediately takes a Morale Test with a -2 modifier to their roll.',
    moraleTestModifier: -2,
  },
  {
    result: 'captured',
    name: 'Captured',
    min: 3,
    max: 5,
    effect: 'The enemy seizes the General. The Brigade makes a Morale Test with a -1 modifier to their roll.',
    moraleTestModifier: -1,
  },
  {
    result: 'wounded',
    name: 'Wounded',
    min: 6,
    max: 8,
    effect: 'The General is badly injured. He cannot join another combat and no longer grants their +1 Combat Dice bonus. They may still issue orders.',
  },
  { result: 'narrow-escape', name: 'Narrow escape', min: 9, max: 11, effect: 'The General survives but is shaken. No further effect.' },
  {
    result: 'heroic-stand',
    name: 'Heroic Stand',
    min: 12,
    max: null,
    effect: 'Against all odds, the General rallies the men. Add a further +1 Combat Dice to the Brigade in the next melee.',
  },
] as const satisfies readonly GeneralsFateBand[];

/** "A Marshal or General ... in base to base contact with a friendly regiment that is in combat provide that regiment with one additional Combat Dice." */
export const GENERAL_COMBAT_DICE_BONUS = 1;
