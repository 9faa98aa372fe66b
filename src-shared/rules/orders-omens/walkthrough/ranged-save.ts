import type { BattleState } from '../battle';
import type { HandlerContext } from '../battle/draft';
import { saveRuleFor, type SaveRule } from '../battle/mechanics/saves';
import { monsterRules, spellOn } from '../battle/queries';

/**
 * The save a regiment of Brigade `targetId` takes against shooting or a Magic Missile, read as the
 * reducer's saveRuleAgainst reads it (handlers/attacks.ts): its armour, a monster's own save, a
 * Shield of Warding on the Brigade.
 */
export function rangedSaveRule(state: BattleState, targetId: string, targetRegimentId: string, negatesArmour: boolean, ctx: HandlerContext): SaveRule {
  const target = state.roster.brigades[targetId]!;
  return saveRuleFor(
    {
      armoured: state.roster.regiments[targetRegimentId]!.armoured,
      unnegatableSaveOn: monsterRules(state, target, ctx)?.unnegatableSaveOn ?? null,
      sourceNegatesArmour: negatesArmour,
      warded: spellOn(state, 'shield-of-warding', targetId),
      venomousSource: false,
      melee: false,
    },
    ctx.rulings,
  );
}
