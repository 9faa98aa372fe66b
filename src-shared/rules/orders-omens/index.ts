/** Orders & Omens' public API: its rulebook data, army building, the battle engine, scoring and odds. */

// Orders & Omens — roster and lookup-data types
/** Roster shapes (Army → Divisions → Brigades → Regiments) and the vocabulary they use. */
export type { Army, ArmyListId, AttachedRegiment, ArtilleryRegiment, Brigade, BrigadeRegiment, Division, DivisionalGeneral, Experience, LineRegiment, LineRegimentType, Marshal, MonsterId, MonsterRegiment, Race, RaceRuleId, Regiment, RegimentType, Weapon } from './types';
/** Shapes of the printed tables: army lists, profiles, spells, the General's Fate and randomiser tables. */
export type { ArmyList, ArtilleryAccuracy, ExperienceProfile, GeneralsFateBand, GeneralsFateModifier, GeneralsFateResult, MonsterProfile, PriceByExperience, RaceRule, RandomiserEntry, RandomiserTable, RangedProfile, RegimentSizes, SpecialRule, Spell, SpellId, WeaponProfile } from './types';

// Orders & Omens — rulebook data
/** The five army lists (Playtest, Human, Elven, Orc, Dwarven) with every price, by id. */
export { ARMY_LISTS, ARMY_LIST_IDS } from './data/armies';
/** Control Value and Combat Dice per experience, and display names. */
export { EXPERIENCE_PROFILES, EXPERIENCE_LEVELS, EXPERIENCE_NAMES } from './data/experience';
/** Divisional General and Magical Advisor prices; the Marshal is always Elite. */
export { DIVISIONAL_GENERAL_POINTS, MAGICAL_ADVISOR_POINTS, MARSHAL_EXPERIENCE } from './data/generals';
/** Every monster's points, Control Value, Combat Dice, movement and special rules. */
export { MONSTERS, GENERIC_MONSTER_COMBAT_DICE } from './data/monsters';
/** Weapon profiles (ranges, to-hit bands, armour negation, reload, melee modifiers) and artillery accuracy. */
export { WEAPON_PROFILES, ARTILLERY_PROFILE, ARTILLERY_ACCURACY, ARMOUR_SAVE_ON, MELEE_HIT_ON } from './data/weapons';
/** Movement, charge, flight, Zone of Control and General/Messenger distances. */
export { MOVE_INCHES, CHARGE_MULTIPLIER, FLEE_INCHES, ZONE_OF_CONTROL_INCHES, GENERAL_MOVE_INCHES, MESSENGER_MOVE_INCHES, ACTIONS_PER_ORDER } from './data/movement';
/** The five spells and the casting roll. */
export { SPELLS, SPELLCASTING, MAGIC_MISSILE_ATTACK } from './data/spells';
/** The General's Fate table, its modifiers and the General's +1 Combat Dice. */
export { GENERALS_FATE_TABLE, GENERALS_FATE_MODIFIERS, GENERAL_COMBAT_DICE_BONUS } from './data/generals-fate';
/** The army randomiser's D6 tables as printed, and a face lookup. */
export { DIVISION_COUNT_TABLE, GENERAL_EXPERIENCE_TABLE, BRIGADE_COUNT_TABLE, BRIGADE_EXPERIENCE_TABLE, BRIGADE_SIZE_TABLE, REGIMENT_TYPE_TABLE, INFANTRY_WEAPON_TABLE, CAVALRY_WEAPON_TABLE, MONSTER_OR_ARTILLERY_TABLE, lookUp as lookUpRandomiserTable } from './data/randomiser';
/** Randomiser result shapes. */
export type { RandomRegimentKind, RandomBrigadeSize } from './data/randomiser';
/** Soldiers per regiment by race (narrative play). */
export { SOLDIERS_PER_REGIMENT, MONSTER_STRENGTH_TEXT } from './data/regiment-sizes';
/** Race special rules: Adaptable Command, Keen Sight, Bloodlust, Stubborn, Dwarven Made. */
export { RACE_RULES, RACE_NAMES } from './data/race-rules';
/** Victory point awards ("rVP" read as 1). */
export { VICTORY_POINTS, VICTORY_POINTS_PRINTED_AS_RVP } from './data/victory-points';
/** Recon & Deployment numbers, objective radius, break point and the table thirds. */
export { RECON_AND_DEPLOYMENT, OBJECTIVE_RADIUS_INCHES, BREAK_POINT_FRACTION, TABLE_THIRDS } from './data/recon-and-deployment';
/** A table third: left, centre or right. */
export type { TableThird } from './data/recon-and-deployment';
/** Casualties per hit (25) and minutes per turn (15). */
export { CASUALTIES_PER_HIT, MINUTES_PER_TURN } from './data/narrative';

