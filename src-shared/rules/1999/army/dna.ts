import { ATTRIBUTE_LABELS } from '../cards/card-terms';
import type { Attributes, RulesCard } from '../cards/card-schema';
import type { Rulings1999 } from '../rulings-in-play';
import { DNA_ON_CC } from '../rulings/army';
import type { DnaModification } from './roster-schema';

/** "you may add up to two (2) points each to any three (3) of these attributes" (seed 001 L303). */
export const DNA_LIMITS = { maxPointsPerAttribute: 2, maxAttributes: 3 } as const;

/** The Instability slot: the DNA modifications summed (L303). 0 when the card is unmodified. */
export function instabilityOf(dna: readonly DnaModification[]): number {
  return dna.reduce((sum, mod) => sum + mod.amount, 0);
}

/** What is wrong with a card's DNA notes, in the rulebook's terms; empty when legal. */
export function dnaProblems(card: RulesCard, dna: readonly DnaModification[], rulings: Pick<Rulings1999, 'dnaOnCc'>): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const mod of dna) {
    const label = ATTRIBUTE_LABELS[mod.attribute];
    if (!card.dnaSlots.includes(mod.attribute)) problems.push(`${label} has no blank DNA slot on the card; only those Attributes may be modified`);
    if (mod.amount < 1 || mod.amount > DNA_LIMITS.maxPointsPerAttribute) problems.push(`${label} +${mod.amount}: a DNA modification adds 1 or 2 points`);
    if (seen.has(mod.attribute)) problems.push(`${label} is modified twice; one note per DNA slot`);
    seen.add(mod.attribute);
    if (mod.attribute === 'cc' && rulings.dnaOnCc === 'one-score' && !mod.ccScore) problems.push(`CC: say whether the offensive or the defensive score is modified (house rule “${DNA_ON_CC.title}”)`);
  }
  if (seen.size > DNA_LIMITS.maxAttributes) problems.push(`${seen.size} Attributes modified; at most ${DNA_LIMITS.maxAttributes}`);
  return problems;
}

/** The card's Attributes with its DNA notes added (illegal notes are applied as written; the builder reports them). */
export function modifiedAttributes(base: Attributes, dna: readonly DnaModification[], rulings: Pick<Rulings1999, 'dnaOnCc'>): Attributes {
  const out = { ...base };
  for (const mod of dna) {
    if (mod.attribute === 'cc') {
      if (rulings.dnaOnCc === 'both-scores') {
        out.ccOffensive += mod.amount;
        out.ccDefensive += mod.amount;
      } else if (mod.ccScore === 'defensive') out.ccDefensive += mod.amount;
      else out.ccOffensive += mod.amount;
    } else {
      out[mod.attribute] += mod.amount;
    }
  }
  return out;
}
