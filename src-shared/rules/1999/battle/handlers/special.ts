import { check, DEFAULT_REQUIREMENT, faceOf } from '../../mechanics/roll';
import { refuse, type Ctx, type Draft } from '../draft';
import type { EventOf } from '../events';
import { aliveModels, cardDef, modelScores } from '../queries';
import { checkRoll } from '../rerolls';
import { activeWithAction, stepsOf, wrongAction } from './active';

/**
 * A Special Action as its card states it (L603–L605): with a Roll Requirement (none stated is 7+,
 * L151) raised by the Level of Difficulty steps the player takes (L153–L155), plus an Attribute
 * when the card names one (L135–L139). Its effect is the card's to apply.
 */
export function specialAction(d: Draft, e: EventOf<'special-action'>, ctx: Ctx): void {
  const active = activeWithAction(d, ctx);
  const card = cardDef(d, ctx, e.cardId);
  if (!active.cardIds.includes(e.cardId)) refuse(`${card.card.name} is not acting now`);
  const action = active.actions[e.cardId]!;
  if (action !== 'special') wrongAction(card.card.name, action, 'perform a Special Action');
  const ability = card.card.abilities.find((a) => a.kind === 'special-action' && a.name.toLowerCase() === e.ability.toLowerCase());
  if (!ability || ability.kind !== 'special-action') refuse(`${card.card.name} has no Special Action “${e.ability}”`);
  const models = aliveModels(d.cards[e.cardId]!);
  const live = models.filter((m) => !stepsOf(active, { cardId: e.cardId, model: m }).ended);
  if (live.length === 0) refuse(`${card.card.name}’s Action has ended`);
  if (live.some((m) => stepsOf(active, { cardId: e.cardId, model: m }).special)) refuse(`${card.card.name} has already performed its Special Action`);
  const increments = e.increments ?? 0;
  if (increments > 0 && !ability.levelOfDifficulty) refuse(`${ability.name} has no Level of Difficulty to raise`);
  const rolls = ability.rr !== undefined || ability.attribute !== undefined;
  const needed = (ability.rr ?? DEFAULT_REQUIREMENT) + increments;
  let face: number | null = null;
  let total: number | null = null;
  let success = true;
  if (rolls) {
    if (!e.roll) refuse(`${ability.name}: roll a D6 against ${needed}+`);
    checkRoll(d, ctx, active.unitId, e.roll, 1, 'special-action', `${ability.name}`);
    const scores = modelScores(d, ctx, { cardId: e.cardId, model: live[0]! });
    const bonus = ability.attribute ? (ability.attribute === 'cc' ? scores.ccOffensive : scores[ability.attribute]) : 0;
    const result = check(faceOf(e.roll), bonus, needed, ctx.rulings.automaticResults === 'every-roll');
    face = result.face;
    total = result.total;
    success = result.success;
  } else if (e.roll) refuse(`${ability.name} has no Roll Requirement; it is simply performed`);
  for (const m of live) {
    const steps = stepsOf(active, { cardId: e.cardId, model: m });
    steps.special = true;
    steps.ended = true;
  }
  ctx.out.push({ code: 'special-action', cardId: e.cardId, ability: ability.name, face, total, needed, success, increments });
}
