import { refuse, stateOf, type Context, type Draft } from '../draft';
import type { Od6EventOf } from '../events';
import { possessive } from '../../text';
import { initiativeModifier, playerAt, sideKeys } from '../queries';
import { nextSideToMove } from './turn-order';
import { requirePhase, scoreOf } from './common';

/** Each side rolls a die plus its highest command skill; the highest wins, a tie is rolled again (seed 004 L48–L49). */
export function initiativeRolled(draft: Draft, event: Od6EventOf<'initiative-rolled'>, ctx: Context): void {
  requirePhase(draft, 'initiative', 'Rolling for initiative');
  if (draft.initiative !== null) refuse('Initiative is already decided this turn');
  const state = stateOf(draft);
  const scores: Record<string, number> = {};
  for (const side of sideKeys(draft.setup)) {
    const roll = event.rolls[side];
    if (!roll) refuse('The players each roll a die for initiative');
    scores[side] = scoreOf(roll, initiativeModifier(state, side), `${possessive(playerAt(draft.setup, side))} initiative roll`);
  }
  if (Object.keys(event.rolls).some((side) => !(side in scores))) refuse('Only the players in this battle roll for initiative');
  const best = Math.max(...Object.values(scores));
  const leaders = Object.keys(scores).filter((side) => scores[side] === best);
  if (leaders.length > 1) {
    ctx.outcomes.push({ code: 'initiative-tied', scores });
    return;
  }
  draft.initiative = leaders[0]!;
  ctx.outcomes.push({ code: 'initiative-won', side: leaders[0]!, scores });
}

/** "The player with the initiative decides whether he will move first or second" (L51); the Movement Phase begins. */
export function movementOrderChosen(draft: Draft, event: Od6EventOf<'movement-order-chosen'>, ctx: Context): void {
  requirePhase(draft, 'initiative', 'Choosing who moves first');
  if (draft.initiative === null) refuse('roll for initiative first');
  if (!sideKeys(draft.setup).includes(event.movesFirst)) refuse('That player is not in this battle');
  draft.phase = 'movement';
  draft.nextToMove = nextSideToMove(draft, event.movesFirst);
  ctx.outcomes.push({ code: 'moves-first', side: event.movesFirst });
  ctx.outcomes.push({ code: 'phase-began', phase: 'movement', turn: draft.turn });
}
