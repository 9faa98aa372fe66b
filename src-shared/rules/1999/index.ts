/** 1999 (seed 001): Rules Cards, armies, set-up and the skirmish battle engine, as one GameSystem. */

/** The GameSystem the registry lists. */
export { SYSTEM_1999 } from './system';

/** Rules Card schema, vocabulary, example cards and the card library (highest version applies). */
export { RulesCardSchema, WeaponSchema, AbilitySchema, PositionSchema, CardTypeSchema, AttributesSchema, hasAbility, hasDnaSlot } from './cards/card-schema';
export type { RulesCard, RulesCardInput, Weapon, Ability, Position, CardType, Attributes } from './cards/card-schema';
export * from './cards/card-terms';
export { EXAMPLE_CARDS, EXAMPLE_CARD_NOTE } from './cards/example-cards';
export { RULES_CARDS_LIBRARY, RULES_CARDS_KIND, cardKey, currentCards, cardsFromLibraries, nextVersion, duplicateCard, importCards, exportCards } from './cards/card-library';
export type { CardImport } from './cards/card-library';

/** Army rosters, battle sizes, the builder's assessment with located problems, DNA and reinforcement limits. */
export { ArmyRosterSchema, ArmyUnitSchema, AttachedCardSchema, DnaModificationSchema, BattleSizeSchema } from './army/roster-schema';
export type { ArmyRoster, ArmyUnit, AttachedCard, DnaModification } from './army/roster-schema';
export { BATTLE_SIZES, battleSizePoints, battleSizeLabel } from './army/battle-size';
export type { BattleSize, NamedBattleSize } from './army/battle-size';
export { assessArmy } from './army/assess-army';
export type { ArmyAssessment } from './army/assess-army';
export { resolveArmy } from './army/resolve-army';
export type { ResolvedArmy, ResolvedUnit, ResolvedCard } from './army/resolve-army';
export { DNA_LIMITS, instabilityOf, dnaProblems, modifiedAttributes } from './army/dna';
export { REINFORCEMENT_LIMITS } from './army/army-limits';

/** Set-up: victory conditions (agreed or a D3), the Territorial Turn (D6+3), Prey's Bounty Units, terrain, markers. */
export { VICTORY_CONDITIONS, VICTORY_CONDITION_LABELS, VICTORY_BY_D3, victoryFromD6, territorialTurnFromD6, PREY_VARIANTS, PREY_VARIANT_LABELS } from './setup/victory-conditions';
export type { VictoryCondition, PreyVariant } from './setup/victory-conditions';
export { SetupInputSchema } from './setup/setup-schema';
export type { SetupInput1999, SetupInputParsed1999 } from './setup/setup-schema';
export { buildSetup, SIDES_1999 } from './setup/build-setup';
export type { Setup1999, SideSetup, BattleUnit, BattleCard, TerrainPiece, VictorySetup } from './setup/setup-types';

/** The battle: events, state, the reducer, replay, summary, endings and stages. */
export { EventSchema, ModelRefSchema, HitRollsSchema } from './battle/events';
export type { Event1999, EventInput1999, EventType1999, ModelRef, HitRolls } from './battle/events';
export type { Outcome1999, OutcomeCode1999, ModelAt } from './battle/outcomes';
export type { State1999, Stage1999, UnitState, CardState, ModelState, SideState, Activation } from './battle/state';
export { initialState } from './battle/initial-state';
export { apply } from './battle/apply';
export type { Replayed } from './battle/apply';
export { replay } from './battle/replay';
export { summary, STAGES_1999 } from './battle/summary';
export { ENDINGS_1999 } from './battle/victory';
export type { Ending1999 } from './battle/victory';
export { ACTION_KINDS, ACTION_LABELS } from './battle/actions';
export type { ActionKind } from './battle/actions';
export { DEPLOYMENT_CM } from './battle/handlers/prebattle';
export { activationNumber, eligibleUnits, leaderCount, pointsOnBattlefield } from './battle/queries';
export { indexOf as setupIndex } from './battle/setup-index';

/** The rulebook's mechanics as pure functions: rolls, Opposed rolls, attacks, movement, Instability. */
export { check, DEFAULT_REQUIREMENT, facesOf, faceOf } from './mechanics/roll';
export type { Roll, Check } from './mechanics/roll';
export { resolveOpposed, clockwiseFrom } from './mechanics/opposed';
export { shootingToHit, penetrates, avoidsWound, withstandsConfusion, forceDiceEffect, maxForceDice, resolveHit, deviationOf, deviationClock, UNARMED } from './mechanics/attack';
export type { HitResolution, PenetrationSpec } from './mechanics/attack';
export { moveAllowance, throwRangeCm, OBSTACLE_LIMIT_CM } from './mechanics/movement';
export { guessedRangeProblem } from './mechanics/guessed-range';
export { INSTABILITY_TABLE, instabilityRow, instabilityPasses, FRENZY_MOVE_CM, TREMBLING_BAL, SPASMS_ACTIVATION, BROKEN_CHAIN_ACTIVATION, CHAIN_OF_COMMAND_CM } from './mechanics/instability';
export type { InstabilityEffect, InstabilityRow } from './mechanics/instability';
export { DiceRollSchema, RollSchema } from './mechanics/dice-schema';

/** Exact odds before each roll (enumerated, never sampled). */
export { checkOdds, withReroll, twoD6, d3Odds } from './odds/dice-odds';
export { opposedOdds, strictlyHigherOdds } from './odds/opposed-odds';
export { instabilityOdds } from './odds/instability-odds';
export { hitOdds, shootingHitOdds, confusionOdds, assaultHitOdds, forceDiceOdds, assaultOdds, deviationOdds } from './odds/attack-odds';
export { victoryRollOdds, territorialTurnOdds } from './odds/setup-odds';
export { orderOfPlayOdds, instabilityOddsFor, shotOdds, assaultOddsFor, confusionOddsFor, disengageOdds } from './odds/from-state';

/** Every 1999 ruling and the campaign's choices read into named options. */
export * from './rulings';
/** The campaign's house-rule choices read into named options. */
export { rulingsInPlay } from './rulings-in-play';
export type { Rulings1999 } from './rulings-in-play';

/** The narrator: outcomes and steps in 1999's words, the chronicle, per-Unit records. */
export { NARRATOR_1999, describeEvent, describeOutcome, namesFor, narrate } from './narrator';
