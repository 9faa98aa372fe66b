import type { RulingChoices } from '../../ruling';
import type { BattleState } from '../battle';
import type { BreathAttack } from '../battle/monster-rules';
import { REGENERATION_ON } from '../battle/monster-rules';
import type { AttackSpec } from '../battle/attack';
import type { RangeBand } from '../battle/mechanics/ranged';
import { NO_REROLL } from '../battle/mechanics/hits';
import { saveRuleFor } from '../battle/mechanics/saves';
import { hasRaceRule, monsterRules, spellOn } from '../battle/queries';
import { battleRulings } from '../battle/rulings-in-play';
import { volleyOdds, type VolleyOdds } from '../odds/ranged-odds';
import { volleySpecs, volleyPreview, type VolleySpec } from './odds';
import { hitTarget } from './hit-targets';

/**
 * Odds and attack shapes for the rarer steps: the Brace Volley, breath and bombing attacks,
 * Regeneration and the Adaptable Command re-roll. Built from the same rules the reducer applies.
 */

function ctx(rulings: RulingChoices) {
  return { rulings: battleRulings(rulings), choices: rulings };
}

/** "A Brace Volley always hits only on 6s": each loaded ranged regiment of the bracing Brigade. */
export function braceVolleySpecs(
  state: BattleState,
  bracerId: string,
  chargerId: string,
  range: RangeBand,
  rulings: RulingChoices,
  aims: Readonly<Record<string, string>> = {},
): VolleySpec[] {
  return volleySpecs(state, bracerId, chargerId, range, rulings, aims).map((spec) => ({ ...spec, attack: { ...spec.attack, hitRule: { ...spec.attack.hitRule, naturalSixOnly: true } } }));
}

/** Hits after saves of a Brace Volley (the charger takes no Morale Test for it: the hits join the first melee round). */
export function braceVolleyPreview(specs: readonly VolleySpec[], rulings: RulingChoices): VolleyOdds | null {
  return specs.length === 0 ? null : volleyOdds(specs.map((s) => s.attack), null, battleRulings(rulings));
}

/** The monster's breath or bombing attack, if it has one and may use it now. */
export function breathOf(state: BattleState, brigadeId: string, rulings: RulingChoices): BreathAttack | null {
  const info = state.roster.brigades[brigadeId];
  const brigade = state.brigades[brigadeId];
  if (!info || !brigade) return null;
  const breath = monsterRules(state, info, ctx(rulings))?.breath ?? null;
  if (!breath || (breath.oncePerTurn && brigade.breathUsedThisTurn)) return null;
  return breath;
}

/** "Roll 3 Combat Dice hitting on 5+, armour saves are ignored" against `aim` (default: the target's first regiment). */
export function breathSpec(state: BattleState, breath: BreathAttack, targetId: string, rulings: RulingChoices, aim?: string): AttackSpec | null {
  const target = state.roster.brigades[targetId];
  const regimentId = hitTarget(state, targetId, aim);
  if (!target || !regimentId) return null;
  const c = ctx(rulings);
  const saveRule = saveRuleFor(
    {
      armoured: state.roster.regiments[regimentId]!.armoured,
      unnegatableSaveOn: c.rulings.colossusAgainstBreath === 'breath-ignores-it' ? null : (monsterRules(state, target, c)?.unnegatableSaveOn ?? null),
      sourceNegatesArmour: breath.ignoresArmour,
      warded: spellOn(state, 'shield-of-warding', targetId),
      venomousSource: false,
      melee: false,
    },
    c.rulings,
  );
  return { diceCount: breath.dice, hitRule: { hitOn: breath.hitOn, modifier: 0, naturalSixIsTwoHits: false, naturalSixOnly: false }, reroll: NO_REROLL, saveRule };
}

/** Hits after saves and the target's Morale Test for a breath attack, as for shooting. */
export function breathPreview(state: BattleState, spec: AttackSpec, targetId: string, rulings: RulingChoices): VolleyOdds | null {
  return volleyPreview(state, [{ regimentId: '', regimentName: '', range: 'effective', targetRegimentId: '', attack: spec, ranging: null, modifiers: [] }], targetId, rulings);
}

/** Troll Mobs (and any monster that regenerates) on the table that have not rolled this turn. */
export function regeneratingBrigades(state: BattleState, rulings: RulingChoices): string[] {
  const c = ctx(rulings);
  return Object.values(state.roster.brigades)
    .filter((info) => {
      const b = state.brigades[info.id]!;
      return b.deployed && b.status === 'in-play' && b.regeneratedThisTurn === null && (monsterRules(state, info, c)?.regeneration ?? false);
    })
    .map((info) => info.id);
}

/** "on 5+ the Troll Mob earns 1 additional Combat Dice": 2 faces in 6. */
export const REGENERATION_CHANCE = (7 - REGENERATION_ON) / 6;

/** The General who may re-roll the Order Test that has just failed (Human Adaptable Command), or null. */
export function orderRerollGeneral(state: BattleState): { brigadeId: string; generalId: string } | null {
  const failed = state.lastFailedOrder;
  if (!failed) return null;
  const general = state.roster.generals[failed.generalId];
  if (!general || !hasRaceRule(state, general.side, 'adaptable-command')) return null;
  if (state.generals[failed.generalId]?.orderRerollUsedThisTurn) return null;
  return failed;
}
