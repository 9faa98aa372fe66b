type Sides<T> = { readonly A: T; readonly B: T };

/**
 * The colour each side's lines are drawn in: its player's own colour, as the battle screen and the
 * standings draw it, so a player in blue is never a red line. The chart's palette stands in when a
 * side has no colour, or when both players chose the same one (two lines alike could not be told apart).
 */
export function sideColours(players: Sides<string | null>, palette: readonly string[]): Sides<string> {
  const { A, B } = players;
  if (A && B && A.trim().toLowerCase() !== B.trim().toLowerCase()) return { A, B };
  return { A: palette[0]!, B: palette[1]! };
}
