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
  let checked: Result<{ name: CallName; input: unknown }>;
  try {
    checked = checkCall(name, rawInput);
  } catch (error) {
    // The contract's own checks may still throw on input no call expects (a stack overflow, say).
    console.error('[warchronicle] input check failed:', error);
    return fail('invalid_input', 'The input could not be checked: it is not the shape this call takes');
  }
  if (!checked.ok) return checked;
  try {
    const call = calls[checked.value.name] as { output: z.ZodType };
    const handler = handlers[checked.value.name] as (ctx: ServiceContext, input: unknown) => unknown;
    const value = handler(ctx, checked.value.input);
    return ok(call.output.parse(value));
  } catch (error) {
    if (error instanceof ServiceError) return fail(error.code, error.message, error.path, error.details);
    if (isBusy(error)) return fail('conflict', BUSY_MESSAGE);
    const unwritable = unwritableMessage(error);
    if (unwritable) return fail('rejected', unwritable);
    console.error(`[warchronicle] ${checked.value.name} failed:`, error);
    return fail('internal', `Something went wrong in ${checked.value.name}: ${(error as Error).message}`);
  }
}

/** The contract's check of a call: a known name and input that parses, or the refusal to return. */
export function checkCall(name: unknown, rawInput: unknown): Result<{ name: CallName; input: unknown }> {
  if (!isCallName(name)) return fail('unknown_call', `There is no call named ${quotedName(name)}`);
  if (nestingDepth(rawInput) > MAX_INPUT_DEPTH) return fail('invalid_input', `The input is nested more than ${MAX_INPUT_DEPTH} levels deep; no call takes that`);
  const parsed = (calls[name] as { input: z.ZodType }).input.safeParse(rawInput ?? {});
  if (!parsed.success) return invalidInput(parsed.error);
  return ok({ name, input: parsed.data });
}

/** No call's input nests anywhere near this deep; deeper input would only overflow the validator's stack. */
const MAX_INPUT_DEPTH = 32;

/** How deep objects and arrays nest in a parsed JSON value (iterative: a hostile depth cannot overflow it). */
function nestingDepth(value: unknown): number {
  let deepest = 0;
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length > 0) {
    const [item, depth] = pending.pop()!;
    if (item === null || typeof item !== 'object') continue;
    if (depth + 1 > deepest) deepest = depth + 1;
    if (deepest > MAX_INPUT_DEPTH) return deepest;
    for (const child of Object.values(item)) pending.push([child, depth + 1]);
  }
  return deepest;
}

function quotedName(name: unknown): string {
  const text = typeof name === 'string' ? JSON.stringify(name) : `of type ${typeof name}`;
  return text.length > 60 ? `${text.slice(0, 57)}…"` : text;
}

/** A form has a few dozen fields at most; an input with thousands of wrong entries is named by its first ones. */
const MAX_FIELDS_NAMED = 30;

/** zod's own words for a key the schema does not know; a schema that words it itself (a battle step) keeps its words. */
const ZOD_UNKNOWN_KEYS = /^Unrecognized keys?:/;

const issueMessage = (issue: z.ZodError['issues'][number]): string =>
  issue.code === 'unrecognized_keys' && ZOD_UNKNOWN_KEYS.test(issue.message) ? `Unknown field${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}` : issue.message;

/**
 * The first problem as the message and path; when several fields are wrong, every field's first
 * problem in `details.fields` too, so a form can mark them all at once rather than one per press.
 */
function invalidInput(error: z.ZodError): Result<never> {
  const issue = error.issues[0]!;
  const path = issue.path.map(String).join('.');
  const fields: Record<string, string> = {};
  for (const each of error.issues) {
    const at = each.path.map(String).join('.');
    if (at && !(at in fields) && Object.keys(fields).length < MAX_FIELDS_NAMED) fields[at] = issueMessage(each);
  }
  return fail('invalid_input', issueMessage(issue), path || undefined, Object.keys(fields).length > 1 ? { fields } : undefined);
}

const BUSY_MESSAGE = 'The data file is busy: another Warchronicle (the desktop app or a browser host) is writing to it. Nothing was changed; try again in a moment.';

/** SQLITE_BUSY and its kinds: another connection held the write lock past the busy timeout. */
function isBusy(error: unknown): boolean {
  return typeof (error as { code?: unknown })?.code === 'string' && (error as { code: string }).code.startsWith('SQLITE_BUSY');
}

/** The file turned read-only or the disk filled while running: say so (the write was rolled back). */
function unwritableMessage(error: unknown): string | null {
  const code = (error as { code?: unknown })?.code;
  if (code === 'SQLITE_FULL') return 'The disk is full, so this change could not be saved. Nothing was changed; free some space and try again.';
  if (typeof code === 'string' && code.startsWith('SQLITE_READONLY')) return 'The data file has become read-only, so this change could not be saved. Nothing was changed; make it writable again and restart Warchronicle.';
  return null;
}
