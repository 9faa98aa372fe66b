import type { Result } from '../../src-shared/contract';

/** The value of a contract call a test expects to succeed; a refusal fails the test with its message. */
export function succeeded<T>(name: string, result: Result<unknown>): T {
  if (!result.ok) throw new Error(`${name} refused: ${result.error.message}`);
  return result.value as T;
}
