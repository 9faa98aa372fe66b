import type { Modifier } from '../../../../src-shared/rules/orders-omens/battle/mechanics/modifiers';

const signed = (value: number) => `${value > 0 ? '+' : '−'}${Math.abs(value)}`;

/** The engine names the weapon row "weapon"; its value says which line of the modifier list it is. */
function source(m: Modifier): string {
  if (m.source !== 'weapon') return m.source;
  if (m.value === 2) return 'polearms to the front';
  if (m.value === -2) return 'polearms fought in flank or rear';
  return 'ranged weapon in melee';
}

/** "+1 charging (first round)", "+1 die: General in contact": what makes up a regiment's roll. */
export function breakdownLines(modifiers: readonly Modifier[], dice: readonly Modifier[]): string[] {
  return [...modifiers.map((m) => `${signed(m.value)} ${source(m)}`), ...dice.map((d) => `${signed(d.value)} ${Math.abs(d.value) === 1 ? 'die' : 'dice'}: ${d.source}`)];
}
