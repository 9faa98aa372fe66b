import { garrisonShootingModifiers } from '../battle/mechanics/garrison';
import type { RulingChoices } from '../../ruling';
import type { AttackSpec } from '../battle/attack';
import type { HandlerContext } from '../battle/draft';
import { EventRejected } from '../battle/draft';
import { moraleTerms, type MoraleTestInput } from '../battle/mechanics/morale';
import { orderTestTerms } from '../battle/mechanics/order-test';
import type { TestModifier } from '../battle/mechanics/test-terms';
import { FEARSOME, WITNESSED_LOSS } from '../battle/handlers/morale';
import type { ArtilleryRanging, RangedModifier } from '../battle/mechanics/ranged';
import { rangedHitOn, rangedModifiers, rangedProfile, type RangeBand } from '../battle/mechanics/ranged';
import { sumModifiers } from '../battle/mechanics/modifiers';
import { NO_REROLL } from '../battle/mechanics/hits';
import { meleeRegimentSpec } from '../battle/melee-spec';
import { rangedSaveRule } from './ranged-save';
import { shootingDice } from '../battle/handlers/attacks';
import { isStubborn, moraleBenefit, moraleBenefitKind, moraleControlValue, testingGeneral } from '../battle/queries';
import { battleRulings } from '../battle/rulings-in-play';
import type { BattleState, PendingTest } from '../battle';
import { EXPERIENCE_PROFILES } from '../data/experience';
import { orderTestOdds } from '../odds/order-test-odds';
import { moraleOdds, type MoraleOdds } from '../odds/morale-odds';
import { volleyOdds, type VolleyOdds } from '../odds/ranged-odds';
import { meleeRoundOdds, type MeleeOdds } from '../odds/melee-odds';
import { meleeRoundInputs } from '../odds/from-state';
import type { Modifier } from '../battle/mechanics/modifiers';
import { emptyMeleeSetup, meleePosition, type MeleeSetup } from './melee-positions';
import { hitTarget } from './hit-targets';

/**
 * The exact odds shown before each roll, built from the current state with the same functions
 * the reducer uses, so the number on screen is the one the engine will play out.
 */

const contexts = new WeakMap<RulingChoices, HandlerContext>();

/** Resolved once per choices object: the narrator rates hundreds of Morale Tests and rallies a battle with the same choices. */
export function context(rulings: RulingChoices): HandlerContext {
  let known = contexts.get(rulings);
  if (!known) contexts.set(rulings, (known = { rulings: battleRulings(rulings), choices: rulings }));
  return known;
}

/** Runs a query that may refuse (a General who cannot command) and returns null instead. */
function orNull<T>(run: () => T): T | null {
  try {
    return run();
  } catch (error) {
    if (error instanceof EventRejected) return null;
    throw error;
  }
}

export interface OrderTestPreview {
  readonly generalId: string;
  readonly generalName: string;
  /** The number the roll will be judged against (Stubborn included), as the log will quote it. */
  readonly target: number;
  /** General CV + Brigade CV, as printed. */
  readonly baseTarget: number;
  readonly modifiers: readonly TestModifier[];
  readonly direction: 'at-least' | 'at-most';
  readonly pass: number;
}

/** Odds of an Order Test under `generalId` (the nearest Divisional General), or the engine's default. */
export function orderTestPreview(state: BattleState, brigadeId: string, rulings: RulingChoices, generalId?: string): OrderTestPreview | null {
  const info = state.roster.brigades[brigadeId];
  if (!info) return null;
  const general = orNull(() => testingGeneral(state, info, generalId, false));
  if (!general) return null;
  const ctx = context(rulings);
  const input = { generalControlValue: general.controlValue, brigadeControlValue: info.controlValue, stubborn: isStubborn(state, info, ctx) };
  const terms = orderTestTerms(input, ctx.rulings);
  const odds = orderTestOdds(input, ctx.rulings);
  return { generalId: general.id, generalName: general.name, target: terms.target, baseTarget: terms.baseTarget, modifiers: terms.modifiers, direction: terms.direction, pass: odds.pass };
}

