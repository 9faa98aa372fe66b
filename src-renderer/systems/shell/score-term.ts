/**
 * A system's score term for a count: "1 wound dealt", "1 Army Point left", "1 SGP destroyed",
 * "2 wounds dealt". Every system names its score with one plural noun; "VP" has none.
 */
export function scoreTermFor(count: number, term: string): string {
  if (count !== 1) return term;
  const words = term.split(' ');
  const plural = words.findLastIndex((word) => word.length > 2 && word.endsWith('s'));
  if (plural < 0) return term;
  words[plural] = words[plural]!.slice(0, -1);
  return words.join(' ');
}
