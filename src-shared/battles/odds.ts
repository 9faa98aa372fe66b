import { garrisonShootingModifiers } from '../rules/orders-omens/battle/mechanics/garrison';
import type { RulingChoices } from '../rules/ruling';
import type { AttackSpec } from '../rules/orders-omens/battle/attack';
import type { HandlerContext } from '../rules/orders-omens/battle/draft';
import { EventRejected } from '../rules/orders-omens/battle/draft';
import type { MoraleTestInput } from '../rules/orders-omens/battle/mechanics/morale';
import { rangedHitOn, rangedModifiers, rangedProfile, type RangeBand } from '../rules/orders-omens/battle/mechanics/ranged';
import { sumModifiers } from '../rules/orders-omens/battle/mechanics/modifiers';
import { saveRuleFor } from '../rules/orders-omens/battle/mechanics/saves';
import { NO_REROLL } from '../rules/orders-omens/battle/mechanics/hits';
import { meleeRegimentSpec } from '../rules/orders-omens/battle/melee-spec';
import { hasRaceRule, monsterRules, moraleBenefit, moraleControlValue, spellOn, testingGeneral } from '../rules/orders-omens/battle/queries';
import { battleRulings } from '../rules/orders-omens/battle/rulings-in-play';
import type { BattleState, PendingTest } from '../rules/orders-omens/battle';
import { EXPERIENCE_PROFILES } from '../rules/orders-omens/data/experience';
import { orderTestOdds } from '../rules/orders-omens/odds/order-test-odds';
import { moraleOdds, type MoraleOdds } from '../rules/orders-omens/odds/morale-odds';
import { volleyOdds, type VolleyOdds } from '../rules/orders-omens/odds/ranged-odds';
import { meleeRoundOdds, type MeleeOdds } from '../rules/orders-omens/odds/melee-odds';
import { meleeRoundInputs } from '../rules/orders-omens/odds/from-state';
import type { Modifier } from '../rules/orders-omens/battle/mechanics/modifiers';
import { emptyMeleeSetup, meleePosition, type MeleeSetup } from './melee-positions';
import { hitTarget } from './hit-targets';

/**
 * The exact odds shown before each roll, built from the current state with the same functions
 * the reducer uses, so the number on screen is the one the engine will play out.
 */

function context(rulings: RulingChoices): HandlerContext {
  return { rulings: battleRulings(rulings), choices: rulings };
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
  readonly generalName: string;
  readonly target: number;
  readonly pass: number;
}

export function orderTestPreview(state: BattleState, brigadeId: string, rulings: RulingChoices, generalId?: string): OrderTestPreview | null {
  const info = state.roster.brigades[brigadeId];
  if (!info) return null;
  const general = orNull(() => testingGeneral(state, info, generalId, false));
  if (!general) return null;
  const ctx = context(rulings);
  const odds = orderTestOdds({ generalControlValue: general.controlValue, brigadeControlValue: info.controlValue, stubborn: hasRaceRule(state, info.side, 'stubborn') }, ctx.rulings);
  return { generalName: general.name, target: general.controlValue + info.controlValue, pass: odds.pass };
}

function moraleInput(state: BattleState, brigadeId: string, test: Pick<MoraleTestInput, 'modifiers' | 'kind'>, ctx: HandlerContext): MoraleTestInput | null {
  const info = state.roster.brigades[brigadeId];
  const brigade = state.brigades[brigadeId];
  if (!info || !brigade) return null;
  const general = orNull(() => testingGeneral(state, info, undefined, true));
  const modifiers = [...test.modifiers, ...(brigade.witnessedGeneralLoss ? [{ source: 'witnessed the loss of a General', value: -1 }] : [])];
  return {
    brigadeControlValue: moraleControlValue(state, info, ctx),
    generalControlValue: general?.controlValue ?? EXPERIENCE_PROFILES.green.controlValue,
    modifiers,
    benefit: moraleBenefit(state, info, ctx),
    kind: test.kind,
  };
}

