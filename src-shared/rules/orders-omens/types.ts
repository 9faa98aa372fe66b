/**
 * Orders & Omens: the shapes of a roster (what a player builds) and of the lookup data (what the
 * rulebook prints). Pure types; the values live in `data/`. Additive changes only: the battle,
 * scoring and odds modules build on these.
 */

// ---------------------------------------------------------------------------------------------
// Vocabulary
// ---------------------------------------------------------------------------------------------

/** The four peoples of the rulebook ("Humans, Elves, Dwarves, and Orcs"). */
export type Race = 'human' | 'elf' | 'dwarf' | 'orc';

/** The five printed army lists. The Playtest list has no race of its own. */
export type ArmyListId = 'playtest' | 'human' | 'elven' | 'orc' | 'dwarven';

/** "Green, Experienced or Elite" (Unit Experience). */
export type Experience = 'green' | 'experienced' | 'elite';

/** "Each regiment is either Infantry, Cavalry, Monster or Artillery" (Unit Experience). */
export type RegimentType = 'infantry' | 'cavalry' | 'artillery' | 'monster';

/** Regiment types bought by weapon and experience from a list's price table. */
export type LineRegimentType = 'infantry' | 'cavalry';

/**
 * Weapons a line regiment is bought with (Weapons & Equipment). "Pikes" (randomiser) and
 * "lances" (Polearms) are both `polearms`; crossbows and firearms share one profile.
 */
export type Weapon = 'hand-weapons' | 'polearms' | 'bows' | 'crossbows-firearms';

/** Every monster printed in any list. */
export type MonsterId =
  | 'giant'
  | 'dragon'
  | 'griffon'
  | 'chimera'
  | 'giant-eagle'
  | 'treeman'
  | 'wyvern'
  | 'troll-mob'
  | 'stone-golem'
  | 'copter-bomber'
  | 'fanatics';

/** Race special rules printed at the head of each race's army list. */
export type RaceRuleId = 'adaptable-command' | 'keen-sight' | 'bloodlust' | 'stubborn' | 'dwarven-made';

// ---------------------------------------------------------------------------------------------
// Roster (what a player builds)
// ---------------------------------------------------------------------------------------------

/** Optional identity a UI or the battle engine may attach; army building never needs it. */
export interface Named {
  /** Stable id for references from battle events; free-form, unique within the army. */
  readonly id?: string;
  /** Player-given name, e.g. "The Ironhold Guard". */
  readonly name?: string;
}

/** An infantry or cavalry regiment: priced by weapon and experience, optionally armoured. */
export interface LineRegiment extends Named {
  readonly type: LineRegimentType;
  readonly experience: Experience;
  readonly weapon: Weapon;
  /** The Armour Upgrade: a 6+ save. */
  readonly armoured: boolean;
}

/** An artillery regiment: priced by experience only. */
export interface ArtilleryRegiment extends Named {
  readonly type: 'artillery';
  readonly experience: Experience;
}

/** A monster: one base, its own Control Value and Combat Dice, no experience. */
export interface MonsterRegiment extends Named {
  readonly type: 'monster';
  readonly monster: MonsterId;
}

export type Regiment = LineRegiment | ArtilleryRegiment | MonsterRegiment;

/** Regiments that may stand inside a Brigade. */
export type BrigadeRegiment = LineRegiment | ArtilleryRegiment;

/**
 * Regiments attached to a Division rather than to one of its Brigades: "an attached Artillery
 * Regiment" (Army Composition picture) and the roster sheet's "Monster/Artillery" slot. On the
 * table each acts as a unit of one regiment.
 */
export type AttachedRegiment = ArtilleryRegiment | MonsterRegiment;

export interface Brigade extends Named {
  /** 2–4 regiments (see ruling `oo.regiments-per-brigade`). */
  readonly regiments: readonly BrigadeRegiment[];
  /**
   * The Brigade's single overall rating. Only read when a house rule allows mixed experience
   * (`oo.brigade-mixed-experience`); otherwise the rating is the regiments' shared experience.
   */
  readonly rating?: Experience;
}

/** A Divisional General; "may be upgraded with a Magical Advisor". */
export interface DivisionalGeneral extends Named {
  readonly experience: Experience;
  readonly magicalAdvisor: boolean;
}

export interface Division extends Named {
  readonly general: DivisionalGeneral;
  /** 3–5 Brigades (see ruling `oo.brigades-per-division`). */
  readonly brigades: readonly Brigade[];
  /** Artillery or a monster attached to the Division, outside any Brigade. */
  readonly attached: readonly AttachedRegiment[];
}

/** The player's Marshal. "Marshals are always Elite"; validation reports anything else. */
export interface Marshal extends Named {
  readonly experience: Experience;
  readonly magicalAdvisor: boolean;
}

export interface Army extends Named {
  readonly list: ArmyListId;
  readonly marshal: Marshal;
  readonly divisions: readonly Division[];
  /** The agreed points limit; absent when none was agreed (e.g. randomised armies). */
  readonly pointsLimit?: number;
  /**
   * Built with the army randomiser. Randomised armies are uneven by design and are exempt from
   * the composition limits the randomiser can break (see ruling `oo.randomised-army-limits`).
   */
  readonly randomised: boolean;
  /**
   * The people a Playtest-list army represents, for narrative strength (soldiers per regiment).
   * Ignored for race lists, which fix their own race.
   */
  readonly narrativeRace?: Race;
}

