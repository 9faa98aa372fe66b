import { BLEEDING_WOUNDS_BELOW, instabilityPasses, instabilityRow } from '../../mechanics/instability';
import { faceOf } from '../../mechanics/roll';
import { validateDice } from '../../../dice';
import { INSTABILITY_PER } from '../../rulings/battle';
import { refuse, type Ctx, type Draft } from '../draft';
import type { EventOf, ModelRef } from '../events';
import { aliveModels, cardDef } from '../queries';
import { checkRoll } from '../rerolls';
import { makeCasualty, noWounds, rollConfusion, woundModel } from '../wounds';
import { stepsOf } from './active';

/**
 * The Instability roll (L375–L379): a D6 greater than the Instability number, or a natural 6,
 * acts as usual; otherwise 2D6 on the Instability table, applied at once (L635–L663).
 */
export function instabilityRolled(d: Draft, e: EventOf<'instability-rolled'>, ctx: Ctx): void {
  const active = d.active;
  if (!active) refuse('no Unit is acting');
  const card = cardDef(d, ctx, e.cardId);
  const perModel = ctx.rulings.instabilityPer === 'per-model';
  if (perModel && e.model === undefined) refuse(`roll Instability for each model of ${card.card.name} (house rule “${INSTABILITY_PER.title}”)`);
  if (!perModel && e.model !== undefined) refuse(`one Instability roll covers every model of ${card.card.name}`);
  const owed = active.instability.findIndex((p) => p.cardId === e.cardId && p.model === (perModel ? e.model : null));
  if (owed < 0) refuse(`${card.card.name} owes no Instability roll now`);
  checkRoll(d, ctx, active.unitId, e.roll, 1, 'instability', 'Instability roll');
  const face = faceOf(e.roll);
  const verdict = instabilityPasses(face, card.instability);
  active.instability.splice(owed, 1);
  const modelIndex = perModel ? e.model! : null;
  if (verdict.passed) {
    if (e.table || e.bleeding || (e.men ?? []).length > 0) refuse('the Instability roll passed; no table roll is made');
    ctx.out.push({ code: 'instability-passed', cardId: e.cardId, model: modelIndex, face, instability: card.instability, automatic: verdict.automatic });
    return;
  }
  if (!e.table) refuse(`The Instability roll of ${face} is not greater than ${card.instability}: roll 2D6 on the Instability table`);
  const tableProblem = e.table.sides === 6 ? validateDice(e.table, 2) : { message: 'roll 2D6' };
  if (tableProblem) refuse(`Instability table: ${tableProblem.message}`);
  const result = e.table.faces[0]! + e.table.faces[1]!;
  const row = instabilityRow(result);
  ctx.out.push({ code: 'instability-failed', cardId: e.cardId, model: modelIndex, face, instability: card.instability, table: result, effect: row.effect });
  const models: ModelRef[] = (modelIndex === null ? aliveModels(d.cards[e.cardId]!) : [modelIndex]).map((model) => ({ cardId: e.cardId, model }));
  const unit = d.units[active.unitId]!;
  if (row.effect !== 'internal-bleedings' && (e.bleeding || (e.men ?? []).length > 0)) refuse(`${row.name} needs no further roll`);
  for (const ref of models) {
    const model = d.cards[ref.cardId]!.models[ref.model]!;
    if (row.effect === 'frenzy') model.frenzy = true;
    if (row.effect === 'trembling') model.trembling = true;
    if (row.effect === 'rigidity') model.rigidity = true;
    if (row.effect === 'panic-attack') model.panic = true;
    if (row.endsAction) stepsOf(active, ref).ended = true;
  }
  switch (row.effect) {
    case 'temporary-stop-of-breathing':
      unit.confusion++;
      unit.timesConfused++;
      break;
    case 'uncontrolled-spasms':
      unit.spasmsNextTurn = true;
      break;
    case 'havoc':
      d.sides[active.side]!.havocNextTurn = true;
      break;
    case 'mortal-seizure':
      for (const ref of models) if (d.stage !== 'over') makeCasualty(d, ctx, ref, null);
      break;
    case 'internal-bleedings': {
      if (!e.bleeding) refuse('Internal bleedings: roll a D6; under 4 the model suffers a Wound');
      const problem = e.bleeding.sides === 6 ? validateDice(e.bleeding, 1) : { message: 'roll a D6' };
      if (problem) refuse(`Internal bleedings: ${problem.message}`);
      const tally = noWounds();
      if (e.bleeding.faces[0]! < BLEEDING_WOUNDS_BELOW) for (const ref of models) if (d.stage !== 'over') woundModel(d, ctx, ref, null, tally);
      rollConfusion(d, ctx, active.unitId, tally, e.men ?? [], 'Internal bleedings');
      break;
    }
    default:
      break;
  }
}
