import { capitalise } from '../../../chronicle/pick';
import type { RulingChoices } from '../../ruling';
import type { Od6Rulings } from '../rulings-in-play';
import type { Od6Outcome } from './outcomes';
import type { Od6State, SquadState, TurnRecord } from './state';

type DeepMutable<T> = T extends (infer U)[] | readonly (infer U)[]
  ? DeepMutable<U>[]
  : T extends object
    ? { -readonly [K in keyof T]: DeepMutable<T[K]> }
    : T;

/** A working copy of the state a handler may change; thrown away when the event is refused. */
export type Draft = DeepMutable<Omit<Od6State, 'setup'>> & Pick<Od6State, 'setup'>;
export type SquadDraft = Draft['squads'][string];

export interface Context {
  readonly rulings: Od6Rulings;
  readonly choices: RulingChoices;
  readonly outcomes: Od6Outcome[];
}

/** Thrown by handlers to refuse an event; `apply` turns it into `{ ok: false, reason }`. */
export class EventRefused extends Error {}

export function refuse(reason: string): never {
  // Capitalised because a refusal is shown on its own, not only after "Not recorded:".
  throw new EventRefused(capitalise(reason));
}

function clonePlain<T>(value: T): T {
  if (Array.isArray(value)) return value.map(clonePlain) as T;
  if (value !== null && typeof value === 'object') {
    const copy: Record<string, unknown> = {};
    for (const key in value) copy[key] = clonePlain((value as Record<string, unknown>)[key]);
    return copy as T;
  }
  return value;
}

export function draftOf(state: Od6State): Draft {
  const { setup, ...rest } = state;
  return { ...(clonePlain(rest) as DeepMutable<typeof rest>), setup };
}

export function stateOf(draft: Draft): Od6State {
  return draft as Od6State;
}

export function freshTurnRecord(): TurnRecord {
  return {
    moved: 'not-yet',
    marker: 'none',
    shot: false,
    fought: false,
    chargedInto: null,
    defensiveFired: false,
    braced: false,
    mayNotFire: false,
    opportunityTested: false,
    casualtyIds: [],
    casualtySources: [],
    sergeantHit: false,
    sergeantModifierDue: false,
    closeAssault: null,
    forcedBack: [],
    holdTried: false,
    withdrew: false,
    firedSoldiers: [],
    targets: [],
    moraleTested: false,
    rallyTested: false,
    siegeShots: 0,
  };
}

export function squadDraft(draft: Draft, key: string): SquadDraft {
  const squad = draft.squads[key];
  if (!squad) refuse('there is no such squad in this battle');
  return squad;
}

export type { SquadState };
