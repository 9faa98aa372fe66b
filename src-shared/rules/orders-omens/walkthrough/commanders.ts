import type { BattleState } from '../battle';
import { EXPERIENCE_PROFILES } from '../data/experience';

/**
 * Whose Control Value a test uses. Order Tests: "the Control Value (CV) of the nearest Divisional
 * General" (seed 002 L343); Morale Tests: "the nearest Divisional General or Marshal's Control
 * Score" (L671). Only the players can see which is nearest, so the form offers every commander
 * still on the table, the Brigade's own General first.
 */
export interface CommanderChoice {
  readonly id: string;
  readonly name: string;
  readonly role: 'marshal' | 'divisional';
  readonly controlValue: number;
  /** The Brigade's own Divisional General. */
  readonly own: boolean;
}

export interface Commanders {
  readonly choices: readonly CommanderChoice[];
  /** The Brigade's own General while he can still command; null when the players must choose. */
  readonly defaultId: string | null;
  /** The Brigade's own General when he is slain or captured, so the form can say why it asks. */
  readonly ownLost: { readonly name: string; readonly status: 'slain' | 'captured' } | null;
  /** Morale only, when no commander is left: "tested as Green". */
  readonly fallbackControlValue: number | null;
}

export type CommandedTest = 'order' | 'morale';

export function commandersFor(state: BattleState, brigadeId: string, test: CommandedTest): Commanders {
  const brigade = state.roster.brigades[brigadeId];
  if (!brigade) return { choices: [], defaultId: null, ownLost: null, fallbackControlValue: null };
  const isOwn = (divisionId: string | null, role: string) => role === 'divisional' && divisionId === brigade.divisionId;
  const choices = Object.values(state.roster.generals)
    .filter((g) => g.side === brigade.side && (test === 'morale' || g.role === 'divisional'))
    .filter((g) => ['active', 'wounded'].includes(state.generals[g.id]!.status))
    .map((g) => ({ id: g.id, name: g.name, role: g.role, controlValue: g.controlValue, own: isOwn(g.divisionId, g.role) }))
    .sort((a, b) => Number(b.own) - Number(a.own) || Number(a.role === 'marshal') - Number(b.role === 'marshal'));
  const own = Object.values(state.roster.generals).find((g) => isOwn(g.divisionId, g.role));
  const ownStatus = own ? state.generals[own.id]!.status : null;
  const ownLost = own && (ownStatus === 'slain' || ownStatus === 'captured') ? { name: own.name, status: ownStatus } : null;
  const defaultId = choices.find((c) => c.own)?.id ?? null;
  const fallbackControlValue = test === 'morale' && choices.length === 0 ? EXPERIENCE_PROFILES.green.controlValue : null;
  return { choices, defaultId, ownLost, fallbackControlValue };
}
