import { forceDiceEffect, maxForceDice, shootingToHit, UNARMED } from '../../mechanics/attack';
import { resolveOpposed } from '../../mechanics/opposed';
import { faceOf } from '../../mechanics/roll';
import { validateDice } from '../../../dice';
import { refuse, type Ctx, type Draft } from '../draft';
import type { EventOf, ModelRef } from '../events';
import { contactOfSide, contactsOf, otherAttackersInContact } from '../contacts';
import type { ActionKind } from '../actions';
import { cardDef, modelScores } from '../queries';
import { checkRoll } from '../rerolls';
import { actingModel, isPristine, modelName, takeStep, wrongAction } from './active';
import { applyHit, enemyTarget } from './hits';
import { listOf } from '../../narrator/names';

function spendMultiple(ctx: Ctx, steps: { shots: number }, weaponMultiple: number, missed: boolean): void {
  if (missed && ctx.rulings.multipleAfterMiss === 'miss-ends-all') steps.shots = weaponMultiple;
}

/**
 * Shooting (L447–L509): one roll to hit per multiple (L159–L165) with a Shooting weapon — out of
 * range misses outright (L477); D6 + BAL, −1 with Line of Sight to less than half the target, 7+;
 * never at a model in Base-to-base Contact with any of the shooter's side (L465).
 */
export function shot(d: Draft, e: EventOf<'shot'>, ctx: Ctx): void {
  const { active, steps, action, name } = actingModel(d, ctx, e.shooter);
  if (action !== 'move-and-shoot') wrongAction(name, action, 'shoot');
  if (steps.assaultInstead) refuse(`${name} is Assaulting instead`);
  const card = cardDef(d, ctx, e.shooter.cardId);
  const weapon = card.card.weapons.find((w) => w.name.toLowerCase() === e.weapon.toLowerCase());
  if (!weapon) refuse(`${card.card.name} carries no ${e.weapon}`);
  if (weapon.type !== 'shooting') refuse(`${weapon.name} is not a Shooting weapon`);
  if (steps.weapon && steps.weapon !== weapon.name) refuse(`${name} already fires ${steps.weapon} in this Action; one weapon per Shooting Action`);
  if (steps.shots >= weapon.multiple) refuse(`${name} has made all ${weapon.multiple} roll${weapon.multiple === 1 ? '' : 's'} to hit with ${weapon.name}`);
  takeStep(active, action, name, 'attack');
  const targetName = enemyTarget(d, ctx, e.target, active.side);
  const touching = contactOfSide(d, ctx, e.target, active.side);
  if (touching) {
    const friend = cardDef(d, ctx, touching.cardId);
    refuse(`${targetName} is in Base-to-base Contact with your ${modelName(friend.card.name, friend.models, touching.model)} and may not be shot at`);
  }
  if (e.targetInBaseContact) refuse(`${targetName} is in Base-to-base Contact with one of your models and may not be shot at`);
  steps.weapon = weapon.name;
  steps.shots++;
  const label = `${name} shoots ${targetName}`;
  if (e.rangeCm > weapon.rangeCm!) {
    if (e.toHit || e.hit) refuse(`${targetName} is ${e.rangeCm} cm away, beyond ${weapon.name}’s ${weapon.rangeCm} cm: the shot misses without a roll`);
    ctx.out.push({ code: 'out-of-range', shooter: { ...e.shooter }, target: { ...e.target }, weapon: weapon.name, rangeCm: e.rangeCm, maxCm: weapon.rangeCm! });
    spendMultiple(ctx, steps, weapon.multiple, true);
    return;
  }
  if (!e.toHit) refuse(`${label}: roll to hit`);
  checkRoll(d, ctx, active.unitId, e.toHit, 1, 'to-hit', `${label}: roll to hit`);
  const scores = modelScores(d, ctx, e.shooter);
  const toHit = shootingToHit(faceOf(e.toHit), scores.bal, e.partialLineOfSight ?? false, ctx.rulings.automaticResults === 'every-roll');
  ctx.out.push({ code: 'to-hit', shooter: { ...e.shooter }, target: { ...e.target }, weapon: weapon.name, face: toHit.face, total: toHit.total, needed: toHit.needed, hit: toHit.success });
  if (!toHit.success) {
    if (e.hit) refuse(`${label}: the shot missed, so no penetration roll is made`);
    spendMultiple(ctx, steps, weapon.multiple, true);
    return;
  }
  if (!e.hit) refuse(`${label}: roll to penetrate the armour`);
  applyHit(d, ctx, e.target, e.hit, { ap: weapon.ap, penalty: 0, wounding: weapon.wounding, woundingMultiple: weapon.woundingMultiple, label }, active.side);
}

function inContact(d: Draft, ctx: Ctx, attacker: ModelRef, target: ModelRef): boolean {
  return contactsOf(d, ctx, attacker).some((other) => other.cardId === target.cardId && other.model === target.model);
}

/**
 * An Assault is made only on a model in Base-to-base Contact (L519, L413). Contact comes only from a
 * Charge (L513): Moving fast and Moving and Shooting never enter it (L421, L445), nor do Deployment
 * (L331, L347) or a Reinforcement Unit's entry (L385). So the record of contacts is the test.
 */
function notInContact(name: string, targetName: string, action: ActionKind): string {
  const how = action === 'charge' ? 'name it among the enemies the Charge ends touching' : 'only a Charge brings a model into contact';
  return `${name} is not in Base-to-base Contact with ${targetName}, so it cannot Assault it: a model Assaults only an enemy its base touches; ${how}`;
}

