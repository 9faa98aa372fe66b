import { asSentence } from '../../../src-shared/chronicle/sentences';
import { ApiError } from '../../api';
import { errorsByField } from '../../field-errors';
import { fieldOfPath } from './setup-sides';

/** A set-up refusal as the form shows it: the shell's fields (`name`, `side-1`, `form`), and the system's own by their path under `setup`. */
export interface SetupRefusalView {
  readonly fields: Record<string, string>;
  readonly setup: Record<string, string>;
}

/**
 * Every problem of a refused set-up at its place, each as a sentence: one naming several
 * (`details.fields`) gives each field its own words, not the whole list beside the first.
 */
export function setupRefusalView(error: unknown): SetupRefusalView {
  if (!(error instanceof ApiError) || !error.path) return { fields: { form: error instanceof Error ? error.message : String(error) }, setup: {} };
  const byPath = errorsByField(error, (path) => path);
  const view: SetupRefusalView = { fields: {}, setup: {} };
  for (const [path, message] of Object.entries(byPath)) {
    if (path.startsWith('setup.')) view.setup[path.slice('setup.'.length)] ??= asSentence(message);
    else view.fields[fieldOfPath(path)] ??= asSentence(message);
  }
  return view;
}

/** The problem a system's set-up form shows at `path`: said of it or of a part of it (`turnLimit`, `prey.bounty.p1`). */
export function problemAt(problems: Readonly<Record<string, string>> | undefined, path: string): string | undefined {
  if (!problems) return undefined;
  return problems[path] ?? Object.entries(problems).find(([at]) => at.startsWith(`${path}.`))?.[1];
}

const valueAt = (value: unknown, path: string): unknown => path.split('.').reduce<unknown>((at, key) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined), value);

/** The problems still standing after the system's form changed: those whose part of the set-up is as it was. */
export function problemsStanding(problems: Readonly<Record<string, string>>, before: unknown, after: unknown): Record<string, string> {
  return Object.fromEntries(Object.entries(problems).filter(([path]) => JSON.stringify(valueAt(before, path)) === JSON.stringify(valueAt(after, path))));
}
