/**
 * The log tells what happened ('past'); a step's preview before it is recorded tells what
 * recording it will do ('future'). The same outcome, in either.
 */
export type Tense = 'past' | 'future';

export interface Verbs {
  /** `will('moved', 'move')`: "moved" in the log, "will move" in a preview. */
  will(past: string, base: string): string;
  /** A phrase whose two forms differ otherwise: `say('was beyond', 'is beyond')`. */
  say(past: string, future: string): string;
}

export function verbsIn(tense: Tense): Verbs {
  return tense === 'past' ? { will: (past) => past, say: (past) => past } : { will: (_past, base) => `will ${base}`, say: (_past, future) => future };
}
