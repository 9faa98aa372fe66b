import { resolveHit } from '../../mechanics/attack';
import { refuse, type Ctx, type Draft } from '../draft';
import type { HitRolls, ModelRef } from '../events';
import { cardDef, modelScores, modelState, sideOfCard } from '../queries';
import { checkRoll } from '../rerolls';
import { noWounds, rollConfusion, woundModel } from '../wounds';
import { modelName } from './active';

export interface HitSpec {
  readonly ap: number;
  /** Force dice over STR (L555). */
  readonly penalty: number;
  readonly wounding: number;
  readonly woundingMultiple: number;
  readonly label: string;
}

/** An enemy model still on the Battlefield, for an attack by the acting side. */
export function enemyTarget(d: Draft, ctx: Ctx, target: ModelRef, attackerSide: string): string {
  const card = cardDef(d, ctx, target.cardId);
  const name = modelName(card.card.name, card.models, target.model);
  if (sideOfCard(d, ctx, target.cardId) === attackerSide) refuse(`${name} is one of your own models`);
  if (modelState(d, target).casualty) refuse(`${name} is a Casualty`);
  if (d.units[card.unitId]!.status !== 'battlefield') refuse(`${name} is not on the Battlefield`);
  return name;
}

/**
 * Penetration, wounds and Confusion against one model the attack reached (L489–L509), with
 * terrain Armour the target may use instead of its own (L627–L631).
 */
export function applyHit(d: Draft, ctx: Ctx, target: ModelRef, rolls: HitRolls, spec: HitSpec, by: string): void {
  const card = cardDef(d, ctx, target.cardId);
  const scores = modelScores(d, ctx, target);
  let armour = scores.arm;
  let terrain: string | null = null;
  if (rolls.terrainId) {
    const piece = d.setup.terrain.find((t) => t.id === rolls.terrainId);
    if (!piece) refuse('This battle has no such terrain piece');
    if (piece.armour === null) refuse(`${piece.name} has no Armour value declared at the start of the game`);
    armour = piece.armour;
    terrain = piece.name;
  }
  const attackerUnit = d.active!.unitId;
  checkRoll(d, ctx, attackerUnit, rolls.penetration, 1, 'penetration', `${spec.label}: penetration roll`);
  (rolls.wounds ?? []).forEach((roll, i) => checkRoll(d, ctx, card.unitId, roll, 1, 'avoid-wound', `${spec.label}: roll to avoid a wound ${i + 1}`));
  const automatic = ctx.rulings.automaticResults === 'every-roll';
  const model = modelState(d, target);
  const result = resolveHit({ ...spec, armour, con: scores.con, woundsLeft: model.woundsLeft, automatic }, rolls.penetration, rolls.wounds ?? []);
  if (result.status === 'needs') refuse(`${spec.label}: the roll to avoid a wound ${result.index + 1} is missing (the target makes ${spec.woundingMultiple > 1 ? `${spec.woundingMultiple} rolls, one for each multiple after the weapon’s Wounding score` : 'one roll'})`);
  if (result.status === 'too-many') refuse(result.needed === 0 ? `${spec.label}: the armour held, so no roll to avoid a wound is made` : `${spec.label}: only ${result.needed} roll${result.needed === 1 ? '' : 's'} to avoid a wound ${result.needed === 1 ? 'is' : 'are'} needed`);
  ctx.out.push({ code: 'armour', target: { ...target }, face: result.armour.face, total: result.armour.total, armour, terrain, penetrated: result.armour.success });
  const tally = noWounds();
  result.woundRolls.forEach((check) => {
    ctx.out.push({ code: 'avoid-wound', target: { ...target }, face: check.face, total: check.total, wounding: spec.wounding, withstood: check.success });
    if (!check.success && d.stage !== 'over') woundModel(d, ctx, target, by, tally);
  });
  if (!result.armour.success && (rolls.men ?? []).length > 0) refuse(`${spec.label}: no wound, so no MEN roll`);
  rollConfusion(d, ctx, card.unitId, tally, rolls.men ?? [], spec.label);
}
