import type { BattleState } from '../../../../src-shared/rules/orders-omens/battle';
import { MONSTER_BATTLE_RULES } from '../../../../src-shared/rules/orders-omens/battle/monster-rules';
export type Reaction = 'none' | 'withdraw' | 'brace' | 'counter-charge';

/** Reactions to a Charge, in the rulebook's words, for the charge form. */
export const REACTIONS: readonly { value: Reaction; label: string; hint: string }[] = [
  { value: 'none', label: 'No reaction', hint: 'The target stands and takes the charge.' },
  {
    value: 'brace',
    label: 'Brace',
    hint: 'Hold position. Ranged regiments whose charger began within range may fire a Brace Volley: only 6s hit, and the hits join the first round of melee. Brigades with polearms may only Brace.',
  },
  {
    value: 'withdraw',
    label: 'Withdraw',
    hint: 'Move straight back half a normal move and become Disordered (a Monster cannot be disordered; the log gives the distance under your house rules). If contacted anyway, it fights as normal.',
  },
  {
    value: 'counter-charge',
    label: 'Counter-charge',
    hint: 'Move straight forward a normal move (2″ infantry, 3″ cavalry; double if your house rules say so); both sides count as charging in the first round. Not for Stupid monsters or Brigades with polearms.',
  },
];

/**
 * Whether `brigadeId` may make `reaction` to a charge, as the engine judges it: a fleeing Brigade
 * cannot react; "Brigades which include Polearm armed Regiments may only Brace when charged"; a
 * Stupid monster cannot Counter-charge, nor a Brigade that has already charged this turn.
 */
export function reactionOpen(state: BattleState, brigadeId: string, reaction: Reaction): boolean {
  const info = state.roster.brigades[brigadeId];
  const brigade = state.brigades[brigadeId];
  if (!info || !brigade) return false;
  if (reaction === 'none') return true;
  if (brigade.fleeing) return false;
  const polearms = info.regimentIds.some((id) => state.roster.regiments[id]?.weapon === 'polearms');
  if (polearms) return reaction === 'brace';
  if (reaction === 'counter-charge') return !brigade.chargedThisTurn && !(info.monster !== null && MONSTER_BATTLE_RULES[info.monster].cannotCounterCharge);
  return true;
}
