import type { SideKey } from '../../../../systems/game-system';
import type { Draft } from '../draft';
import { fielded, otherSide } from '../queries';

/** A side still has a squad to move this Movement Phase. */
export function canMove(draft: Draft, side: SideKey): boolean {
  return Object.values(draft.squads).some((squad) => squad.presence === 'fighting' && squad.turn.moved === 'not-yet' && fielded(draft.setup, squad.key).side === side);
}

/** `preferred` moves next if it can, else the other side, else nobody (L51: alternate until all have moved). */
export function nextSideToMove(draft: Draft, preferred: SideKey): SideKey | null {
  if (canMove(draft, preferred)) return preferred;
  const other = otherSide(draft.setup, preferred);
  return canMove(draft, other) ? other : null;
}

/** After one of `side`'s squads has moved, the other side moves one (L51). */
export function passTheMove(draft: Draft, side: SideKey): void {
  draft.nextToMove = nextSideToMove(draft, otherSide(draft.setup, side));
}

/** After something outside the alternation (an opportunity fire test), keep the turn where it is if it can. */
export function keepTheMove(draft: Draft): void {
  if (draft.nextToMove !== null) draft.nextToMove = nextSideToMove(draft, draft.nextToMove);
}
