/** Error codes every call may return. */
export type ErrorCode =
  | 'invalid_input'
  | 'unknown_call'
  | 'not_found'
  | 'conflict'
  | 'rejected'
  | 'unauthorized'
  | 'internal';

export interface CallError {
  readonly code: ErrorCode;
  readonly message: string;
  /** Dotted path of the offending input field, e.g. `name` or `brigades.2.regiments`. */
  readonly path?: string;
}

export type Result<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: CallError };

export function ok<T>(value: T): Result<T> {
  return { ok: true, value };
}

export function fail(code: ErrorCode, message: string, path?: string): Result<never> {
  return { ok: false, error: path === undefined ? { code, message } : { code, message, path } };
}
