import { asSentence } from '../../src-shared/chronicle/sentences';

/**
 * The refusal of a force that cannot take the field, naming what to fix: its first problems in the
 * rules' own words, then how many more, so a player need not open the builder to learn why.
 */

/** How many problems the refusal quotes before it counts the rest. */
const QUOTED = 2;

interface Wording {
  /** Where the fixing is done, said before "before" ("in the army builder"). */
  readonly where?: string;
  /** The count the force's list shows, said when the problems could not be named again. */
  readonly count?: number;
}

/**
 * "Ash has 3 problems to fix before it can take the field. Die 2 shows 4; a D3 shows 1 to 3. A
 * force has 1 Grymn Trooper per Mystic, not 2. And 1 more."
 */
export function notReadyRefusal(forceName: string, problems: readonly { readonly message: string }[], wording: Wording = {}): string {
  const count = problems.length > 0 ? problems.length : (wording.count ?? 0);
  const head = `${forceName} has ${count} problem${count === 1 ? '' : 's'} to fix${wording.where ? ` ${wording.where}` : ''} before it can take the field`;
  if (problems.length === 0) return head;
  const quoted = problems.slice(0, QUOTED).map((problem) => asSentence(problem.message));
  const more = count - quoted.length;
  return [`${head}.`, ...quoted, ...(more > 0 ? [`And ${more} more.`] : [])].join(' ');
}
