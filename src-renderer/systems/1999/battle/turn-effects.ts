import { FRENZY_MOVE_CM, SPASMS_ACTIVATION, TREMBLING_BAL, type ModelState, type SideState, type UnitState } from '../../../../src-shared/rules/1999';

/**
 * The Instability table's lasting results (seed 001 L641–L661) in words for the forces board, so the
 * table sees what the engine already applies: Frenzy, Trembling, Rigidity and a Panic attack last
 * until the end of the Turn; Uncontrolled spasms and Havoc reach into the next Turn.
 */
export function modelEffects(model: Pick<ModelState, 'casualty' | 'frenzy' | 'trembling' | 'rigidity' | 'panic'>): string[] {
  if (model.casualty) return [];
  const effects: string[] = [];
  if (model.frenzy) effects.push(`Frenzy: +${FRENZY_MOVE_CM} cm Movement, CC offensive doubled this Turn`);
  if (model.trembling) effects.push(`Trembling: ${TREMBLING_BAL.toString().replace('-', '−')} BAL this Turn`);
  if (model.rigidity) effects.push('Rigidity: no Movement Actions this Turn');
  if (model.panic) effects.push('Panic attack: must Move fast this Turn, played out by the opponent');
  return effects;
}

/** Uncontrolled spasms rolled this Turn: +3 to the Unit's Activation number next Turn (L655). */
export function unitNextTurn(unit: Pick<UnitState, 'spasmsNextTurn'>): string[] {
  return unit.spasmsNextTurn ? [`Spasms: +${SPASMS_ACTIVATION} Activation next Turn`] : [];
}

/** Havoc: the player is last in the Order of play next Turn (L661). */
export function sideNextTurn(side: Pick<SideState, 'havocNextTurn'>): string | null {
  return side.havocNextTurn ? 'last in the Order of play next Turn (Havoc)' : null;
}
