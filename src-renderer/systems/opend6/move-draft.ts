import type { MoveSegmentInput } from '../../../src-shared/rules/opend6/battle/events';
import type { Od6State } from '../../../src-shared/rules/opend6/battle/state';

export type MoveAction = 'stay' | 'walk' | 'run' | 'charge' | 'disengage';

/**
 * What the players have entered for a squad's move before confirming it. Opportunity fire comes
 * "at any time during the squad's move" and "the survivors of the moving squad complete their move"
 * (seed 004 L328–L334): the fire and its damage take the panel over, and the move entered before
 * them is there again afterwards, not to be typed a second time.
 */
export interface MoveDraft {
  readonly turn: number;
  readonly squad: string;
  readonly action: MoveAction;
  readonly target: string;
  readonly towardEnemy: boolean;
  readonly facingChanged: boolean;
  readonly flankOrRear: boolean;
  readonly targetBehindBarrier: boolean;
  readonly behindCover: boolean;
  readonly path: readonly MoveSegmentInput[];
  readonly wentProne: readonly string[];
  readonly stoodUp: readonly string[];
}

/** The draft, while it still belongs to a squad of this turn that has yet to move; otherwise null. */
export function draftToResume(draft: MoveDraft | null | undefined, state: Pick<Od6State, 'turn' | 'squads'>): MoveDraft | null {
  if (!draft || draft.turn !== state.turn) return null;
  return state.squads[draft.squad]?.turn.moved === 'not-yet' ? draft : null;
}
