import type { z } from 'zod';

/** One call between renderer and main: its name, what it takes, what it returns. */
export interface CallDefinition<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  readonly summary: string;
  readonly input: I;
  readonly output: O;
}

export function defineCall<I extends z.ZodType, O extends z.ZodType>(definition: CallDefinition<I, O>): CallDefinition<I, O> {
  return definition;
}
