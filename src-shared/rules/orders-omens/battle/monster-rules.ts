import type { MonsterId } from '../types';

/** A breath or bombing attack: "Roll 3 Combat Dice hitting on 5+, armour saves are ignored." */
export interface BreathAttack {
  readonly name: string;
  readonly dice: number;
  readonly hitOn: number;
  readonly rangeInches: number | null;
  readonly ignoresArmour: boolean;
  readonly oncePerTurn: boolean;
}

/** What each monster's special rules do in a battle, read from the army lists. */
export interface MonsterBattleRules {
  readonly stomp: boolean;
  readonly cannotCounterCharge: boolean;
  readonly breath: BreathAttack | null;
  readonly fearsome: boolean;
  readonly shockAndAwe: boolean;
  readonly rerollUpTo: number;
  readonly rerollMissesInMelee: boolean;
  readonly forestGuardian: boolean;
  /** Treeman, Stubborn: "Counts as Elite for Morale Tests". */
  readonly moraleAsElite: boolean;
  readonly regeneration: boolean;
  readonly unnegatableSaveOn: number | null;
  readonly frenzy: boolean;
  /** Death-seekers: "benefit from -3 to their Morale Tests". */
  readonly moraleBenefit: number;
  readonly venomous: boolean;
  /** Giant Eagle: "May withdraw 3" for free after each round of Melee". */
  readonly harrier: boolean;
}

const PLAIN: MonsterBattleRules = {
  stomp: false,
  cannotCounterCharge: false,
  breath: null,
  fearsome: false,
  shockAndAwe: false,
  rerollUpTo: 0,
  rerollMissesInMelee: false,
  forestGuardian: false,
  moraleAsElite: false,
  regeneration: false,
  unnegatableSaveOn: null,
  frenzy: false,
  moraleBenefit: 0,
  venomous: false,
  harrier: false,
};

const FIRE: BreathAttack = { name: 'Breathe Fire', dice: 3, hitOn: 5, rangeInches: 6, ignoresArmour: true, oncePerTurn: true };

export const MONSTER_BATTLE_RULES: Readonly<Record<MonsterId, MonsterBattleRules>> = {
  giant: { ...PLAIN, stomp: true, cannotCounterCharge: true },
  dragon: { ...PLAIN, breath: { ...FIRE, name: 'Dragonfire' }, fearsome: true },
  griffon: { ...PLAIN, shockAndAwe: true },
  chimera: { ...PLAIN, rerollUpTo: 2, breath: FIRE },
  'giant-eagle': { ...PLAIN, harrier: true },
  treeman: { ...PLAIN, rerollMissesInMelee: true, forestGuardian: true, moraleAsElite: true },
  // Dragonfire is cut off in print: ruling oo.wyvern-dragonfire decides whether it is the Dragon's.
  wyvern: { ...PLAIN, breath: { ...FIRE, name: 'Dragonfire' }, venomous: true, fearsome: true },
  'troll-mob': { ...PLAIN, regeneration: true, cannotCounterCharge: true },
  'stone-golem': { ...PLAIN, stomp: true, unnegatableSaveOn: 5 },
  // Bombing Run: "Spend 1 action to drop bombs on an enemy unit it has moved over" — no range, no once-per-turn.
  'copter-bomber': { ...PLAIN, breath: { name: 'Bombing Run', dice: 4, hitOn: 5, rangeInches: null, ignoresArmour: true, oncePerTurn: false } },
  fanatics: { ...PLAIN, frenzy: true, moraleBenefit: 3 },
};

/** Harrier: "May withdraw 3" for free after each round of Melee". */
export const HARRIER_INCHES = 3;

/** Regeneration: "on 5+ the Troll Mob earns 1 additional Combat Dice". */
export const REGENERATION_ON = 5;