/** An older step's entered count of other models in contact that the record does not bear out (L537). */
function alongsideMismatch(d: Draft, ctx: Ctx, label: string, targetName: string, alongside: readonly ModelRef[], entered: number): string {
  const names = alongside.map((ref) => {
    const card = cardDef(d, ctx, ref.cardId);
    return modelName(card.card.name, card.models, ref.model);
  });
  const recorded = names.length === 0 ? `no other model is recorded in contact with ${targetName}` : `${listOf(names)} ${names.length === 1 ? 'is' : 'are'} recorded in contact with ${targetName}`;
  return `${label}: ${recorded}, so the attacker adds ${alongside.length}, not the ${entered} entered (+1 for each other enemy model in contact with the target)`;
}

/**
 * Assaulting (L517–L565): an Opposed roll — attacker D6 + CC offensive, +1 for each other enemy of
 * the target recorded in contact with it (L537); target D6 + CC defensive — ties per `1999.assault-ties`;
 * then Force dice up to STR, penetration and wounds. Unarmed: AP 0, Wounding 4 (`1999.unarmed-force-dice`).
 * Only on an enemy recorded in contact with the attacker (L519; see `notInContact`).
 */
export function assault(d: Draft, e: EventOf<'assault'>, ctx: Ctx): void {
  const { active, steps, action, name } = actingModel(d, ctx, e.attacker);
  if (action !== 'charge' && action !== 'assault') {
    if (!steps.assaultInstead && !isPristine(steps)) wrongAction(name, action, 'Assault once the model has begun it');
    steps.assaultInstead = true;
  }
  const card = cardDef(d, ctx, e.attacker.cardId);
  const weapon = e.weapon === null ? null : card.card.weapons.find((w) => w.name.toLowerCase() === e.weapon!.toLowerCase());
  if (weapon === undefined) refuse(`${card.card.name} carries no ${e.weapon}`);
  if (weapon && weapon.type !== 'assault') refuse(`${weapon.name} is not an Assault weapon`);
  const weaponName = weapon?.name ?? 'Unarmed';
  if (steps.weapon && steps.weapon !== weaponName) refuse(`${name} already fights with ${steps.weapon} in this Action`);
  const multiple = weapon?.multiple ?? 1;
  if (steps.assaults >= multiple) refuse(`${name} has made all ${multiple} Assault roll${multiple === 1 ? '' : 's'} with ${weaponName}`);
  if (action === 'charge') takeStep(active, action, name, 'attack');
  const targetName = enemyTarget(d, ctx, e.target, active.side);
  if (!inContact(d, ctx, e.attacker, e.target)) refuse(notInContact(name, targetName, action));
  steps.weapon = weaponName;
  steps.assaults++;
  const label = `${name} assaults ${targetName}`;
  const alongside = otherAttackersInContact(d, ctx, e.attacker, e.target);
  if (e.additionalAttackers !== undefined && e.additionalAttackers !== alongside.length) refuse(alongsideMismatch(d, ctx, label, targetName, alongside, e.additionalAttackers));
  const attacker = modelScores(d, ctx, e.attacker);
  const target = modelScores(d, ctx, e.target);
  const mods = { attacker: attacker.ccOffensive + alongside.length, target: target.ccDefensive };
  const rounds = e.rounds.map((round) => round.map((entry) => ({ who: entry.who as 'attacker' | 'target', dice: entry.dice })));
  const ties = ctx.rulings.assaultTies === 're-roll';
  const opposed = resolveOpposed<'attacker' | 'target'>(['attacker', 'target'], rounds, (who) => mods[who], (who) => (who === 'attacker' ? name : targetName), ties);
  if (!opposed.ok) refuse(opposed.reason);
  const last = opposed.rounds[opposed.rounds.length - 1]!;
  const hit = opposed.winner === 'attacker';
  ctx.out.push({
    code: 'assault-roll',
    attacker: { ...e.attacker },
    target: { ...e.target },
    weapon: weapon?.name ?? null,
    attackerTotal: last.find((t) => t.who === 'attacker')!.total,
    targetTotal: last.find((t) => t.who === 'target')!.total,
    hit,
    rerolls: opposed.rounds.length - 1,
    alongside: alongside.map((ref) => ({ ...ref })),
  });
  if (!hit) {
    if (e.forceDice || e.hit) refuse(`${label}: the attack missed, so no Force dice or penetration roll follow`);
    if (ctx.rulings.multipleAfterMiss === 'miss-ends-all') steps.ended = true;
    return;
  }
  const force = e.forceDice?.faces ?? [];
  if (e.forceDice) {
    const max = maxForceDice(attacker.str);
    if (force.length > max) refuse(`${name} may declare at most ${max} Force dice (its STR is ${attacker.str})`);
    const problem = e.forceDice.sides === 6 ? validateDice(e.forceDice, force.length) : { message: 'Force dice are D6' };
    if (problem) refuse(`Force dice: ${problem.message}`);
  }
  const effect = forceDiceEffect(force, attacker.str);
  if (force.length > 0) ctx.out.push({ code: 'force-dice', attacker: { ...e.attacker }, faces: [...force], str: attacker.str, ...effect });
  const unarmedBonus = ctx.rulings.unarmedForceDice === 'four-plus-force' ? effect.woundingBonus : 0;
  const wounding = weapon ? weapon.wounding + effect.woundingBonus : UNARMED.wounding + unarmedBonus;
  if (!e.hit) refuse(`${label}: roll to penetrate the armour`);
  applyHit(d, ctx, e.target, e.hit, { ap: weapon?.ap ?? UNARMED.ap, penalty: effect.penetrationPenalty, wounding, woundingMultiple: weapon?.woundingMultiple ?? 1, label }, active.side);
}
