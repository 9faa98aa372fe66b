import type { ErrorCode } from '../../src-shared/contract';

/** A refusal a service wants the caller to see as is (not found, conflict, a rule broken). */
export class ServiceError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly path?: string,
  ) {
    super(message);
    this.name = 'ServiceError';
  }
}

export function notFound(what: string, id: string): ServiceError {
  return new ServiceError('not_found', `${what} ${id} does not exist (it may have been deleted)`);
}
