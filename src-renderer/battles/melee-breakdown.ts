import type { Modifier } from '../../src-shared/rules/orders-omens/battle/mechanics/modifiers';

const signed = (value: number) => `${value > 0 ? '+' : '−'}${Math.abs(value)}`;

/** "+1 charging (first round)", "+1 die: General in contact": what makes up a regiment's roll. */
export function breakdownLines(modifiers: readonly Modifier[], dice: readonly Modifier[]): string[] {
  return [...modifiers.map((m) => `${signed(m.value)} ${m.source}`), ...dice.map((d) => `${signed(d.value)} ${Math.abs(d.value) === 1 ? 'die' : 'dice'}: ${d.source}`)];
}