// ---------------------------------------------------------------------------------------------
// Lookup data (what the rulebook prints)
// ---------------------------------------------------------------------------------------------

/** A price for each experience level. */
export type PriceByExperience = Readonly<Record<Experience, number>>;

/** "Green CV: 4 CD: 3" etc. (Unit Experience). Lower Control Value is better. */
export interface ExperienceProfile {
  readonly controlValue: number;
  readonly combatDice: number;
}

/** A named special rule as printed, with any note on how the text was read. */
export interface SpecialRule {
  readonly name: string;
  readonly text: string;
  /** Set when the printed text is cut off or needs a ruling to be playable. */
  readonly incomplete?: boolean;
  /** Id of the ruling that settles this rule, when there is one. */
  readonly ruling?: string;
  /** How an OCR slip or printing error was read. */
  readonly note?: string;
}

export interface MonsterProfile {
  readonly id: MonsterId;
  /** Display name (OCR slips corrected). */
  readonly name: string;
  /** The name exactly as printed. */
  readonly printedName: string;
  readonly points: number;
  readonly controlValue: number;
  readonly combatDice: number;
  readonly movementInches: number;
  readonly specialRules: readonly SpecialRule[];
}

/** One army list: prices and the monsters it may field. */
export interface ArmyList {
  readonly id: ArmyListId;
  readonly name: string;
  /** The list's people; `null` for the race-less Playtest list. */
  readonly race: Race | null;
  readonly raceRules: readonly RaceRuleId[];
  readonly infantry: Readonly<Record<Weapon, PriceByExperience>>;
  /** Cavalry cannot take crossbows/firearms in any list, hence `Partial`. */
  readonly cavalry: Readonly<Partial<Record<Weapon, PriceByExperience>>>;
  /** "Armour Upgrade.....2 points", printed separately under Infantry and under Cavalry. */
  readonly armourUpgrade: Readonly<Record<LineRegimentType, number>>;
  readonly artillery: PriceByExperience;
  /** Monsters in the order the list prints them; the profiles live in `data/monsters`. */
  readonly monsters: readonly MonsterId[];
}

export interface RaceRule {
  readonly id: RaceRuleId;
  readonly race: Race;
  readonly name: string;
  readonly text: string;
}

/** A ranged weapon's reach and accuracy. "Within" distances are inclusive. */
export interface RangedProfile {
  readonly maxRangeInches: number;
  /** Short/effective range limit; `null` when the weapon has no short band (artillery). */
  readonly effectiveRangeInches: number | null;
  /** To-hit at long range (beyond the effective band). */
  readonly longRangeHitOn: number;
  /** To-hit at effective range; `null` without an effective band. */
  readonly effectiveRangeHitOn: number | null;
  readonly negatesArmour: boolean;
  /** Must spend one action to reload after each volley. */
  readonly mustReload: boolean;
}

export interface WeaponProfile {
  readonly id: Weapon | 'artillery';
  readonly name: string;
  readonly ranged: RangedProfile | null;
  /** Melee to-hit modifier against enemies to the front. */
  readonly meleeFront: number;
  /** Melee to-hit modifier when charged in the flank or rear (polearms). */
  readonly meleeFlankOrRear: number;
  /** An infantry regiment with this weapon may charge. */
  readonly infantryMayCharge: boolean;
}

/** Artillery to-hit against the same target: first shot, then after each hit. */
export interface ArtilleryAccuracy {
  readonly hitOnSequence: readonly number[];
  /** Moving more than this many inches resets the target's accuracy. */
  readonly resetWhenTargetMovesInches: number;
}

export type SpellId = 'magic-missile' | 'shield-of-warding' | 'compel' | 'veil-of-fog' | 'curse-of-weakness';

export interface Spell {
  readonly id: SpellId;
  readonly name: string;
  readonly rangeInches: number;
  /** The range line as printed (Veil of Fog's range is a placement rule). */
  readonly rangeText: string;
  readonly effect: string;
}

export type GeneralsFateResult = 'slain' | 'captured' | 'wounded' | 'narrow-escape' | 'heroic-stand';

export interface GeneralsFateBand {
  readonly result: GeneralsFateResult;
  readonly name: string;
  /** Inclusive modified-roll range; `null` for open ends ("2 or less", "12+"). */
  readonly min: number | null;
  readonly max: number | null;
  readonly effect: string;
  /** Modifier to the Brigade's immediate Morale Test, when the result calls for one. */
  readonly moraleTestModifier?: number;
}

export interface GeneralsFateModifier {
  /** Inclusive margin of defeat in hits; `null` max for "5+". */
  readonly defeatedByMin: number;
  readonly defeatedByMax: number | null;
  readonly modifier: number;
}

/** One line of a D6 randomiser table. */
export interface RandomiserEntry<Result> {
  readonly faces: readonly number[];
  readonly result: Result;
}

export interface RandomiserTable<Result> {
  readonly id: string;
  /** What the roll decides, for the roll log a UI shows. */
  readonly decides: string;
  readonly entries: readonly RandomiserEntry<Result>[];
}

/** Soldiers one regiment represents (Narrative Play, Regiment Sizes). */
export type RegimentSizes = Readonly<Record<Race, number>>;
