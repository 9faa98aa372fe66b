import { refuse, type Step } from '../draft';
import type { Order66EventOf } from '../events';
import { actor, nameOf, spendAction } from './common';

/** "Move: up to maximum move in any direction so long as do not pass through any other mini/ terrain feature" (L84). */

const MOVE_RULES = {
  mystic: 'Each Mystic moves 4 squares and has 3 wounds.',
  grymn: 'Grymn Troopers move 3 squares and have 1 wound each.',
} as const;
const NO_PASSING = 'up to maximum move in any direction so long as do not pass through any other mini/ terrain feature';

function checkSquares(step: Step, modelId: string, squares: number, least: number): void {
  const model = step.d.models[modelId]!;
  const name = nameOf(step, modelId);
  if (!Number.isInteger(squares) || squares < least) refuse(least === 1 ? `A move covers at least 1 square` : 'Count whole squares');
  if (squares > model.move) refuse(`${name} moves at most ${model.move} squares: "${MOVE_RULES[model.kind]}"`);
}

export function move(step: Step, event: Order66EventOf<'move'>): void {
  const model = actor(step, event.modelId);
  checkSquares(step, event.modelId, event.squares, 1);
  const across = event.acrossModels === true;
  if (across && model.mechanic !== 'jump') refuse(`${nameOf(step, event.modelId)} may not cross other miniatures or terrain: "${NO_PASSING}"`);
  if (across && step.rules.jump === 'as-action') {
    refuse(`${nameOf(step, event.modelId)} crosses miniatures and terrain only with the Mystic Jump action under this campaign's house rules`);
  }
  spendAction(model);
  step.out.push({ code: 'moved', modelId: event.modelId, squares: event.squares, acrossModels: across });
}

/** Mystic Jump as an action (o66.mystic-jump: as-action): a move across anything, and +1 to dodge until its next activation. */
export function jump(step: Step, event: Order66EventOf<'jump'>): void {
  const model = actor(step, event.modelId);
  const name = nameOf(step, event.modelId);
  if (model.mechanic !== 'jump') refuse(`${name} has no Mystic Jump`);
  if (step.rules.jump === 'always') refuse(`Mystic Jump is always in effect under this campaign's house rules: move ${name} across miniatures with an ordinary move`);
  checkSquares(step, event.modelId, event.squares, 0);
  spendAction(model);
  model.jumping = true;
  model.record.abilitiesUsed += 1;
  step.out.push({ code: 'jumped', modelId: event.modelId, squares: event.squares });
}
