/** "the Ice Rangers’", "the sergeant’s": an English possessive. */
export function possessive(words: string): string {
  return words.endsWith('s') ? `${words}’` : `${words}’s`;
}
