import { hasAbility } from '../../cards/card-schema';
import { moveAllowance, OBSTACLE_LIMIT_CM } from '../../mechanics/movement';
import { resolveOpposed } from '../../mechanics/opposed';
import { refuse, type Ctx, type Draft } from '../draft';
import type { EventOf } from '../events';
import { movementMultiplier } from '../actions';
import { aliveModels, cardDef, modelScores, modelState, sideOfCard } from '../queries';
import { actingModel, modelName, takeStep, wrongAction } from './active';

/**
 * A move, checked against the model's allowance (L415–L429, L443–L445, L511–L513): no entering
 * Base-to-base Contact except by Charging, no Impassable terrain or obstacles over 3 cm unless
 * Flying, never off the Battlefield (L439–L441), not with Rigidity (L649).
 */
export function modelMoved(d: Draft, e: EventOf<'model-moved'>, ctx: Ctx): void {
  const card = cardDef(d, ctx, e.cardId);
  const indices = e.models ?? aliveModels(d.cards[e.cardId]!);
  if (indices.length === 0) refuse(`${card.card.name} has no model left to move`);
  if (new Set(indices).size !== indices.length) refuse('each model moves once');
  const flying = hasAbility(card.card, 'flying');
  const floating = hasAbility(card.card, 'floating');
  let allowance = Infinity;
  let used = 0;
  for (const model of indices) {
    const ref = { cardId: e.cardId, model };
    const { active, steps, action, name } = actingModel(d, ctx, ref);
    if (action !== 'move-fast' && action !== 'move-and-shoot' && action !== 'charge') wrongAction(name, action, 'move the model');
    if (steps.moved) refuse(`${name} has already moved in this Action`);
    if (action === 'charge' && steps.assaults > 0) refuse(`${name} moves before it Assaults in a Charge (L513)`);
    if (action === 'move-fast' && steps.shots > 0) refuse(`${name} cannot shoot when Moving fast`);
    if (steps.disengage === 'lost') refuse(`${name} lost the roll to move out of contact (L433)`);
    takeStep(active, action, name, 'move');
    const state = modelState(d, ref);
    if (state.rigidity) refuse(`${name} has Rigidity: no Movement this Turn (L649)`);
    if (e.offBattlefield) refuse(`${name} may not move off the Battlefield; its centre stays inside the boundary (L441)`);
    if (e.throughImpassable && !flying) refuse(`${name} cannot move over or through Impassable terrain (L429)`);
    if (e.obstacleHeightCm !== undefined && e.obstacleHeightCm > OBSTACLE_LIMIT_CM && !flying) refuse(`an obstacle of ${e.obstacleHeightCm} cm is Impassable terrain; only ${OBSTACLE_LIMIT_CM} cm or lower is climbed (L427, L625)`);
    if (e.intoBaseContact && action !== 'charge') refuse(`${name} may never move into Base-to-base Contact with an enemy by this Action; only a Charge does (L421, L513)`);
    const scores = modelScores(d, ctx, ref);
    const check = moveAllowance(
      { mov: scores.mov, multiplier: movementMultiplier(action), frenzy: state.frenzy, distanceCm: e.distanceCm, difficultCm: e.difficultCm ?? 0, ignoresDifficult: flying || floating },
      ctx.rulings,
    );
    if (!check.within) {
      const over = e.difficultCm ? ` (${e.difficultCm} cm of it over Difficult ground counts as ${check.usedCm} cm)` : '';
      refuse(`${name} may move up to ${check.allowanceCm} cm; ${e.distanceCm} cm entered${over} (L417, L429)`);
    }
    allowance = Math.min(allowance, check.allowanceCm);
    used = Math.max(used, check.usedCm);
  }
  const active = d.active!;
  for (const model of indices) {
    const steps = active.steps[`${e.cardId}#${model}`]!;
    steps.moved = true;
    if (active.actions![e.cardId] === 'move-fast') steps.ended = true;
  }
  ctx.out.push({ code: 'model-moved', cardId: e.cardId, models: [...indices], distanceCm: e.distanceCm, allowanceCm: allowance, usedCm: used });
}

/**
 * Moving out of Base-to-base Contact (L431–L437): an Opposed roll adding each model's CC offensive
 * and defensive scores, −1 per additional enemy in contact; lose and the model's Action ends.
 */
export function disengageRolled(d: Draft, e: EventOf<'disengage-rolled'>, ctx: Ctx): void {
  const ref = { cardId: e.cardId, model: e.model };
  const { steps, action, name, active } = actingModel(d, ctx, ref);
  if (action !== 'move-fast' && action !== 'move-and-shoot' && action !== 'charge') wrongAction(name, action, 'move the model');
  if (steps.moved) refuse(`${name} has already moved`);
  if (steps.disengage) refuse(`${name} has already rolled to move out of contact`);
  if (modelState(d, ref).rigidity) refuse(`${name} has Rigidity and cannot declare a legal Movement (L437, L649)`);
  takeStep(active, action, name, 'move');
  const enemy = cardDef(d, ctx, e.enemy.cardId);
  if (sideOfCard(d, ctx, e.enemy.cardId) === active.side) refuse(`${enemy.card.name} is not an enemy`);
  if (modelState(d, e.enemy).casualty) refuse(`${modelName(enemy.card.name, enemy.models, e.enemy.model)} is a Casualty`);
  const mover = modelScores(d, ctx, ref);
  const foe = modelScores(d, ctx, e.enemy);
  const mods = { mover: mover.ccOffensive + mover.ccDefensive - (e.additionalEnemies ?? 0), enemy: foe.ccOffensive + foe.ccDefensive };
  const label = (who: string) => (who === 'mover' ? name : modelName(enemy.card.name, enemy.models, e.enemy.model));
  const rounds = e.rounds.map((round) => round.map((entry) => ({ who: entry.who as 'mover' | 'enemy', dice: entry.dice })));
  const result = resolveOpposed<'mover' | 'enemy'>(['mover', 'enemy'], rounds, (who) => mods[who], label);
  if (!result.ok) refuse(result.reason);
  const won = result.winner === 'mover';
  steps.disengage = won ? 'won' : 'lost';
  if (!won) steps.ended = true;
  const first = result.rounds[result.rounds.length - 1]!;
  ctx.out.push({ code: 'disengaged', at: { ...ref }, won, mover: first.find((t) => t.who === 'mover')!.total, enemy: first.find((t) => t.who === 'enemy')!.total });
}
