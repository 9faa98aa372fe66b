import { capitalise } from './pick';

/** Sentences stay well under the 45 words a reader takes in one breath (issue #16). */
export const SENTENCE_WORD_LIMIT = 45;
const JOIN_UNDER = 26;

export const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/**
 * Prose from clause groups: each group starts a new sentence; inside a group, clauses share a
 * sentence (joined by semicolons) while it stays short, and start another when it would not.
 */
export function prose(groups: readonly (readonly string[])[]): string {
  const sentences: string[] = [];
  for (const group of groups) {
    let sentence = '';
    for (const clause of group.filter((c) => c.length > 0)) {
      if (sentence && wordCount(sentence) + wordCount(clause) <= JOIN_UNDER) sentence += `; ${clause}`;
      else {
        if (sentence) sentences.push(sentence);
        sentence = clause;
      }
    }
    if (sentence) sentences.push(sentence);
  }
  return sentences.map((s) => `${capitalise(withoutTrailingStops(s))}.`).join(' ');
}

const STOP_OR_SPACE = /[.;,\s]/;

/** The text without its trailing stops, semicolons, commas and spaces: what `replace(/[.;,\s]+$/, '')` gives, without the regular expression retrying at every space. */
function withoutTrailingStops(text: string): string {
  let end = text.length;
  while (end > 0 && STOP_OR_SPACE.test(text[end - 1]!)) end--;
  return end === text.length ? text : text.slice(0, end);
}

/** A message as a sentence of its own: trimmed, with a full stop added unless it already ends one (a closing quote or bracket may follow the stop). */
export function asSentence(message: string): string {
  const trimmed = message.trim();
  return /[.!?]["”’)]*$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** The sentences of a text, for measuring. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[A-Z0-9*])/)
    .map((s) => s.trim())
    .filter(Boolean);
}

const NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
export const numberWord = (n: number) => NUMBER_WORDS[n] ?? String(n);

const ORDINAL_WORDS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'];
export const ordinalWord = (n: number) => ORDINAL_WORDS[n - 1] ?? `${n}th`;

/**
 * "the Ice Rangers’", "the sergeant’s": an English possessive. A narrator that writes straight
 * apostrophes throughout (Order 66's) passes `'` so its possessives match the rest of its text.
 */
export function possessive(words: string, apostrophe: '’' | "'" = '’'): string {
  return words.endsWith('s') ? `${words}${apostrophe}` : `${words}${apostrophe}s`;
}
