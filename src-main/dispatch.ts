import type { z } from 'zod';
import { calls, fail, isCallName, ok, type CallName, type Result } from '../src-shared/contract';
import type { ServiceContext } from './services/context';
import { handlers } from './services/handlers';
import { ServiceError } from './services/service-error';

/**
 * The one door into the services, shared by the Electron IPC binding and the browser host:
 * unknown calls and invalid input are refused here, before any service runs.
 */
export function dispatch(ctx: ServiceContext, name: unknown, rawInput: unknown): Result<unknown> {
  const checked = checkCall(name, rawInput);
  if (!checked.ok) return checked;
  const call = calls[checked.value.name] as { output: z.ZodType };
  try {
    const handler = handlers[checked.value.name] as (ctx: ServiceContext, input: unknown) => unknown;
    const value = handler(ctx, checked.value.input);
    return ok(call.output.parse(value));
  } catch (error) {
    if (error instanceof ServiceError) return fail(error.code, error.message, error.path);
    if (isBusy(error)) return fail('conflict', BUSY_MESSAGE);
    console.error(`[warchronicle] ${name as CallName} failed:`, error);
    return fail('internal', `Something went wrong in ${name}: ${(error as Error).message}`);
  }
}

/** The contract's check of a call: a known name and input that parses, or the refusal to return. */
export function checkCall(name: unknown, rawInput: unknown): Result<{ name: CallName; input: unknown }> {
  if (!isCallName(name)) return fail('unknown_call', `There is no call named ${JSON.stringify(name)}`);
  const parsed = (calls[name] as { input: z.ZodType }).input.safeParse(rawInput ?? {});
  if (!parsed.success) return invalidInput(parsed.error);
  return ok({ name, input: parsed.data });
}

function invalidInput(error: z.ZodError): Result<never> {
  const issue = error.issues[0]!;
  const path = issue.path.map(String).join('.');
  const message = issue.code === 'unrecognized_keys' ? `Unknown field${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}` : issue.message;
  return fail('invalid_input', message, path || undefined);
}

const BUSY_MESSAGE = 'The data file is busy: another Warchronicle (the desktop app or a browser host) is writing to it. Nothing was changed; try again in a moment.';

/** SQLITE_BUSY and its kinds: another connection held the write lock past the busy timeout. */
function isBusy(error: unknown): boolean {
  return typeof (error as { code?: unknown })?.code === 'string' && (error as { code: string }).code.startsWith('SQLITE_BUSY');
}
