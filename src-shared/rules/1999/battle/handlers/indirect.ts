import { hasAbility } from '../../cards/card-schema';
import { deviationClock, deviationOf } from '../../mechanics/attack';
import { guessedRangeProblem } from '../../mechanics/guessed-range';
import { throwRangeCm } from '../../mechanics/movement';
import { facesOf } from '../../mechanics/roll';
import { validateDice } from '../../../dice';
import { FLYING_AND_THROWING } from '../../rulings/battle';
import { refuse, type Ctx, type Draft } from '../draft';
import type { EventOf } from '../events';
import { cardDef, modelScores, sideOfCard } from '../queries';
import { checkPlain } from '../rerolls';
import { actingModel, modelName, wrongAction } from './active';
import { applyHit, enemyTarget } from './hits';

/**
 * Shooting indirect or Throwing (L567–L601): a guessed range up to the weapon's range (or 20 cm +
 * STR for a throw), deviation by 2D6 (doubles hit) or a D6 (a 6 hits) in the direction of a D6 × 2
 * o'clock, then armour and wounds for every model the players find hit. Flying Units are Immune to
 * Indirect fire (L219, `1999.flying-and-throwing`).
 */
export function indirect(d: Draft, e: EventOf<'indirect'>, ctx: Ctx): void {
  const { active, steps, action, name } = actingModel(d, ctx, e.shooter);
  if (action !== 'indirect') wrongAction(name, action, 'fire indirect or throw');
  const card = cardDef(d, ctx, e.shooter.cardId);
  const weapon = card.card.weapons.find((w) => w.name.toLowerCase() === e.weapon.toLowerCase());
  if (!weapon) refuse(`${card.card.name} carries no ${e.weapon}`);
  if (weapon.type !== 'indirect' && weapon.type !== 'throwing') refuse(`${weapon.name} is neither an Indirect nor a Throwing weapon`);
  if (steps.weapon && steps.weapon !== weapon.name) refuse(`${name} already uses ${steps.weapon} in this Action`);
  if (steps.indirect >= weapon.multiple) refuse(`${name} has used all ${weapon.multiple} shot${weapon.multiple === 1 ? '' : 's'} of ${weapon.name}`);
  const kind = weapon.type;
  const scores = modelScores(d, ctx, e.shooter);
  const reach = kind === 'indirect' ? weapon.rangeCm! : throwRangeCm(scores.str);
  const overRange = guessedRangeProblem(name, weapon, reach, e.guessedRangeCm);
  if (overRange) refuse(overRange);
  checkPlain(e.deviation, kind === 'indirect' ? 2 : 1, `${weapon.name}: deviation roll`);
  const modifier = kind === 'indirect' || ctx.rulings.deviationModifier === 'throwing-too' ? (weapon.deviation ?? 0) : 0;
  const deviation = deviationOf(kind, facesOf(e.deviation), modifier);
  let oClock: number | null = null;
  if (deviation.onTarget) {
    if (e.direction) refuse(`${weapon.name} hits at the Guessed range; no direction roll is made`);
  } else {
    if (!e.direction) refuse(`${weapon.name} deviates ${deviation.cm} cm: roll a D6 for its direction`);
    const problem = e.direction.sides === 6 ? validateDice(e.direction, 1) : { message: 'roll a D6' };
    if (problem) refuse(`Deviation direction: ${problem.message}`);
    oClock = deviationClock(e.direction.faces[0]!);
  }
  steps.weapon = weapon.name;
  steps.indirect++;
  ctx.out.push({ code: 'deviation', shooter: { ...e.shooter }, weapon: weapon.name, onTarget: deviation.onTarget, cm: deviation.cm, oClock });
  const hits = e.hits ?? [];
  const seen = new Set<string>();
  for (const hit of hits) {
    const key = `${hit.target.cardId}#${hit.target.model}`;
    if (seen.has(key)) refuse('each model is hit once by one projectile');
    seen.add(key);
    const target = cardDef(d, ctx, hit.target.cardId);
    const immune = hasAbility(target.card, 'flying') && (kind === 'indirect' || ctx.rulings.flyingAndThrowing === 'immune-to-both');
    if (immune) refuse(`${modelName(target.card.name, target.models, hit.target.model)} is Flying and Immune to ${kind === 'indirect' ? 'Indirect fire' : `thrown weapons (house rule “${FLYING_AND_THROWING.title}”)`}`);
    const targetName = enemyTargetOrOwn(d, ctx, hit.target, active.side);
    if (d.stage === 'over') break;
    applyHit(d, ctx, hit.target, hit, { ap: weapon.ap, penalty: 0, wounding: weapon.wounding, woundingMultiple: weapon.woundingMultiple, label: `${weapon.name} on ${targetName}` }, active.side);
  }
}

/** A projectile can land on anyone, own models included (L201); only Casualties and models off the table are refused. */
function enemyTargetOrOwn(d: Draft, ctx: Ctx, target: { cardId: string; model: number }, side: string): string {
  if (sideOfCard(d, ctx, target.cardId) !== side) return enemyTarget(d, ctx, target, side);
  const card = cardDef(d, ctx, target.cardId);
  const model = d.cards[target.cardId]!.models[target.model];
  const name = modelName(card.card.name, card.models, target.model);
  if (!model || model.casualty) refuse(`${name} is not on the Battlefield`);
  return name;
}
