/**
 * What each Mystic's ability does in the engine. The six printed Mystics each have one; a group's
 * own Mystic (from the campaign's Mystics library) names the one its ability works like.
 */
export type AbilityMechanic = 'deflection' | 'sword-master' | 'jump' | 'lightning' | 'choke' | 'manipulation';

export const ABILITY_MECHANICS: readonly AbilityMechanic[] = ['deflection', 'sword-master', 'jump', 'lightning', 'choke', 'manipulation'];

/** A Mystic as a force names it: the rulebook's six, or a group's own from the library. */
export interface MysticDefinition {
  /** Stable key stored in rosters (`meg`, or a library item's key). */
  readonly key: string;
  readonly name: string;
  /** The ability's name, "Mystic Deflection". */
  readonly ability: string;
  /** The ability's text, as printed (or as the group wrote it). */
  readonly text: string;
  readonly mechanic: AbilityMechanic;
  /** True for the six in the rulebook. */
  readonly printed: boolean;
}

/** The six Mystics and their active abilities (seed 000 L44–L58), as printed. */
export interface Mystic extends MysticDefinition {
  readonly id: 'meg' | 'libby' | 'luke' | 'kieran' | 'va-durr' | 'jen';
}

export const MYSTICS: readonly Mystic[] = [
  {
    id: 'meg',
    key: 'meg',
    name: 'Meg',
    ability: 'Mystic Deflection',
    text: 'if dodges a ranged attack, may take an immediate return fire shot',
    mechanic: 'deflection',
    printed: true,
  },
  {
    id: 'libby',
    key: 'libby',
    name: 'Libby',
    ability: 'Sword Master',
    text: 'May attack all models upto 2 squares away in one combat action',
    mechanic: 'sword-master',
    printed: true,
  },
  {
    id: 'luke',
    key: 'luke',
    name: 'Luke',
    ability: 'Mystic Jump',
    text: 'May +1 to dodge rolls and move across interveining minis / terrain without penalty',
    mechanic: 'jump',
    printed: true,
  },
  {
    id: 'kieran',
    key: 'kieran',
    name: 'Kieran',
    ability: 'Mystic Lightning',
    text: 'May make ranged attacks as per shooting rules',
    mechanic: 'lightning',
    printed: true,
  },
  {
    id: 'va-durr',
    key: 'va-durr',
    name: "Va'Durr",
    ability: 'Mystic Choke',
    text: 'may make a ranged attack against any mini in line of sight. If ranged attack is successful, target may not perform any actions during its next. if the casting Mystic successfully casts twice on the same mini, that mini is removed as a casualty',
    mechanic: 'choke',
    printed: true,
  },
  {
    id: 'jen',
    key: 'jen',
    name: 'Jen',
    ability: 'Mystic Manipulation',
    text: 'may be used against any miniature within 12 squares. Make a ranged attack against the target with a difficulty of 7. If not resisted, the Mystic may control the target for its next activation.',
    mechanic: 'manipulation',
    printed: true,
  },
];

/** "Each Mystic moves 4 squares and has 3 wounds" (L70); "Grymn Troopers move 3 squares and have 1 wound each" (L74). */
export const PROFILES = {
  mystic: { move: 4, wounds: 3 },
  grymn: { move: 3, wounds: 1 },
} as const;

/** "Each model may take up to 2 actions per turn" (L82). */
export const ACTIONS_PER_TURN = 2;

/** The distances the rules measure, in squares. */
export const REACH = {
  /** "target any miniature or terrain piece within 10 squares" (L98). */
  psychic: 10,
  /** "the target can be moved a number of squares equal to Ten minus the distance" (L106). */
  pushBase: 10,
  /** "+1 for every friendly trooper within 4 squares" (L92). */
  trooperSupport: 4,
  /** Sword Master: "all models upto 2 squares away" (L50). */
  swordMaster: 2,
  /** Mystic Manipulation: "any miniature within 12 squares" (L58). */
  manipulation: 12,
} as const;

/** "they roll 2D6 and require 7 or more to hit their target" (L90). */
export const SHOT_TARGET = 7;
/** "Make a ranged attack against the target with a difficulty of 7" (L58). */
export const MANIPULATION_TARGET = 7;
/** "Luke's base fills one square" (L114): every miniature fills one square. */
export const MODEL_SQUARES = 1;
