/**
 * What a kind of event log (a battle of one game system, a ladder, an objective session) gives
 * the store: how its state starts and how one event changes it. Pure; the store does the rest.
 *
 * `H` is the log's header — what the fold needs from the log's own row and never changes once the
 * log exists (a battle's setup and rulings, a ladder's rulings). `O` is what one step produced
 * (for the event log and charts), kept beside each stored step so nothing replays to show it.
 */
export interface Fold<H, S, E, O = undefined> {
  initial(header: H): S;
  apply(state: S, event: E, header: H): FoldStep<S, O>;
  /**
   * The same step for a row no screen is showing yet: the same next state and the same refusal,
   * with a cheaper outcome (what `apply` gives beyond it is filled in when asked for; see the
   * store's `OutcomesNeeded`). Without it every step is folded with `apply`.
   */
  quiet?(state: S, event: E, header: H): FoldStep<S, O>;
}

/** One event applied: the next state (and what the step produced), or the rules' refusal. */
export type FoldStep<S, O> =
  | { readonly ok: true; readonly state: S; readonly outcome?: O }
  | { readonly ok: false; readonly reason: string; readonly rule?: string };

/** The first stored step that no longer replays (a rules change between app versions). */
export interface BrokenStep {
  /** Its number, counted from 1 like every stored step. */
  readonly step: number;
  /** The rules' reason for refusing it now. */
  readonly reason: string;
}

export interface Replayed<S, O> {
  /** The fold of every step that replays: all of them, or those before the broken one. */
  readonly state: S;
  /** What each replayed step produced, index for index with the events (none from the broken one on). */
  readonly outcomes: readonly (O | undefined)[];
  readonly broken: BrokenStep | null;
  /** The states before the last few replayed steps, oldest first (the last is the state one step back). */
  readonly recent: readonly S[];
}

/**
 * Folds a whole log from its header; stops at the first refused step and says which and why.
 * Keeps the states before the last `recentKept` steps, so undoing a few steps needs no replay.
 * The first `quietUntil` steps are folded with `fold.quiet` where the kind has one.
 */
export function replay<H, S, E, O>(fold: Fold<H, S, E, O>, header: H, events: readonly E[], recentKept = 0, quietUntil = 0): Replayed<S, O> {
  let state = fold.initial(header);
  const outcomes: (O | undefined)[] = [];
  const recent: S[] = [];
  const quiet = fold.quiet ? quietUntil : 0;
  for (let index = 0; index < events.length; index++) {
    const next = index < quiet ? fold.quiet!(state, events[index]!, header) : fold.apply(state, events[index]!, header);
    if (!next.ok) return { state, outcomes, broken: { step: index + 1, reason: next.reason }, recent };
    if (recentKept > 0) {
      recent.push(state);
      if (recent.length > recentKept) recent.shift();
    }
    state = next.state;
    outcomes.push(next.outcome);
  }
  return { state, outcomes, broken: null, recent };
}