/** What the players say at the table before a Morale Test or rally: the nearest commander and a Fearsome monster within 6". */
export interface MoraleSituation {
  readonly generalId?: string;
  readonly fearsome?: boolean;
}

function moraleInput(state: BattleState, brigadeId: string, test: Pick<MoraleTestInput, 'modifiers' | 'kind'>, ctx: HandlerContext, situation: MoraleSituation = {}): { input: MoraleTestInput; generalId: string | null } | null {
  const info = state.roster.brigades[brigadeId];
  const brigade = state.brigades[brigadeId];
  if (!info || !brigade) return null;
  const general = orNull(() => testingGeneral(state, info, situation.generalId, true));
  if (situation.generalId !== undefined && !general) return null;
  // The same order as the reducer's runMorale: the queue's modifiers, Fearsome, then a witnessed loss.
  const modifiers = [...test.modifiers, ...(situation.fearsome ? [FEARSOME] : []), ...(brigade.witnessedGeneralLoss ? [WITNESSED_LOSS] : [])];
  return {
    generalId: general?.id ?? null,
    input: {
      brigadeControlValue: moraleControlValue(state, info, ctx),
      generalControlValue: general?.controlValue ?? EXPERIENCE_PROFILES.green.controlValue,
      modifiers,
      benefit: moraleBenefit(state, info, ctx),
      benefitKind: moraleBenefitKind(state, info, ctx),
      kind: test.kind,
    },
  };
}

export interface MoralePreview {
  /** The number the modified roll will be judged against, as the log will quote it. */
  readonly target: number;
  readonly baseTarget: number;
  /** The sum added to the roll. */
  readonly modifier: number;
  /** Every modifier on the roll or the target, by code (the narrator words them). */
  readonly modifiers: readonly TestModifier[];
  /** The General or Marshal whose Control Value is used; null: none left (tested as Green). */
  readonly generalId: string | null;
  readonly odds: MoraleOdds;
}

function moralePreviewOf(found: { input: MoraleTestInput; generalId: string | null }, ctx: HandlerContext): MoralePreview {
  const terms = moraleTerms(found.input, ctx.rulings.controlModifierSense);
  return {
    target: terms.target,
    baseTarget: terms.baseTarget,
    modifier: terms.rollModifier,
    modifiers: terms.modifiers,
    generalId: found.generalId,
    odds: moraleOdds(found.input, ctx.rulings.controlModifierSense),
  };
}

/** Odds of the Morale Test at the head of the queue. */
export function pendingMoralePreview(state: BattleState, test: PendingTest, rulings: RulingChoices, situation: MoraleSituation = {}): MoralePreview | null {
  if (test.kind !== 'morale') return null;
  const ctx = context(rulings);
  const found = moraleInput(state, test.brigadeId, { modifiers: test.modifiers, kind: test.testKind }, ctx, situation);
  return found && moralePreviewOf(found, ctx);
}

/** Odds of a rally attempt by a fleeing Brigade. */
export function rallyPreview(state: BattleState, brigadeId: string, rulings: RulingChoices, situation: MoraleSituation = {}): MoralePreview | null {
  const ctx = context(rulings);
  const found = moraleInput(state, brigadeId, { modifiers: [], kind: 'rally' }, ctx, situation);
  return found && moralePreviewOf(found, ctx);
}

/**
 * The odds alone (no terms to show) of the Morale Test at the head of the queue or of a rally, for
 * the narrator's luck ledger, which rates every one of a battle's tests: the same `moraleOdds` of
 * the same input as the previews, kept by input, since a battle tests a few dozen alike.
 */
export function pendingMoraleOdds(state: BattleState, test: PendingTest, rulings: RulingChoices, situation: MoraleSituation = {}): MoraleOdds | null {
  if (test.kind !== 'morale') return null;
  const ctx = context(rulings);
  const found = moraleInput(state, test.brigadeId, { modifiers: test.modifiers, kind: test.testKind }, ctx, situation);
  return found && knownMoraleOdds(found.input, ctx);
}

