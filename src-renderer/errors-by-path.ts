import { ApiError } from './api';

/** A refused call as `{ [full path]: message }` (e.g. `factions.0.name`, `roster.pointsLimit`), or `{ form }` for anything else. */
export function errorsByPath(error: unknown): Record<string, string> {
  if (error instanceof ApiError && error.path) return { [error.path]: error.message };
  return { form: error instanceof Error ? error.message : String(error) };
}
