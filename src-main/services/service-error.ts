import type { ErrorCode } from '../../src-shared/contract';

/** A refusal a service wants the caller to see as is (not found, conflict, a rule broken). */
export class ServiceError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly path?: string,
    /** Data beside the message for the screen to act on (the call's contract names its shape). */
    readonly details?: Readonly<Record<string, unknown>>,
  ) {
    super(message);
    this.name = 'ServiceError';
  }
}

/** `id` is kept for the call site's sake but never shown: a player should not read an internal id. */
export function notFound(what: string, _id: string): ServiceError {
  return new ServiceError('not_found', `This ${what.toLowerCase()} does not exist (it may have been deleted)`);
}