export function rallyOdds(state: BattleState, brigadeId: string, rulings: RulingChoices, situation: MoraleSituation = {}): MoraleOdds | null {
  const ctx = context(rulings);
  const found = moraleInput(state, brigadeId, { modifiers: [], kind: 'rally' }, ctx, situation);
  return found && knownMoraleOdds(found.input, ctx);
}

const oddsByInput = new Map<string, MoraleOdds>();

function knownMoraleOdds(input: MoraleTestInput, ctx: HandlerContext): MoraleOdds {
  const sense = ctx.rulings.controlModifierSense;
  const key = `${sense}|${JSON.stringify(input)}`;
  let odds = oddsByInput.get(key);
  if (!odds) {
    odds = moraleOdds(input, sense);
    // The inputs a campaign meets are few; a bound keeps an odd stream of them from growing it without end.
    if (oddsByInput.size >= 10_000) oddsByInput.clear();
    oddsByInput.set(key, odds);
  }
  return odds;
}

export interface VolleySpec {
  readonly regimentId: string;
  readonly regimentName: string;
  /** The band to record: artillery always fires at long range. */
  readonly range: RangeBand;
  /** The regiment of the target Brigade its hits go to (and whose save applies). */
  readonly targetRegimentId: string;
  readonly attack: AttackSpec;
  /** Artillery: whether it is ranged in on this target; null for other weapons. */
  readonly ranging: ArtilleryRanging | null;
  /** Every to-hit modifier in play (disordered, Veil of Fog), as the log will list them. */
  readonly modifiers: readonly RangedModifier[];
}

/** What the players confirm at the table before a volley: shooting through a Veil of Fog, an artillery target that moved more than 1". */
export interface VolleyConditions {
  readonly throughFog?: boolean;
  readonly targetMoved?: boolean;
}

/**
 * Each ranged regiment of `shooterId` that can fire now, with its dice, to-hit and the save of
 * the regiment it aims at: `aims[regimentId]`, or the engine's default (the target's first regiment).
 */
export function volleySpecs(
  state: BattleState,
  shooterId: string,
  targetId: string,
  range: RangeBand,
  rulings: RulingChoices,
  aims: Readonly<Record<string, string>> = {},
  conditions: VolleyConditions = {},
): VolleySpec[] {
  const ctx = context(rulings);
  const shooter = state.roster.brigades[shooterId];
  const target = state.roster.brigades[targetId];
  if (!shooter || !target) return [];
  const specs: VolleySpec[] = [];
  for (const regimentId of shooter.regimentIds) {
    const regiment = state.roster.regiments[regimentId]!;
    const dice = shootingDice(state, shooter, { artillery: regiment.weapon === 'artillery', mode: 'shoot' }, ctx);
    const profile = rangedProfile(regiment.weapon);
    if (!profile || !state.regiments[regimentId]!.loaded) continue;
    // The reducer's artillery ranging, step for step (handlers/attacks.ts resolveVolleys).
    const current = state.regiments[regimentId]!.ranging;
    const sameTarget = current !== null && current.targetBrigadeId === targetId;
    const ranging: ArtilleryRanging | null = regiment.weapon !== 'artillery' ? null : !sameTarget ? 'new-target' : conditions.targetMoved ? 'target-moved' : 'same-target';
    const step = ranging === null ? null : ranging === 'same-target' ? current!.step : 0;
    const band = regiment.weapon === 'artillery' ? 'long' : range;
    const hitOn = rangedHitOn(profile, band, step);
    if (hitOn === null) continue;
    const targetRegimentId = hitTarget(state, targetId, aims[regimentId])!;
    const saveRule = rangedSaveRule(state, targetId, targetRegimentId, profile.negatesArmour, ctx);
    const modifiers = [...rangedModifiers({ disordered: state.brigades[shooterId]!.disordered, throughFog: conditions.throughFog ?? false }), ...garrisonShootingModifiers(state, targetId, rulings)];
    const modifier = sumModifiers(modifiers);
    specs.push({
      regimentId,
      regimentName: regiment.name,
      range: band,
      targetRegimentId,
      attack: { diceCount: dice, hitRule: { hitOn, modifier, naturalSixIsTwoHits: false, naturalSixOnly: false }, reroll: NO_REROLL, saveRule },
      ranging,
      modifiers,
    });
  }
  return specs;
}

