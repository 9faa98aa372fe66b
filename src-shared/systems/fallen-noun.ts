import type { SystemTerms } from './game-system';
import { listOf, pluralNoun } from '../chronicle/pick';

/** What one body is called in a system: its `body` where a unit is not one body ("soldier"), else its unit ("model"). */
export function bodyNoun(terms: Pick<SystemTerms, 'body' | 'unit'>): string {
  return terms.body ?? terms.unit;
}

/** A count of the fallen's noun: `one` after a count of one ("1 soldier or model"), `many` otherwise ("soldiers and models"). */
export interface FallenNoun {
  readonly one: string;
  readonly many: string;
}

/**
 * What a count of the fallen counts, in the words of the systems it adds up: each battle's
 * `BattleSummary.fallen` is in its system's bodies (Orders & Omens' soldiers, 25 to a hit; Order
 * 66's and 1999's models; OpenD6's soldiers), so a campaign mixing them counts "soldiers and
 * models", in the order given. Null when no system is given: nothing counted the fallen.
 */
export function fallenNoun(systems: readonly Pick<SystemTerms, 'body' | 'unit'>[]): FallenNoun | null {
  const nouns = [...new Set(systems.map(bodyNoun))];
  if (nouns.length === 0) return null;
  const one = nouns.length === 1 ? nouns[0]! : `${nouns.slice(0, -1).join(', ')} or ${nouns[nouns.length - 1]!}`;
  return { one, many: listOf(nouns.map(pluralNoun)) };
}

/** "1 model", "1,250 soldiers and models". */
export function fallenCount(count: number, noun: FallenNoun): string {
  return `${count.toLocaleString('en-GB')} ${count === 1 ? noun.one : noun.many}`;
}
