import { capitalise } from '../../../chronicle/pick';
import type { Rulings1999 } from '../rulings-in-play';
import type { SetupIndex } from './setup-index';
import type { Outcome1999 } from './outcomes';
import type { State1999 } from './state';

type DeepMutable<T> = T extends (infer U)[] | readonly (infer U)[] ? DeepMutable<U>[] : T extends object ? { -readonly [K in keyof T]: DeepMutable<T[K]> } : T;

/** A working copy a handler may change; thrown away when the step is refused. */
export type Draft = DeepMutable<Omit<State1999, 'setup' | 'result'>> & { readonly setup: State1999['setup']; result: State1999['result'] };

export interface Ctx {
  readonly rulings: Rulings1999;
  readonly index: SetupIndex;
  readonly out: Outcome1999[];
}

export class StepRefused extends Error {}

/**
 * Refuses the step with a reason the players read. It reaches them as a sentence: a reason built
 * from parts ("the Opposed roll needs a die for Ann") starts with a capital wherever it was made.
 */
export function refuse(reason: string): never {
  // Capitalised because a refusal is shown on its own, not only after "Not recorded:".
  throw new StepRefused(capitalise(reason));
}

export function draftOf(state: State1999): Draft {
  const { setup, result, ...rest } = state;
  return { ...(clonePlain(rest) as DeepMutable<typeof rest>), setup, result };
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
