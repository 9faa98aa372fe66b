import { shotWords } from '../battle/mechanics/ranged';
import type { PendingModifier } from '../battle/state';
import type { OutcomeNames } from './outcome-names';

/**
 * Why a pending Morale Test is modified, as the test panel shows it ("lost the melee by 2"). The
 * panel puts each in brackets after its number ("− 3 (5 hits from shooting, capped at −3)"), so none
 * has brackets of its own.
 */
export function pendingModifierWords(modifier: PendingModifier, n: OutcomeNames): string {
  switch (modifier.kind) {
    case 'lost-melee':
      return `lost the melee by ${modifier.by}`;
    case 'disordered-lost-again':
      return 'disordered and lost another melee';
    case 'general-lost':
      return `${n.general(modifier.generalId)} ${modifier.fate}`;
    case 'shot':
      return shotWords(modifier.hits);
  }
}
