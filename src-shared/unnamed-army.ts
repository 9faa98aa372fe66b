const ORDINALS = ['First', 'Second', 'Third', 'Fourth', 'Fifth', 'Sixth', 'Seventh', 'Eighth'] as const;

/**
 * What an army with no name recorded (an old battle's side) is called: its place at the table in
 * words, "Second army", never a side letter or a bare number.
 */
export function unnamedArmyName(seat: number): string {
  return `${ORDINALS[seat] ?? 'Another'} army`;
}

/** Orders & Omens' two sides, A and B, sit first and second. */
export const seatOfSide = (side: 'A' | 'B'): number => (side === 'A' ? 0 : 1);