export interface MoralePreview {
  readonly target: number;
  readonly modifier: number;
  readonly odds: MoraleOdds;
}

/** Odds of the Morale Test at the head of the queue. */
export function pendingMoralePreview(state: BattleState, test: PendingTest, rulings: RulingChoices): MoralePreview | null {
  if (test.kind !== 'morale') return null;
  const ctx = context(rulings);
  const input = moraleInput(state, test.brigadeId, { modifiers: test.modifiers, kind: test.testKind }, ctx);
  if (!input) return null;
  return { target: input.brigadeControlValue + input.generalControlValue - input.benefit, modifier: sumModifiers(input.modifiers), odds: moraleOdds(input, ctx.rulings.controlModifierSense) };
}

/** Odds of a rally attempt by a fleeing Brigade. */
export function rallyPreview(state: BattleState, brigadeId: string, rulings: RulingChoices): MoralePreview | null {
  const ctx = context(rulings);
  const input = moraleInput(state, brigadeId, { modifiers: [], kind: 'rally' }, ctx);
  if (!input) return null;
  return { target: input.brigadeControlValue + input.generalControlValue - input.benefit, modifier: sumModifiers(input.modifiers), odds: moraleOdds(input, ctx.rulings.controlModifierSense) };
}

export interface VolleySpec {
  readonly regimentId: string;
  readonly regimentName: string;
  /** The band to record: artillery always fires at long range. */
  readonly range: RangeBand;
  /** The regiment of the target Brigade its hits go to (and whose save applies). */
  readonly targetRegimentId: string;
  readonly attack: AttackSpec;
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
): VolleySpec[] {
  const ctx = context(rulings);
  const shooter = state.roster.brigades[shooterId];
  const target = state.roster.brigades[targetId];
  if (!shooter || !target) return [];
  const dice = shooter.combatDice + (hasRaceRule(state, shooter.side, 'keen-sight') ? 1 : 0);
  const specs: VolleySpec[] = [];
  for (const regimentId of shooter.regimentIds) {
    const regiment = state.roster.regiments[regimentId]!;
    const profile = rangedProfile(regiment.weapon);
    if (!profile || !state.regiments[regimentId]!.loaded) continue;
    const ranging = state.regiments[regimentId]!.ranging;
    const step = regiment.weapon === 'artillery' ? (ranging && ranging.targetBrigadeId === targetId ? ranging.step : 0) : null;
    const band = regiment.weapon === 'artillery' ? 'long' : range;
    const hitOn = rangedHitOn(profile, band, step);
    if (hitOn === null) continue;
    const targetRegimentId = hitTarget(state, targetId, aims[regimentId])!;
    const targetRegiment = state.roster.regiments[targetRegimentId]!;
    const saveRule = saveRuleFor(
      {
        armoured: targetRegiment.armoured,
        unnegatableSaveOn: monsterRules(state, target, ctx)?.unnegatableSaveOn ?? null,
        sourceNegatesArmour: profile.negatesArmour,
        warded: spellOn(state, 'shield-of-warding', targetId),
        venomousSource: false,
        melee: false,
      },
      ctx.rulings,
    );
    const modifier = sumModifiers([...rangedModifiers({ disordered: state.brigades[shooterId]!.disordered, throughFog: false }), ...garrisonShootingModifiers(state, targetId, rulings)]);
    specs.push({ regimentId, regimentName: regiment.name, range: band, targetRegimentId, attack: { diceCount: dice, hitRule: { hitOn, modifier, naturalSixIsTwoHits: false, naturalSixOnly: false }, reroll: NO_REROLL, saveRule } });
  }
  return specs;
}

/** Hits after saves and the target's Morale Test for a whole volley. */
export function volleyPreview(state: BattleState, specs: readonly VolleySpec[], targetId: string, rulings: RulingChoices): VolleyOdds | null {
  if (specs.length === 0) return null;
  const ctx = context(rulings);
  const target = state.roster.brigades[targetId];
  const morale = target && target.monster === null ? moraleInput(state, targetId, { modifiers: [], kind: 'standard' }, ctx) : null;
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
