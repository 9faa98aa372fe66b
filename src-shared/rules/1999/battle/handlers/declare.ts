import { refuse, type Ctx, type Draft } from '../draft';
import type { EventOf } from '../events';
import { ACTION_LABELS, MOVEMENT_ACTIONS, type ActionKind } from '../actions';
import { aliveModels, cardDef, unitDef } from '../queries';

/**
 * "declare one Action from the Action table below for the Unit as a whole, or one separate Action
 * for each Rules Card in the Unit" (L389, L393–L395). Rigidity forbids Movement Actions (L649);
 * a Panic attack forces Moving fast (L657).
 */
export function actionDeclared(d: Draft, e: EventOf<'action-declared'>, ctx: Ctx): void {
  const active = d.active;
  if (!active) refuse('no Unit is acting; nominate one first');
  const name = unitDef(d, ctx, active.unitId).name;
  if (active.instability.length > 0) refuse(`roll Instability for ${name} before declaring its Action`);
  if (active.actions) refuse(`${name} has already declared its Action`);
  if ((e.action === undefined) === (e.perCard === undefined)) refuse('declare one Action for the Unit, or one for each of its Rules Cards');
  const cards = active.cardIds.filter((id) => aliveModels(d.cards[id]!).some((m) => !active.steps[`${id}#${m}`]?.ended));
  if (cards.length === 0) refuse(`${name} has no model left to act`);
  const actions: Record<string, ActionKind> = {};
  if (e.action) for (const id of cards) actions[id] = e.action;
  else {
    for (const entry of e.perCard!) {
      if (!cards.includes(entry.cardId)) refuse(`${cardDef(d, ctx, entry.cardId).card.name} is not acting in this Action`);
      if (actions[entry.cardId]) refuse(`${cardDef(d, ctx, entry.cardId).card.name} has two Actions declared`);
      actions[entry.cardId] = entry.action;
    }
    const missing = cards.filter((id) => !actions[id]);
    if (missing.length > 0) refuse(`declare an Action for ${missing.map((id) => cardDef(d, ctx, id).card.name).join(', ')} too`);
  }
  for (const id of cards) {
    const card = cardDef(d, ctx, id);
    const action = actions[id]!;
    const models = aliveModels(d.cards[id]!).map((m) => d.cards[id]!.models[m]!);
    if (models.some((m) => m.panic) && action !== 'move-fast') refuse(`${card.card.name} has a Panic attack: it must Move fast, played out by the opponent`);
    if (models.some((m) => m.rigidity) && MOVEMENT_ACTIONS.has(action)) refuse(`${card.card.name} has Rigidity and may not perform ${ACTION_LABELS[action]} this Turn`);
    if (action === 'indirect' && !card.card.weapons.some((w) => w.type === 'indirect' || w.type === 'throwing')) refuse(`${card.card.name} has no Indirect or Throwing weapon`);
    if (action === 'special' && !card.card.abilities.some((a) => a.kind === 'special-action')) refuse(`${card.card.name} has no Special Action on its card`);
  }
  active.actions = actions;
  ctx.out.push({ code: 'action-declared', unitId: active.unitId, actions: { ...actions } });
}
