import { resolveOpposed } from '../../mechanics/opposed';
import { addContact, enemiesInContact } from '../contacts';
import { listOf } from '../../narrator/names';
import { refuse, type Ctx, type Draft } from '../draft';
import type { EventOf, ModelRef } from '../events';
import { cardDef, closeCombatTotal, modelState, sideOfCard, strongestInContact } from '../queries';
import { actingModel, modelName, takeStep, wrongAction } from './active';

const MOVING_ACTIONS = new Set(['move-fast', 'move-and-shoot', 'charge']);

/**
 * Moving out of Base-to-base Contact (seed 001 L431–L437): an Opposed roll, each adding its model's
 * CC offensive and defensive scores (L433), against the enemy in contact with the highest of them,
 * the mover −1 for each other enemy in contact (L435), only while a Movement can still be declared
 * (L437). Ties are re-rolled as every Opposed roll's are (L143). Win and the model moves on and
 * completes its Action; lose and its Action ends (L433). Every enemy recorded in contact with the
 * model is among those named, so none is left out of the roll (L435).
 */
export function disengageRolled(d: Draft, e: EventOf<'disengage-rolled'>, ctx: Ctx): void {
  const ref = { cardId: e.cardId, model: e.model };
  const { steps, action, name, active } = actingModel(d, ctx, ref);
  if (!MOVING_ACTIONS.has(action)) wrongAction(name, action, 'move the model, so it cannot move out of contact');
  if (steps.moved) refuse(`${name} has already moved in this Action`);
  if (steps.disengage) refuse(`${name} has already rolled to move out of contact`);
  if (modelState(d, ref).rigidity) refuse(`${name} has Rigidity and cannot declare a legal Movement`);
  takeStep(active, action, name, 'move');

  const enemies = enemiesNamed(e);
  const enemyName = (enemy: ModelRef) => {
    const card = cardDef(d, ctx, enemy.cardId);
    return modelName(card.card.name, card.models, enemy.model);
  };
  const seen = new Set<string>();
  for (const enemy of enemies) {
    const key = `${enemy.cardId}#${enemy.model}`;
    if (seen.has(key)) refuse(`${enemyName(enemy)} is named twice among the enemies in contact`);
    seen.add(key);
    if (sideOfCard(d, ctx, enemy.cardId) === active.side) refuse(`${enemyName(enemy)} is not an enemy of ${name}`);
    if (modelState(d, enemy).casualty) refuse(`${enemyName(enemy)} is a Casualty and holds nobody`);
  }
  const unnamed = enemiesInContact(d, ctx, ref).filter((enemy) => !seen.has(`${enemy.cardId}#${enemy.model}`));
  if (unnamed.length > 0) {
    refuse(`${listOf(unnamed.map(enemyName))} ${unnamed.length === 1 ? 'is' : 'are'} recorded in Base-to-base Contact with ${name}: name every enemy model in contact, since the roll is against the highest and −1 for each other`);
  }
  for (const enemy of enemies) addContact(d, ref, enemy);
  const held = e.enemies ? strongestInContact(d, ctx, enemies) : { enemy: enemies[0]!, total: closeCombatTotal(d, ctx, enemies[0]!), others: e.additionalEnemies };

  const mods = { mover: closeCombatTotal(d, ctx, ref) - held.others, enemy: held.total };
  const label = (who: 'mover' | 'enemy') => (who === 'mover' ? name : enemyName(held.enemy));
  const rounds = e.rounds.map((round) => round.map((entry) => ({ who: entry.who as 'mover' | 'enemy', dice: entry.dice })));
  const result = resolveOpposed<'mover' | 'enemy'>(['mover', 'enemy'], rounds, (who) => mods[who], label);
  if (!result.ok) refuse(result.reason);
  const won = result.winner === 'mover';
  steps.disengage = won ? 'won' : 'lost';
  if (!won) steps.ended = true;
  const last = result.rounds[result.rounds.length - 1]!;
  ctx.out.push({
    code: 'disengaged',
    at: { ...ref },
    against: { ...held.enemy },
    others: held.others,
    won,
    mover: last.find((t) => t.who === 'mover')!.total,
    enemy: last.find((t) => t.who === 'enemy')!.total,
  });
}

/** The enemy models in contact as the step names them: the list, or an older record's one enemy. */
function enemiesNamed(e: EventOf<'disengage-rolled'>): readonly ModelRef[] {
  if (e.enemies && e.enemy) refuse('name the enemies in contact once: as a list, not also as one enemy');
  if (e.enemies) {
    if (e.additionalEnemies > 0) refuse('the other enemies in contact are counted from the list; do not add a count as well');
    return e.enemies;
  }
  if (e.enemy) return [e.enemy];
  refuse('name the enemy models in Base-to-base Contact with the model moving away');
}