/** Hits after saves and the target's Morale Test for a whole volley. */
export function volleyPreview(state: BattleState, specs: readonly VolleySpec[], targetId: string, rulings: RulingChoices): VolleyOdds | null {
  if (specs.length === 0) return null;
  const ctx = context(rulings);
  const target = state.roster.brigades[targetId];
  const morale = target && target.monster === null ? (moraleInput(state, targetId, { modifiers: [], kind: 'standard' }, ctx)?.input ?? null) : null;
  return volleyOdds(
    specs.map((s) => s.attack),
    morale,
    ctx.rulings,
  );
}

export interface MeleeRegimentPlan {
  readonly regimentId: string;
  readonly regimentName: string;
  readonly targetRegimentId: string;
  readonly attack: AttackSpec;
  /** Every to-hit modifier in play ("attacking flank or rear" +1, ...). */
  readonly modifiers: readonly Modifier[];
  /** Every Combat Die added or taken away ("General in contact" +1, ...). */
  readonly diceBreakdown: readonly Modifier[];
}

function positionsOf(state: BattleState, engagementId: string, setup: MeleeSetup) {
  const engagement = state.engagements[engagementId]!;
  const side = (key: 'attacker' | 'defender') => {
    const ids = state.roster.brigades[engagement[key]]!.regimentIds;
    const enemyIds = state.roster.brigades[engagement[key === 'attacker' ? 'defender' : 'attacker']]!.regimentIds;
    return ids.map((regimentId) => meleePosition(setup[key], regimentId, ids, enemyIds));
  };
  return { attacker: side('attacker'), defender: side('defender') };
}

/** Every regiment of both Brigades with its dice, modifiers and target, placed as `setup` says. */
export function meleePlan(
  state: BattleState,
  engagementId: string,
  rulings: RulingChoices,
  setup: MeleeSetup = emptyMeleeSetup(),
): { attacker: MeleeRegimentPlan[]; defender: MeleeRegimentPlan[] } | null {
  const engagement = state.engagements[engagementId];
  if (!engagement) return null;
  const ctx = context(rulings);
  const positions = positionsOf(state, engagementId, setup);
  const plan = (side: 'attacker' | 'defender') =>
    positions[side].map((position) => {
      const spec = meleeRegimentSpec(state, engagement, side, position, ctx);
      return {
        regimentId: position.regimentId,
        regimentName: state.roster.regiments[position.regimentId]!.name,
        targetRegimentId: spec.targetRegimentId,
        attack: spec.attack,
        modifiers: spec.modifiers,
        diceBreakdown: spec.diceBreakdown,
      };
    });
  return { attacker: plan('attacker'), defender: plan('defender') };
}

/** Exact odds of the coming round with every regiment placed as `setup` says. */
export function meleePreview(state: BattleState, engagementId: string, rulings: RulingChoices, setup: MeleeSetup = emptyMeleeSetup()): MeleeOdds | null {
  if (!state.engagements[engagementId]) return null;
  const { spec, morale } = meleeRoundInputs(state, engagementId, positionsOf(state, engagementId, setup), rulings);
  return meleeRoundOdds(spec, morale, battleRulings(rulings).controlModifierSense);
}

export function percent(p: number): string {
  const value = p * 100;
  if (value > 0 && value < 1) return '<1%';
  if (value < 100 && value > 99) return '>99%';
  return `${Math.round(value)}%`;
}
