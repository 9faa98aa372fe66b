import type { RulingChoices } from '../../ruling';
import type { BattleState } from '../battle';
import type { AttackSpec } from '../battle/attack';
import { NO_REROLL } from '../battle/mechanics/hits';
import { saveRuleFor } from '../battle/mechanics/saves';
import { monsterRules, spellOn } from '../battle/queries';
import { battleRulings } from '../battle/rulings-in-play';
import { MISSILE } from '../battle/handlers/spells';
import { hitTarget } from './hit-targets';

/**
 * Magic Missile: "Roll 3 dice vs the target. Each 5+ is a hit (Armour Saves may be taken)"
 * (seed 002 L359–L361), against `aim` (default: the target's first regiment). The saves are the
 * ones the reducer asks for: armour, a Shield of Warding, a monster's own save.
 */
export function magicMissileSpec(state: BattleState, targetId: string, rulings: RulingChoices, aim?: string): AttackSpec | null {
  const target = state.roster.brigades[targetId];
  const regimentId = hitTarget(state, targetId, aim);
  if (!target || !regimentId) return null;
  const c = { rulings: battleRulings(rulings), choices: rulings };
  const saveRule = saveRuleFor(
    {
      armoured: state.roster.regiments[regimentId]!.armoured,
      unnegatableSaveOn: monsterRules(state, target, c)?.unnegatableSaveOn ?? null,
      sourceNegatesArmour: false,
      warded: spellOn(state, 'shield-of-warding', targetId),
      venomousSource: false,
      melee: false,
    },
    c.rulings,
  );
  return { diceCount: MISSILE.dice, hitRule: { hitOn: MISSILE.hitOn, modifier: 0, naturalSixIsTwoHits: false, naturalSixOnly: false }, reroll: NO_REROLL, saveRule };
}
