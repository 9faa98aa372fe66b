import type { SetupBuilt, SetupProblem } from './game-system';

/** A set-up refused for every problem in `problems` (at least one): the first as its reason and path, the rest as `more`. */
export function setupRefused(problems: readonly [SetupProblem, ...SetupProblem[]] | readonly SetupProblem[]): Extract<SetupBuilt<never>, { ok: false }> {
  const [first, ...rest] = problems;
  if (!first) throw new Error('a set-up is refused for at least one problem');
  return { ok: false, reason: first.reason, ...(first.path !== undefined ? { path: first.path } : {}), ...(rest.length > 0 ? { more: rest } : {}) };
}

/** Every problem of a refused set-up, the first first. */
export function problemsOf(refused: Extract<SetupBuilt<unknown>, { ok: false }>): SetupProblem[] {
  return [{ reason: refused.reason, ...(refused.path !== undefined ? { path: refused.path } : {}) }, ...(refused.more ?? [])];
}
