import { z } from 'zod';
import { isSystemId, ORDERS_OMENS_ID, registeredSystems, systemById } from '../systems/registry';
import type { AnyGameSystem } from '../systems/game-system';

/**
 * Contract helpers for calls that are generic over the game system. Orders & Omens keeps its
 * own input shapes (`system` absent or `"orders-omens"`); every other system's part of a call
 * (setup, event, roster, library items) is validated here by that system's own zod schemas,
 * so a bad step or roster is refused before any service runs, with the system's own message.
 */

/** A registered system other than Orders & Omens. */
export const otherSystemId = z
  .string({ error: 'Game system must be text' })
  .max(64)
  .refine((id) => id !== ORDERS_OMENS_ID && isSystemId(id), {
    error: (issue) => `There is no game system ${JSON.stringify(issue.input)}; choose one of ${registeredSystems().map((s) => s.id).join(', ')}`,
  });

/** The system a parsed input is for: the one it names, or Orders & Omens when it names none (its calls came first). */
export function inputSystemId(input: { readonly system?: unknown }): string {
  return typeof input.system === 'string' ? input.system : ORDERS_OMENS_ID;
}

/**
 * Picks the schema by the system the input is for (no `system`: Orders & Omens): that system's own
 * schema where `own` has one by its id, or the one for the other systems. Unlike `z.union`, a
 * refusal carries the chosen branch's own message and path.
 */
export function routeBySystem<O extends z.ZodType, S extends z.ZodType>(own: Readonly<Record<string, O>>, other: S) {
  return z.custom<z.input<O> | z.input<S>>(() => true).transform((value, ctx): z.output<O> | z.output<S> => {
    const named = (value as { system?: unknown } | null)?.system;
    const system = named === undefined ? ORDERS_OMENS_ID : named;
    const schema: z.ZodType = typeof system === 'string' && Object.hasOwn(own, system) ? own[system]! : other;
    return forward(schema.safeParse(value), ctx, []) as z.output<O> | z.output<S>;
  });
}

type Ctx = z.core.$RefinementCtx;

/** The parsed value, or every issue added to `ctx` under `prefix` and `z.NEVER`. */
export function forward<T>(parsed: z.ZodSafeParseResult<T>, ctx: Ctx, prefix: readonly (string | number)[]): T {
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) ctx.addIssue({ ...issue, path: [...prefix, ...issue.path] } as never);
  return z.NEVER;
}

/** The system named by an input that `otherSystemId` already accepted. */
export function systemOf(input: { readonly system: string }): AnyGameSystem {
  const system = systemById(input.system);
  if (!system) throw new Error(`Game system ${input.system} vanished between checks`);
  return system;
}
