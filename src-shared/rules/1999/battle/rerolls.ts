import type { RerollableRoll } from '../cards/card-terms';
import { REROLLABLE_LABELS } from '../cards/card-terms';
import type { Roll } from '../mechanics/roll';
import { rollProblem } from '../mechanics/roll';
import { refuse, type Ctx, type Draft } from './draft';
import { unitCards } from './queries';

/**
 * Checks a roll's dice and, when it carries a Re-roll, that a card of the rolling Unit has the
 * ability that grants one for this roll (L131–L133; the card's rule applies, L307–L309).
 */
export function checkRoll(d: Draft, ctx: Ctx, unitId: string, roll: Roll, count: number, kind: RerollableRoll, label: string): void {
  const problem = rollProblem(roll, count, label);
  if (problem) refuse(problem);
  if (!roll.reroll) return;
  const wanted = roll.reroll.ability.trim().toLowerCase();
  const grants = unitCards(d, ctx, unitId).some((c) => c.card.abilities.some((a) => a.kind === 're-roll' && a.name.trim().toLowerCase() === wanted && a.rolls.includes(kind)));
  if (!grants) refuse(`${label}: no card in the Unit has “${roll.reroll.ability}” to re-roll ${REROLLABLE_LABELS[kind]}`);
}

/** Plain dice with no Re-roll allowed (deviation, Force dice, Opposed rolls). */
export function checkPlain(roll: Roll, count: number, label: string): void {
  if (roll.reroll) refuse(`${label}: no Re-roll is allowed here`);
  const problem = rollProblem(roll, count, label);
  if (problem) refuse(problem);
}
