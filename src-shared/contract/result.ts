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
  /**
   * What the refusal is about, as data a screen can act on (each call's contract says which shape it
   * uses); never shown as is. An `invalid_input` refusal naming several fields carries
   * `fields`: each field's path and its first problem.
   */
  readonly details?: Readonly<Record<string, unknown>>;
}

export type Result<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: CallError };

export function ok<T>(value: T): Result<T> {
  return { ok: true, value };
}

export function fail(code: ErrorCode, message: string, path?: string, details?: Readonly<Record<string, unknown>>): Result<never> {
  return { ok: false, error: { code, message, ...(path === undefined ? {} : { path }), ...(details === undefined ? {} : { details }) } };
}
