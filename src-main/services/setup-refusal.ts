import { asSentence } from '../../src-shared/chronicle/sentences';
import { ServiceError } from './service-error';

/** One reason a battle cannot be set up, at the input path it is about (`armyB`, `sides.1.armyIds.0`, `setup.turnLimit`). */
export interface SetupFault {
  readonly code: 'rejected' | 'not_found';
  readonly path: string;
  readonly message: string;
}

/**
 * Every reason at once, so fixing one does not reveal the next: the first names the path (the
 * contract's shape), the message says them all, and `details.fields` gives each field its own, as
 * an invalid input does, so the set-up screen marks every field in one go. Orders & Omens and every
 * other system's set-up refuse through it.
 */
export function setupRefusal(faults: readonly SetupFault[]): ServiceError {
  const first = faults[0];
  if (!first) throw new Error('a set-up is refused for at least one reason');
  if (faults.length === 1) return new ServiceError(first.code, first.message, first.path);
  const code = faults.every((fault) => fault.code === 'not_found') ? 'not_found' : 'rejected';
  const fields: Record<string, string> = {};
  for (const fault of faults) fields[fault.path] ??= fault.message;
  return new ServiceError(code, `This battle cannot be set up yet. ${faults.map((fault) => asSentence(fault.message)).join(' ')}`, first.path, { fields });
}
