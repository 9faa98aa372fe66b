import { errorsByField } from './field-errors';

/** A refused call as `{ [full path]: message }` for every field it names (e.g. `factions.0.name`, `roster.pointsLimit`), or `{ form }` for anything else. */
export function errorsByPath(error: unknown): Record<string, string> {
  return errorsByField(error, (path) => path);
}
