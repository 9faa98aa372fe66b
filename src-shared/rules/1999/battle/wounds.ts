import type { SideKey } from '../../../systems/game-system';
import { withstandsConfusion } from '../mechanics/attack';
import { faceOf, type Roll } from '../mechanics/roll';
import { refuse, type Ctx, type Draft } from './draft';
import type { ModelRef } from './events';
import { aliveModels, cardDef, highestMen, modelState, unitAliveModels, unitDef, unitHas } from './queries';
import { checkRoll } from './rerolls';
import { afterCasualty } from './victory';

/** What one batch of wounds did to a Unit, for its Confusion rolls. */
export interface WoundTally {
  /** Wounds that left the model standing. */
  survived: number;
  /** Wounds that made a model a Casualty. */
  casualties: number;
}

export const noWounds = (): WoundTally => ({ survived: 0, casualties: 0 });

/** The model loses a Wound; on its last it is a Casualty and leaves the Battlefield (L503). */
export function woundModel(d: Draft, ctx: Ctx, ref: ModelRef, by: SideKey | null, tally: WoundTally): void {
  const model = modelState(d, ref);
  if (model.casualty) refuse('that model is already a Casualty');
  const unit = d.units[cardDef(d, ctx, ref.cardId).unitId]!;
  unit.woundsSuffered++;
  if (model.woundsLeft > 1) {
    model.woundsLeft--;
    tally.survived++;
    ctx.out.push({ code: 'wounded', target: { ...ref }, woundsLeft: model.woundsLeft });
    return;
  }
  tally.casualties++;
  makeCasualty(d, ctx, ref, by);
}

/** Removes the model as a Casualty and books its Army Points (L503, L105–L107). */
export function makeCasualty(d: Draft, ctx: Ctx, ref: ModelRef, by: SideKey | null): void {
  const card = cardDef(d, ctx, ref.cardId);
  const def = unitDef(d, ctx, card.unitId);
  const model = modelState(d, ref);
  if (model.casualty) refuse('that model is already a Casualty');
  model.casualty = true;
  model.woundsLeft = 0;
  const points = card.card.armyPoints;
  const unit = d.units[def.id]!;
  unit.modelsLost++;
  unit.pointsLost += points;
  const side = d.sides[def.side]!;
  side.modelsLost++;
  side.pointsLost += points;
  if (by && by !== def.side) side.lostTo[by] = (side.lostTo[by] ?? 0) + points;
  if (by !== def.side) creditAttacker(d, by, points);
  ctx.out.push({ code: 'casualty', target: { ...ref }, side: def.side, by, points });
  if (aliveModels(d.cards[card.id]!).length === 0) d.cards[card.id]!.faceUp = false;
  if (unitAliveModels(d, ctx, def.id) === 0) {
    unit.status = 'casualty';
    unit.casualtyOnTurn = d.turn;
    side.unitsLost++;
    if (by && by !== def.side) side.unitsLostTo[by] = (side.unitsLostTo[by] ?? 0) + def.points;
    ctx.out.push({ code: 'unit-casualty', unitId: def.id, side: def.side, by, points: def.points });
  }
  afterCasualty(d, ctx, def.id);
}

/** The acting Unit's service record: enemy models it made Casualties (its own, struck by its Area of Effect, never count). */
function creditAttacker(d: Draft, by: SideKey | null, points: number): void {
  if (!by || !d.active || d.active.side !== by) return;
  const unit = d.units[d.active.unitId]!;
  unit.pointsInflicted += points;
  unit.modelsInflicted++;
}

/**
 * The MEN rolls a Unit owes for the wounds just suffered (L505–L509): one per Wound while models
 * are left, none for an Unhuman Unit (L205–L207); a Casualty counts per `1999.casualty-confusion`.
 */
export function confusionRollsOwed(d: Draft, ctx: Ctx, unitId: string, tally: WoundTally): number {
  if (d.stage === 'over') return 0;
  if (unitAliveModels(d, ctx, unitId) === 0) return 0;
  const wounds = tally.survived + (ctx.rulings.casualtyConfusion === 'casualty-counts' ? tally.casualties : 0);
  if (wounds === 0) return 0;
  if (unitHas(d, ctx, unitId, 'unhuman')) {
    ctx.out.push({ code: 'confusion-immune', unitId, wounds });
    return 0;
  }
  return wounds;
}

/** Takes the owed MEN rolls from `rolls` (exactly as many as owed) and adds a degree of Confusion for each failure. */
export function rollConfusion(d: Draft, ctx: Ctx, unitId: string, tally: WoundTally, rolls: readonly Roll[], label: string): void {
  const owed = confusionRollsOwed(d, ctx, unitId, tally);
  const name = unitDef(d, ctx, unitId).name;
  if (rolls.length !== owed) {
    refuse(owed === 0 ? `${label}: ${name} takes no MEN roll here` : `${label}: ${name} takes ${owed} MEN roll${owed === 1 ? '' : 's'} against Confusion, ${rolls.length} given`);
  }
  const men = highestMen(d, ctx, unitId);
  const automatic = ctx.rulings.automaticResults === 'every-roll';
  const unit = d.units[unitId]!;
  rolls.forEach((roll, i) => {
    checkRoll(d, ctx, unitId, roll, 1, 'confusion', `${label}, MEN roll ${i + 1}`);
    const result = withstandsConfusion(faceOf(roll), men, automatic);
    if (!result.success) {
      unit.confusion++;
      unit.timesConfused++;
    }
    ctx.out.push({ code: 'confusion-roll', unitId, face: result.face, total: result.total, confused: !result.success, degree: unit.confusion });
  });
}

/** Every model of a card the Unit still has, for effects that strike "the model/s". */
export function livingModelsOf(d: Draft, cardId: string): ModelRef[] {
  return aliveModels(d.cards[cardId]!).map((model) => ({ cardId, model }));
}

