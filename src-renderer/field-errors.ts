import { ApiError } from './api';

/** Which form field a refused input path belongs to. */
export type FieldKey = (path: string) => string;
export const topLevelField: FieldKey = (path) => path.split('.')[0]!;

const formError = (error: unknown) => ({ form: error instanceof Error ? error.message : String(error) });

/**
 * A refusal that names a field as `{ [keyOf(path)]: message }`, with every other field it names
 * (an invalid input lists each wrong field's first problem in `details.fields`), so a form marks
 * them all at once; anything else lands under `form`.
 */
export function errorsByField(error: unknown, keyOf: FieldKey = topLevelField): Record<string, string> {
  if (!(error instanceof ApiError) || !error.path) return formError(error);
  const errors: Record<string, string> = { [keyOf(error.path)]: error.message };
  const fields = error.details?.fields;
  if (fields && typeof fields === 'object') {
    for (const [path, message] of Object.entries(fields)) if (typeof message === 'string') errors[keyOf(path)] ??= message;
  }
  return errors;
}

/** Turns a refused input into messages keyed by top-level field; any other refusal lands under `form`. */
export function fieldErrorsFrom(error: unknown): Record<string, string> {
  return error instanceof ApiError && error.code === 'invalid_input' ? errorsByField(error) : formError(error);
}
