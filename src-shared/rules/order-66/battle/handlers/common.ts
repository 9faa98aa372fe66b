import { validateDice, type DiceRoll } from '../../../dice';
import { modelsOf } from '../setup';
import { refuse, type ModelDraft, type Step } from '../draft';
import { actionsLeft } from '../queries';
import type { LineOfFire } from '../events';
import { ACTIONS_PER_TURN } from '../../mystics';

/** Checks every handler shares: who is named, whether they may act, what the dice say. */

export function nameOf(step: Step, modelId: string): string {
  return modelsOf(step.d.setup).find((model) => model.id === modelId)?.name ?? 'That model';
}

export function existing(step: Step, modelId: string): ModelDraft {
  const model = step.d.models[modelId];
  if (!model) refuse('There is no such model in this battle');
  return model;
}

/** A model that may take an action now: in the active unit, standing, with an action left. */
export function actor(step: Step, modelId: string): ModelDraft {
  const { d } = step;
  const model = existing(step, modelId);
  const name = nameOf(step, modelId);
  if (model.status !== 'standing') refuse(`${name} is no longer on the table`);
  if (actionsLeft(model) <= 0) refuse(`${name} has no actions left this turn: "Each model may take up to ${ACTIONS_PER_TURN} actions per turn"`);
  if (d.phase !== 'activation' || !d.activation) refuse(`${name} is not activated: win a roll-off and pick a unit first`);
  if (!d.activation.modelIds.includes(modelId)) refuse(`${name} is not in the unit that is acting now`);
  return model;
}

export function spendAction(model: ModelDraft): void {
  model.actionsUsed += 1;
}

/** A standing model other than the one attacking it. */
export function target(step: Step, targetId: string, attackerId: string): ModelDraft {
  const model = existing(step, targetId);
  const name = nameOf(step, targetId);
  if (targetId === attackerId) refuse(`${name} cannot target itself`);
  if (model.status !== 'standing') refuse(`${name} is no longer on the table`);
  return model;
}

/** The sum of a roll of `count` D6, or a refusal naming what the dice were for. */
export function d6Total(roll: DiceRoll, count: number, what: string): number {
  if (roll.sides !== 6) refuse(`${what} is rolled on D6`);
  const problem = validateDice(roll, count);
  if (problem) refuse(`${what}: ${problem.message}`);
  return roll.faces.reduce((sum, face) => sum + face, 0);
}

export function nextAttack(step: Step): number {
  step.d.attacks += 1;
  return step.d.attacks;
}

const LINE_RULE = 'a grymn needs to be able to draw a straight, uninterrupted line from their base to their target (this means they are unable to fire at diagonal angles!)';

/** "a straight, uninterrupted line ... unable to fire at diagonal angles" (L88), for every shot. */
export function requireStraightLine(line: LineOfFire, shooter: string): void {
  if (line === 'diagonal') refuse(`${shooter} cannot fire at a diagonal angle: "${LINE_RULE}"`);
  if (line === 'blocked') refuse(`${shooter} has no uninterrupted line to the target: "${LINE_RULE}"`);
}

/** A distance counted at the table, checked against the rule's reach. */
export function requireWithin(squares: number, reach: number, what: string, quote: string): void {
  if (!Number.isInteger(squares) || squares < 1) refuse(`${what}: count at least 1 square`);
  if (squares > reach) refuse(`${what} is ${squares} squares away; the rule reaches ${reach}: "${quote}"`);
}