// Orders & Omens — army building
/** Prices an army per regiment, Brigade, Division and in all, under the rulings. */
export { priceArmy, priceBrigade, priceDivision, priceDivisionalGeneral, priceMarshal } from './army/army-price';
/** Price breakdowns returned by `priceArmy`. */
export type { ArmyPrice, BrigadePrice, DivisionPrice } from './army/army-price';
/** One regiment's price in a list, or null when the list does not offer it. */
export { priceRegiment } from './army/regiment-price';
/** Validates an army: every problem located by path, with a readable message and the rule it breaks. */
export { validateArmy } from './army/validate-army';
/** A located army problem: `{ path, message, rule }`. */
export type { ArmyProblem } from './army/problems';
/** The composition limits in force for an army under the rulings (randomised exemptions included). */
export { compositionLimits } from './army/composition-limits';
/** Limits returned by `compositionLimits`. */
export type { CompositionLimits } from './army/composition-limits';
/** A Brigade's single overall experience rating. */
export { brigadeRating } from './army/brigade-rating';
/** Builds a randomised army from seeded or entered D6s and returns it with every roll it made. */
export { randomiseArmy } from './army/randomise/randomise-army';
/** Input, result and roll-log shapes of `randomiseArmy`. */
export type { RandomiseArmyInput, RandomiseArmyResult, RandomiserRoll } from './army/randomise/randomise-army';
/** Where the randomiser's dice come from (`{ seed }` or `{ faces }`), and the per-roll seed derivation. */
export { rollSeed as randomiserRollSeed } from './army/randomise/dice-source';
/** Dice input for `randomiseArmy`. */
export type { RandomiserDice } from './army/randomise/dice-source';

// Orders & Omens — before the battle
/** The initiative roll-off (2D6 each; ties re-roll) and the winner's Attacker/Defender choice. */
export { resolveInitiative, assignRoles } from './prebattle/initiative';
/** Initiative and role shapes. */
export type { InitiativeResult, BattleRoles, BattleRole } from './prebattle/initiative';
/** Terrain: placement order (Defender first, alternate), the 5" gap, the typical count. */
export { terrainPlacementOrder, terrainGapProblem, terrainCountNote } from './prebattle/terrain';
/** Numbers the agreed objectives (at most 6 by default). */
export { numberObjectives } from './prebattle/objectives';
/** Numbered objective shapes. */
export type { NumberedObjective, NumberedObjectives } from './prebattle/objectives';
/** Table thirds across the width, the third of a point, and the thirds a Brigade counts in. */
export { tableThirds, thirdAt, thirdsOccupied } from './prebattle/table-thirds';
/** A table third's band in inches. */
export type { TableThirdBand } from './prebattle/table-thirds';
/** Recon Marker count (width in feet + cavalry, max +3), recon moves and locking. */
export { reconMarkerCount, cavalryRegimentCount, reconMoveProblem, reconMarkersLock } from './prebattle/recon-markers';
/** Recon Marker count breakdown. */
export type { ReconMarkerCount } from './prebattle/recon-markers';
/** Entry points on the table edge and the 25" rule. */
export { entryPointDistance, entryPointProblem } from './prebattle/entry-points';
/** Entry-point geometry shapes. */
export type { EdgePoint, TableEdge, TableSize } from './prebattle/entry-points';
/** Deployment: dummy allowance, placements per army and the alternating order (Defender first, whole Brigades). */
export { dummyMarkerAllowance, dummyBrigadesProblem, deploymentSteps, deploymentOrder } from './prebattle/deployment';
/** Deployment shapes. */
export type { DeploymentSide, DeploymentStep, DeploymentStepKind, DeploymentTurn } from './prebattle/deployment';
/** Whether a hidden Brigade is revealed (within 24", or on firing), and what is revealed. */
export { revealCheck } from './prebattle/reveal';
/** Reveal shapes. */
export type { RevealTrigger, RevealDecision } from './prebattle/reveal';

// Orders & Omens — narrative numbers
/** Casualties (25 per hit) and a per-regiment/Brigade/side casualty report. */
export { casualtiesFromHits, casualtyReport } from './narrative/casualties';
/** Casualty report shapes. */
export type { HitRecord, Tally, RegimentTally, BrigadeTally, SideTally } from './narrative/casualties';
/** Strength in soldiers by race, per Brigade, Division and army. */
export { soldiersPerRegiment, armyStrength } from './narrative/strength';
/** Strength shapes. */
export type { Strength, ArmyStrength } from './narrative/strength';
/** The battle clock: each turn 15 minutes from a chosen start. */
export { turnClock, elapsedBattleTime } from './narrative/battle-clock';
/** Battle clock result. */
export type { BattleClock } from './narrative/battle-clock';

// Orders & Omens — monsters
/** A monster's base Combat Dice under `oo.monster-combat-dice`. */
export { monsterCombatDice } from './monsters/combat-dice';

// Orders & Omens — rulings
/** Every Orders & Omens ruling (army, pre-battle, narrative and battle). */
export { ORDERS_OMENS_RULINGS } from './rulings';
/** The army, pre-battle and narrative rulings on their own. */
export { ARMY_RULINGS } from './rulings/army';

// Orders & Omens — battle engine, scoring and odds
/** The battle reducer (`apply`, `replay`, `undo`), its events, state, roster, casualties and battle clock. */
export * from './battle';
/** Victory points: awards, totals and the per-source breakdown; objectives, thirds and the battle result. */
export { VP_AWARDS, award, vpTotal, vpBreakdown, type VpEntry, type VpSource, type VpBreakdown } from './scoring/vp';
/** The battle's result: Tactical and Strategic Victory from the VP and how the game ended. */
export { battleResult } from './scoring/result';
/** Exact odds for order tests, volleys, melee rounds and morale, and the same-engine sampler. */
export * from './odds';
/** The battle rulings on their own. */
export { BATTLE_RULINGS } from './rulings/battle';
