/**
 * The scoring rules speak of "Side A" and "Side B" as the scenarios do (seed 003 L416–L418); a
 * player reads the names of the two who played. Shared by the objectives' end-of-game report and
 * the Infinity battle.
 */
export function namedSides(text: string, sides: { readonly players: Readonly<Record<'A' | 'B', string>> }): string {
  return text.replace(/\bSide ([AB])\b/g, (_, side: 'A' | 'B') => sides.players[side]);
}
