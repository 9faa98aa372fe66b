import type { RulingChoices } from '../ruling';
import { apply, replay } from './apply';
import type { LadderEvent } from './events';
import type { LadderRuleId } from './ladder-rules';
import { EMPTY_LADDER, type LadderState } from './state';

/**
 * A correction: an earlier step of the ladder's log no longer counts. Nothing is deleted — the
 * voided step stays in the log beside the void, with who made it, when and why — and the ladder
 * is the replay of every step that still counts.
 */
export interface EntryVoided {
  readonly type: 'entry-voided';
  /** The stored step number (from 1) of the voided entry. */
  readonly step: number;
  readonly reason: string;
  /** Who made the correction, as they gave their name. */
  readonly by: string;
  readonly at: string;
}

/** Every step a ladder's log stores: a ladder event or a correction. */
export type LadderLogEvent = LadderEvent | EntryVoided;

export interface VoidRecord {
  readonly step: number;
  /** The step number of the void itself. */
  readonly voidStep: number;
  readonly reason: string;
  readonly by: string;
  readonly at: string;
}

/** A ladder's log folded with its corrections. */
export interface CorrectedLadder {
  /** The fold of the steps that still count. */
  readonly ladder: LadderState;
  /** Every step applied so far, in order (step n is `steps[n - 1]`). */
  readonly steps: readonly LadderLogEvent[];
  /** The step numbers of the ladder events that still count, in order. */
  readonly kept: readonly number[];
  readonly voids: readonly VoidRecord[];
}

export const EMPTY_CORRECTED_LADDER: CorrectedLadder = { ladder: EMPTY_LADDER, steps: [], kept: [], voids: [] };

export type CorrectionApplied =
  | { readonly ok: true; readonly state: CorrectedLadder }
  | { readonly ok: false; readonly reason: string; readonly rule: LadderRuleId };

/** The events that still count, in order. */
export function keptEvents(state: CorrectedLadder): LadderEvent[] {
  return state.kept.map((step) => state.steps[step - 1] as LadderEvent);
}

/** Why this step cannot be voided, or null when it can. */
function refuseVoid(state: CorrectedLadder, step: number): string | null {
  if (!Number.isInteger(step) || step < 1 || step > state.steps.length) return `There is no entry ${step} in this ladder's log.`;
  const target = state.steps[step - 1]!;
  if (target.type === 'entry-voided') return 'A correction cannot itself be voided.';
  if (!state.kept.includes(step)) return `Entry ${step} is already void.`;
  return null;
}

/**
 * The ladder replayed without one step. A later step that depended on it (a game of a challenge
 * that would no longer exist) makes the void impossible, named so it can be voided first.
 */
export function replayWithout(state: CorrectedLadder, step: number, choices?: RulingChoices): { ok: true; ladder: LadderState; kept: number[] } | { ok: false; reason: string } {
  const refused = refuseVoid(state, step);
  if (refused) return { ok: false, reason: refused };
  const kept = state.kept.filter((candidate) => candidate !== step);
  const replayed = replay(kept.map((n) => state.steps[n - 1] as LadderEvent), choices);
  if (!replayed.ok) {
    const blocking = kept[replayed.index]!;
    return { ok: false, reason: `Entry ${blocking} no longer stands without entry ${step} (${replayed.reason}) — void entry ${blocking} first.` };
  }
  return { ok: true, ladder: replayed.state, kept };
}

function isFilled(value: unknown): value is string {
  return typeof value === 'string' && value.trim().length > 0;
}

/** Applies one stored step: a ladder event through the Title Tournament engine, or a void by replaying without its entry. */
export function applyCorrected(state: CorrectedLadder, event: LadderLogEvent, choices?: RulingChoices): CorrectionApplied {
  const step = state.steps.length + 1;
  if (event.type !== 'entry-voided') {
    const applied = apply(state.ladder, event, choices);
    if (!applied.ok) return applied;
    return { ok: true, state: { ladder: applied.state, steps: [...state.steps, event], kept: [...state.kept, step], voids: state.voids } };
  }
  if (!isFilled(event.reason)) return { ok: false, reason: 'Say why the entry is void.', rule: 'ledger.correction' };
  if (!isFilled(event.by)) return { ok: false, reason: 'Say who is making the correction.', rule: 'ledger.correction' };
  if (Number.isNaN(Date.parse(event.at))) return { ok: false, reason: `"${event.at}" is not a date and time.`, rule: 'ledger.timestamp' };
  const without = replayWithout(state, event.step, choices);
  if (!without.ok) return { ok: false, reason: without.reason, rule: 'ledger.correction' };
  const record: VoidRecord = { step: event.step, voidStep: step, reason: event.reason.trim(), by: event.by.trim(), at: event.at };
  return { ok: true, state: { ladder: without.ladder, steps: [...state.steps, event], kept: without.kept, voids: [...state.voids, record] } };
}

/** Folds a whole stored log from the start (for checks and imports). */
export function replayCorrected(events: readonly LadderLogEvent[], choices?: RulingChoices): CorrectionApplied {
  let state = EMPTY_CORRECTED_LADDER;
  for (const event of events) {
    const applied = applyCorrected(state, event, choices);
    if (!applied.ok) return applied;
    state = applied.state;
  }
  return { ok: true, state };
}

/** One player's rank now and after a proposed void. */
export interface VoidConsequence {
  readonly playerId: string;
  readonly from: LadderState['players'][string]['rank'] | null;
  readonly to: LadderState['players'][string]['rank'] | null;
}

/** What voiding a step would change: every player whose rank moves, and the games and challenges that drop out. */
export function voidConsequences(state: CorrectedLadder, step: number, choices?: RulingChoices): { ok: true; ranks: VoidConsequence[]; gamesBefore: number; gamesAfter: number } | { ok: false; reason: string } {
  const without = replayWithout(state, step, choices);
  if (!without.ok) return without;
  const ids = [...new Set([...state.ladder.playerOrder, ...without.ladder.playerOrder])];
  const ranks = ids.flatMap((playerId) => {
    const from = state.ladder.players[playerId]?.rank ?? null;
    const to = without.ladder.players[playerId]?.rank ?? null;
    return from === to ? [] : [{ playerId, from, to }];
  });
  return { ok: true, ranks, gamesBefore: state.ladder.games.length, gamesAfter: without.ladder.games.length };
}
