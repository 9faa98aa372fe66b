import { chosenOption, type RulingChoices } from '../../../ruling';
import { GARRISON_EFFECT } from '../../rulings/movement';
import type { BattleState } from '../state';
import type { RangedModifier } from './ranged';

type Readable = Pick<BattleState, 'movement' | 'brigades'>;

/** The terrain a Brigade garrisons, while it stands there in good order (a broken Brigade has left it). */
export function garrisonOf(state: Readable, brigadeId: string): string | null {
  const brigade = state.brigades[brigadeId];
  if (!brigade || brigade.status !== 'in-play' || brigade.fleeing) return null;
  return state.movement.garrisons[brigadeId] ?? null;
}

/** Ruling oo.garrison-effect: only under "cover against shooting" is a garrison -1 to hit. */
export function garrisonShootingModifiers(state: Readable, targetId: string, choices: RulingChoices | undefined): RangedModifier[] {
  const terrain = garrisonOf(state, targetId);
  if (terrain === null || chosenOption(GARRISON_EFFECT, choices) !== 'cover-against-shooting') return [];
  return [{ kind: 'garrison', source: `garrisoning ${terrain}`, value: -1 }];
}
