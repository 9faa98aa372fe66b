import type { RulingChoices } from '../../ruling';
import { chosenOption } from '../../ruling';
import { RECON_AND_DEPLOYMENT } from '../data/recon-and-deployment';
import { REVEAL_SCOPE } from '../rulings/pre-battle';

/** What may give a hidden Brigade away (Deployment's reveal list). */
export type RevealTrigger =
  | { readonly kind: 'enemy-deployed-near'; readonly distanceInches: number }
  | { readonly kind: 'enemy-moved-near'; readonly distanceInches: number }
  | { readonly kind: 'fired' };

export interface RevealDecision {
  readonly reveal: boolean;
  /** Who turns markers over when `reveal` is true (`oo.reveal-scope`). */
  readonly scope: 'brigades-involved' | 'all-brigades';
  readonly explanation: string;
}

/**
 * Regiment Markers "are not revealed until either: ... deployed within 24" of an enemy Regiment
 * Marker ... within 24" of an enemy regiment ... The Regiment fires upon an enemy."
 */
export function revealCheck(trigger: RevealTrigger, choices?: RulingChoices): RevealDecision {
  const scope = chosenOption(REVEAL_SCOPE, choices);
  const who = scope === 'all-brigades' ? 'both players reveal all their Brigades' : 'both Brigades are revealed';
  const within = RECON_AND_DEPLOYMENT.revealWithinInches;
  if (trigger.kind === 'fired') return { reveal: true, scope, explanation: `The Regiment fired on an enemy: its Brigade is revealed${scope === 'all-brigades' ? ', and with it every Brigade' : ''}.` };
  const verb = trigger.kind === 'enemy-deployed-near' ? 'deployed' : 'moved';
  if (trigger.distanceInches <= within) {
    return { reveal: true, scope, explanation: `An enemy was ${verb} ${trigger.distanceInches}″ away, within ${within}″: ${who}.` };
  }
  return { reveal: false, scope, explanation: `An enemy was ${verb} ${trigger.distanceInches}″ away, beyond ${within}″: markers stay hidden.` };
}
