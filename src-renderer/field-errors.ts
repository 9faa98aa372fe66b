import { ApiError } from './api';

/** Which form field a refused input path belongs to. */
export type FieldKey = (path: string) => string;
export const topLevelField: FieldKey = (path) => path.split('.')[0]!;

const formError = (error: unknown) => ({ form: error instanceof Error ? error.message : String(error) });

/**
 * A refusal by field, `{ [keyOf(path)]: message }`, for every field it names (an invalid input or
 * a set-up refusal lists each field's own problem in `details.fields`, first wins per key), so a
 * form marks them all at once; its path keeps the whole message only when the list leaves it out.
 * Anything else lands under `form`.
 */
export function errorsByField(error: unknown, keyOf: FieldKey = topLevelField): Record<string, string> {
  if (!(error instanceof ApiError) || !error.path) return formError(error);
  const errors: Record<string, string> = {};
  const fields = error.details?.fields;
  if (fields && typeof fields === 'object') {
    for (const [path, message] of Object.entries(fields)) if (typeof message === 'string') errors[keyOf(path)] ??= message;
  }
  errors[keyOf(error.path)] ??= error.message;
  return errors;
}

/** Turns a refused input into messages keyed by top-level field; any other refusal lands under `form`. */
export function fieldErrorsFrom(error: unknown): Record<string, string> {
  return error instanceof ApiError && error.code === 'invalid_input' ? errorsByField(error) : formError(error);
}
