import type { ArtilleryAccuracy, Weapon, WeaponProfile } from '../types';

/**
 * Weapons & Equipment, the melee modifier list (Combat) and the quick reference. The -1 in melee
 * for shooters: "-1 to hit rolls if the regiment is equipped with bows, crossbows, firearms or
 * artillery".
 */
export const WEAPON_PROFILES = {
  'hand-weapons': {
    id: 'hand-weapons',
    name: 'Hand Weapons',
    ranged: null,
    meleeFront: 0,
    meleeFlankOrRear: 0,
    infantryMayCharge: true,
  },
  polearms: {
    id: 'polearms',
    name: 'Polearms',
    ranged: null,
    meleeFront: 2,
    meleeFlankOrRear: -2,
    infantryMayCharge: false,
  },
  bows: {
    id: 'bows',
    name: 'Bows',
    ranged: {
      maxRangeInches: 10,
      effectiveRangeInches: 6,
      longRangeHitOn: 6,
      effectiveRangeHitOn: 5,
      negatesArmour: false,
      mustReload: false,
    },
    meleeFront: -1,
    meleeFlankOrRear: -1,
    infantryMayCharge: true,
  },
  'crossbows-firearms': {
    id: 'crossbows-firearms',
    name: 'Crossbows/Firearms',
    ranged: {
      maxRangeInches: 12,
      effectiveRangeInches: 6,
      longRangeHitOn: 6,
      effectiveRangeHitOn: 5,
      negatesArmour: true,
      mustReload: true,
    },
    meleeFront: -1,
    meleeFlankOrRear: -1,
    infantryMayCharge: true,
  },
} as const satisfies Readonly<Record<Weapon, WeaponProfile>>;

/** Artillery: "maximum range is 24"", 6+ first, improving after hits; ignores armour; reloads. */
export const ARTILLERY_PROFILE = {
  id: 'artillery',
  name: 'Artillery',
  ranged: {
    maxRangeInches: 24,
    effectiveRangeInches: null,
    longRangeHitOn: 6,
    effectiveRangeHitOn: null,
    negatesArmour: true,
    mustReload: true,
  },
  meleeFront: -1,
  meleeFlankOrRear: -1,
  infantryMayCharge: true,
} as const satisfies WeaponProfile;

/** "requires rolls of 6 to hit. Each subsequent hit ... (5+, then 4+, then 3+)"; resets if the target "moves more than 1"". */
export const ARTILLERY_ACCURACY = {
  hitOnSequence: [6, 5, 4, 3],
  resetWhenTargetMovesInches: 1,
} as const satisfies ArtilleryAccuracy;

/** Armour Upgrade: "a 6+ Armour Save against each hit". */
export const ARMOUR_SAVE_ON = 6;

/** Hits in melee: "Dice rolls of 5+ after any of the above modifiers inflict hits." */
export const MELEE_HIT_ON = 5;
