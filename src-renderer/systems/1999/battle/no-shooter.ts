import type { State1999 } from '../../../../src-shared/rules/1999';
import { actingModels, cardOf } from './battle-view';

/**
 * Why the Shoot form has nobody to offer, in words, or null while someone may still shoot. Only a
 * model with a Shooting Type weapon may Shoot (seed 001 L449); Indirect and Throwing weapons have
 * their own Action (L567–L569); a model that declared Moving and Shooting may also only move (L445).
 */
export function noShooterReason(state: State1999, shooterCount: number): string | null {
  if (shooterCount > 0 || !state.active) return null;
  const declared = actingModels(state).filter((m) => state.active?.actions?.[m.ref.cardId] === 'move-and-shoot');
  if (declared.length === 0) return 'No model here declared Moving and Shooting, so none may Shoot.';
  const cards = [...new Set(declared.map((m) => m.ref.cardId))].map((id) => cardOf(state, id).card);
  if (cards.every((card) => !card.weapons.some((w) => w.type === 'shooting'))) {
    const names = cards.map((card) => card.name).join(' and ');
    const lobbed = cards.flatMap((card) => card.weapons.filter((w) => w.type === 'indirect' || w.type === 'throwing').map((w) => w.name));
    const other = lobbed.length > 0 ? ` ${[...new Set(lobbed)].join(' and ')} ${lobbed.length === 1 ? 'is' : 'are'} fired indirect or thrown: that is the Shooting indirect or Throwing Action.` : '';
    return `${names} ${cards.length === 1 ? 'carries' : 'carry'} no Shooting weapon, so nobody here can Shoot; Moving and Shooting can still be just a move.${other}`;
  }
  return 'Every model here has taken its rolls to hit (or Assaulted instead): nobody is left to Shoot.';
}
