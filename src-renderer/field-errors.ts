import { ApiError } from './api';

/** Turns a refused call into messages keyed by input field; anything else lands under `form`. */
export function fieldErrorsFrom(error: unknown): Record<string, string> {
  if (error instanceof ApiError && error.code === 'invalid_input' && error.path) return { [error.path.split('.')[0]!]: error.message };
  return { form: error instanceof Error ? error.message : String(error) };
}
