import { capitalise } from '../../../chronicle/pick';
import type { RulesInPlay } from '../rules-in-play';
import type { Order66Outcome } from './outcomes';
import type { Order66Setup } from './setup';
import type { Order66State } from './state';

type DeepMutable<T> = T extends readonly (infer U)[] ? DeepMutable<U>[] : T extends object ? { -readonly [K in keyof T]: DeepMutable<T[K]> } : T;

/** A working copy of the state a handler may change; thrown away if the step is refused. */
export type Draft = DeepMutable<Omit<Order66State, 'setup'>> & { readonly setup: Order66Setup };
export type ModelDraft = Draft['models'][string];

/** What a handler works with: the rules in play and the outcomes it reports, in order. */
export interface Step {
  readonly d: Draft;
  readonly rules: RulesInPlay;
  readonly out: Order66Outcome[];
}

/** Thrown by handlers to refuse a step; `apply` turns it into `{ ok: false, reason }`. */
export class StepRefused extends Error {}

export function refuse(reason: string): never {
  // Capitalised because a refusal is shown on its own, not only after "Not recorded:".
  throw new StepRefused(capitalise(reason));
}

export function draftOf(state: Order66State): Draft {
  const { setup, ...rest } = state;
  return { ...clonePlain(rest), setup } as Draft;
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
