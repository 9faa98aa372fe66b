import type { RulingChoices } from '../../ruling';
import type { BattleRulings } from './rulings-in-play';
import type { BattleState } from './state';

type DeepMutable<T> = T extends (infer U)[] | readonly (infer U)[]
  ? DeepMutable<U>[]
  : T extends object
    ? { -readonly [K in keyof T]: DeepMutable<T[K]> }
    : T;

/** A working copy of the state that a handler may change; discarded if the event is rejected. */
export type Draft = DeepMutable<Omit<BattleState, 'setup' | 'roster'>> & Pick<BattleState, 'setup' | 'roster'>;

export interface HandlerContext {
  readonly rulings: BattleRulings;
  /** The raw house-rule choices, for rulings owned by other modules (e.g. oo.monster-combat-dice). */
  readonly choices?: RulingChoices;
}

/** Thrown by handlers to refuse an event; `apply` turns it into `{ ok: false, reason }`. */
export class EventRejected extends Error {}

export function reject(reason: string): never {
  throw new EventRejected(reason);
}

/**
 * Copies everything a handler may change. Append-only logs (VP, chronicle) are copied shallowly:
 * their entries are never edited, only added.
 */
export function draftOf(state: BattleState): Draft {
  const { setup, roster, vp, chronicle, baggageCaptured, ...rest } = state;
  return {
    ...(clonePlain(rest) as DeepMutable<typeof rest>),
    setup,
    roster,
    vp: vp.slice() as Draft['vp'],
    chronicle: chronicle.slice() as Draft['chronicle'],
    baggageCaptured: baggageCaptured.slice(),
  };
}

export function stateOf(draft: Draft): BattleState {
  return draft as BattleState;
}

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
