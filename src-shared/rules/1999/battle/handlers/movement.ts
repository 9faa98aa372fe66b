import { hasAbility } from '../../cards/card-schema';
import { moveAllowance, OBSTACLE_LIMIT_CM } from '../../mechanics/movement';
import { refuse, type Ctx, type Draft } from '../draft';
import type { EventOf, ModelRef } from '../events';
import { movementMultiplier } from '../actions';
import { aliveModels, cardDef, modelScores, modelState } from '../queries';
import { actingModel, modelName, takeStep, wrongAction } from './active';
import { addContact, enemiesInContact, leaveContacts } from '../contacts';
import { listOf } from '../../narrator/names';
import { enemyTarget } from './hits';

/**
 * A move, checked against the model's allowance (L415–L429, L443–L445, L511–L513): no entering
 * Base-to-base Contact except by Charging, no Impassable terrain or obstacles over 3 cm unless
 * Flying, never off the Battlefield (L439–L441), not with Rigidity (L649). A model recorded in
 * contact with an enemy (or said to start in contact) moves only after winning the roll to move out
 * of it (L433), and moving leaves every contact; a Charge into contact records the enemies each
 * model touches (L513).
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
    if (action === 'charge' && steps.assaults > 0) refuse(`${name} moves before it Assaults in a Charge`);
    if (action === 'move-fast' && steps.shots > 0) refuse(`${name} cannot shoot when Moving fast`);
    if (steps.disengage === 'lost') refuse(`${name} lost the roll to move out of contact`);
    if (steps.disengage !== 'won') {
      // Whoever moves while in contact is moving out of it: "When a model wants to move out of Base-to-base Contact … take an Opposed roll" (L433).
      const held = enemiesInContact(d, ctx, ref);
      if (held.length > 0) refuse(`${name} is in Base-to-base Contact with ${modelNames(d, ctx, held)}: it moves away only after winning the roll to move out of contact`);
      if (e.outOfBaseContact) refuse(`${name} is in Base-to-base Contact with an enemy: roll to move out of contact first`);
    }
    takeStep(active, action, name, 'move');
    const state = modelState(d, ref);
    if (state.rigidity) refuse(`${name} has Rigidity: no Movement this Turn`);
    if (e.offBattlefield) refuse(`${name} may not move off the Battlefield; its centre stays inside the boundary`);
    if (e.throughImpassable && !flying) refuse(`${name} cannot move over or through Impassable terrain`);
    if (e.obstacleHeightCm !== undefined && e.obstacleHeightCm > OBSTACLE_LIMIT_CM && !flying) refuse(`an obstacle of ${e.obstacleHeightCm} cm is Impassable terrain; only ${OBSTACLE_LIMIT_CM} cm or lower is climbed`);
    if (e.intoBaseContact && action !== 'charge') refuse(`${name} may never move into Base-to-base Contact with an enemy by this Action; only a Charge does`);
    const scores = modelScores(d, ctx, ref);
    const check = moveAllowance(
      { mov: scores.mov, multiplier: movementMultiplier(action), frenzy: state.frenzy, distanceCm: e.distanceCm, difficultCm: e.difficultCm ?? 0, ignoresDifficult: flying || floating },
      ctx.rulings,
    );
    if (!check.within) {
      const over = e.difficultCm ? ` (${e.difficultCm} cm of it over Difficult ground counts as ${check.usedCm} cm)` : '';
      refuse(`${name} may move up to ${check.allowanceCm} cm; ${e.distanceCm} cm entered${over}`);
    }
    allowance = Math.min(allowance, check.allowanceCm);
    used = Math.max(used, check.usedCm);
  }
  const touching = chargeContacts(d, ctx, e, indices);
  const active = d.active!;
  for (const model of indices) {
    const steps = active.steps[`${e.cardId}#${model}`]!;
    if (e.outOfBaseContact || steps.disengage === 'won') leaveContacts(d, { cardId: e.cardId, model });
    steps.moved = true;
    if (active.actions![e.cardId] === 'move-fast') steps.ended = true;
  }
  for (const pair of touching) addContact(d, { cardId: e.cardId, model: pair.model }, pair.enemy);
  ctx.out.push({ code: 'model-moved', cardId: e.cardId, models: [...indices], distanceCm: e.distanceCm, allowanceCm: allowance, usedCm: used });
}

function modelNames(d: Draft, ctx: Ctx, refs: readonly ModelRef[]): string {
  return listOf(
    refs.map((ref) => {
      const card = cardDef(d, ctx, ref.cardId);
      return modelName(card.card.name, card.models, ref.model);
    }),
  );
}

/** The enemies a Charge ends touching: each named once, by a model that moved in this step, an enemy on the Battlefield. */
function chargeContacts(d: Draft, ctx: Ctx, e: EventOf<'model-moved'>, moved: readonly number[]): EventOf<'model-moved'>['contacts'] {
  if (e.contacts.length === 0) {
    // The record of contacts is what lets a model Assault (L519), so a Charge into contact names them.
    if (e.intoBaseContact) refuse('name the enemy models the Charge ends touching, and which of your models touches each');
    return [];
  }
  if (!e.intoBaseContact) refuse('name the enemy models touched only for a Charge that ends in Base-to-base Contact');
  const card = cardDef(d, ctx, e.cardId);
  const side = d.active!.side;
  const seen = new Set<string>();
  for (const pair of e.contacts) {
    const name = modelName(card.card.name, card.models, pair.model);
    if (!moved.includes(pair.model)) refuse(`${name} did not move in this step, so it cannot end it in contact`);
    const enemyName = enemyTarget(d, ctx, pair.enemy, side);
    const key = `${pair.model}|${pair.enemy.cardId}#${pair.enemy.model}`;
    if (seen.has(key)) refuse(`${name} is named twice in contact with ${enemyName}`);
    seen.add(key);
  }
  return e.contacts;
}
