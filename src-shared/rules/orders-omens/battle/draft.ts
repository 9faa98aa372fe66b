import { capitalise } from '../../../chronicle/pick';
import { finishDraft, fixedKeyDrafts, resolveDrafts } from '../../copy-on-write';
export { isDraft, peek, peekAll, peekKeys } from '../../copy-on-write';
import type { RulingChoices } from '../../ruling';
import type { BattleRulings } from './rulings-in-play';
import type { OrdersOmensOutcome } from './outcomes';
import type { BattleRoster } from './roster';
import type { BattleState } from './state';

type DeepMutable<T> = T extends (infer U)[] | readonly (infer U)[]
  ? DeepMutable<U>[]
  : T extends object
    ? { -readonly [K in keyof T]: DeepMutable<T[K]> }
    : T;

/**
 * A working copy of the state that a handler may change; discarded if the event is rejected.
 * `outcomes` collects what the event decided; they leave with the answer, not in the state.
 */
export type Draft = DeepMutable<Omit<BattleState, 'setup' | 'roster'>> &
  Pick<BattleState, 'setup' | 'roster'> & {
    readonly outcomes: OrdersOmensOutcome[];
    /** The roster is never drafted; an event that changes the army's units (a Demi-Brigade split) leaves the next one here. */
    readonly nextRoster: { roster: BattleRoster | null };
  };

/** The next state with the roster an event left in `nextRoster`, if any. */
function withNextRoster(state: BattleState, next: BattleRoster | null): BattleState {
  return next ? { ...state, roster: next } : state;
}

export interface HandlerContext {
  readonly rulings: BattleRulings;
  /** The raw house-rule choices, for rulings owned by other modules (e.g. oo.monster-combat-dice). */
  readonly choices?: RulingChoices;
}

/** Thrown by handlers to refuse an event; `apply` turns it into `{ ok: false, reason }`. */
export class EventRejected extends Error {}

export function reject(reason: string): never {
  // Capitalised because a refusal is shown on its own, not only after "Not recorded:".
  throw new EventRejected(capitalise(reason));
}

/** How a handler gets its working copy of the state and how the next state is made from it. */
export interface Drafting {
  readonly draftOf: (state: BattleState) => Draft;
  readonly stateOf: (draft: Draft) => { readonly state: BattleState; readonly outcomes: readonly OrdersOmensOutcome[] };
  /** The next state alone, for a fold that drops the outcomes (they are left unresolved). */
  readonly stateOnly: (draft: Draft) => BattleState;
}

/**
 * Copy-on-write: only what the event writes to is copied; the next state shares every untouched
 * Brigade, Regiment, order and log entry with the one before. Setup and roster are never drafted;
 * the VP log and captured baggage are only ever added to, so their entries are never drafted.
 */
const APPEND_ONLY = ['vp', 'baggageCaptured'] as const;

/** Every key of the state a handler may write, present or not (the compiler checks none is missing). */
const DRAFTED_KEYS: { readonly [K in Exclude<keyof BattleState, 'setup' | 'roster'>]-?: true } = {
  phase: true,
  turn: true,
  attacker: true,
  nextDeployer: true,
  brigades: true,
  regiments: true,
  generals: true,
  orders: true,
  ordersIssuedThisTurn: true,
  bag: true,
  chip: true,
  firstDrawer: true,
  lastFailedOrder: true,
  spells: true,
  engagements: true,
  engagementCount: true,
  pending: true,
  vp: true,
  objectiveHolders: true,
  contestedObjectives: true,
  baggageCaptured: true,
  result: true,
  movement: true,
};

const RAW_KEYS: readonly (keyof Draft)[] = ['setup', 'roster', 'outcomes', 'nextRoster'];

const draftState = fixedKeyDrafts<Draft>({ keys: Object.keys(DRAFTED_KEYS), raw: RAW_KEYS, appendOnly: APPEND_ONLY });

export const COPY_ON_WRITE: Drafting = {
  draftOf(state) {
    return draftState(state as unknown as Draft, { setup: state.setup, roster: state.roster, outcomes: [], nextRoster: { roster: null } });
  },
  stateOf(draft) {
    return { state: withNextRoster(finishDraft(draft) as unknown as BattleState, draft.nextRoster.roster), outcomes: resolveDrafts(draft.outcomes) };
  },
  stateOnly(draft) {
    return withNextRoster(finishDraft(draft) as unknown as BattleState, draft.nextRoster.roster);
  },
};

/**
 * The former way, kept as the baseline the bench and the equivalence test measure against: a deep
 * copy of everything a handler may change. Append-only logs (VP) are copied shallowly.
 */
export const DEEP_CLONE: Drafting = {
  draftOf(state) {
    const { setup, roster, vp, baggageCaptured, ...rest } = state;
    return {
      ...(clonePlain(rest) as DeepMutable<typeof rest>),
      setup,
      roster,
      vp: vp.slice() as Draft['vp'],
      baggageCaptured: baggageCaptured.slice(),
      outcomes: [],
      nextRoster: { roster: null },
    };
  },
  stateOf(draft) {
    const { outcomes, nextRoster, ...state } = draft;
    return { state: withNextRoster(state as BattleState, nextRoster.roster), outcomes };
  },
  stateOnly(draft) {
    return DEEP_CLONE.stateOf(draft).state;
  },
};

/** A deep copy of plain JSON-like data (objects, arrays, primitives): about twice as fast as structuredClone on battle states. */
function clonePlain<T>(value: T): T {
  if (Array.isArray(value)) return value.map(clonePlain) as T;
  if (value !== null && typeof value === 'object') {
    const copy: Record<string, unknown> = {};
    for (const key in value) copy[key] = clonePlain((value as Record<string, unknown>)[key]);
    return copy as T;
  }
  return value;
}
