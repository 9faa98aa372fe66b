/** One named adjustment to a roll, kept so the UI and the chronicle can show why a test went as it did. */
export interface Modifier {
  readonly source: string;
  readonly value: number;
}

/** Anything that adjusts a roll by `value`: a named `Modifier`, or a pending test's typed one. */
export interface RollAdjustment {
  readonly value: number;
}

export function sumModifiers(modifiers: readonly RollAdjustment[]): number {
  return modifiers.reduce((sum, modifier) => sum + modifier.value, 0);
}

/** Drops zero entries so breakdowns list only what mattered. */
export function nonZero(modifiers: readonly Modifier[]): Modifier[] {
  return modifiers.filter((modifier) => modifier.value !== 0);
}
