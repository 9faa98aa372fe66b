import type { RulingChoices } from '../../ruling';
import type { BattleState } from '../battle';
import type { AttackSpec } from '../battle/attack';
import { NO_REROLL } from '../battle/mechanics/hits';
import { MISSILE } from '../battle/handlers/spells';
import { hitTarget } from './hit-targets';
import { context } from './odds';
import { rangedSaveRule } from './ranged-save';

/**
 * Magic Missile: "Roll 3 dice vs the target. Each 5+ is a hit (Armour Saves may be taken)"
 * (seed 002 L359–L361), against `aim` (default: the target's first regiment). The saves are the
 * ones the reducer asks for: armour, a Shield of Warding, a monster's own save.
 */
export function magicMissileSpec(state: BattleState, targetId: string, rulings: RulingChoices, aim?: string): AttackSpec | null {
  const regimentId = hitTarget(state, targetId, aim);
  if (!state.roster.brigades[targetId] || !regimentId) return null;
  const saveRule = rangedSaveRule(state, targetId, regimentId, false, context(rulings));
  return { diceCount: MISSILE.dice, hitRule: { hitOn: MISSILE.hitOn, modifier: 0, naturalSixIsTwoHits: false, naturalSixOnly: false }, reroll: NO_REROLL, saveRule };
}
