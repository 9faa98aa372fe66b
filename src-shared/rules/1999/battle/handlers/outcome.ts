import { resolveOpposed } from '../../mechanics/opposed';
import { refuse, type Ctx, type Draft } from '../draft';
import type { EventOf } from '../events';
import { settle } from '../flow';
import { cardDef, playerName, sidesInPlay, unitDef, unitAliveModels } from '../queries';
import { afterCasualty, finish, settleTop, type Ending1999 } from '../victory';
import { makeCasualty, noWounds, rollConfusion, woundModel } from '../wounds';

/** A card's own effect (L307–L309) the players apply: a Wound, a Casualty, a degree of Confusion or one removed. */
export function effectApplied(d: Draft, e: EventOf<'effect-applied'>, ctx: Ctx): void {
  if (d.stage === 'over') refuse('the battle is over');
  if (d.turn === 0) refuse('effects apply once the first Turn has begun');
  if (e.by !== null && e.by !== undefined && !ctx.index.seats.includes(e.by)) refuse('That player is not in this battle');
  if (e.effect === 'wound' || e.effect === 'casualty') {
    if (!e.target) refuse('say which model the effect strikes');
    const card = cardDef(d, ctx, e.target.cardId);
    if (d.units[card.unitId]!.status !== 'battlefield') refuse(`${card.card.name} is not on the Battlefield`);
    const tally = noWounds();
    if (e.effect === 'wound') woundModel(d, ctx, e.target, e.by ?? null, tally);
    else {
      tally.casualties++;
      makeCasualty(d, ctx, e.target, e.by ?? null);
    }
    ctx.out.push({ code: 'effect-applied', unitId: card.unitId, effect: e.effect });
    rollConfusion(d, ctx, card.unitId, tally, e.men ?? [], 'The effect');
  } else {
    if (!e.unitId) refuse('say which Unit the effect strikes');
    const unit = unitDef(d, ctx, e.unitId);
    const state = d.units[unit.id]!;
    if (state.status !== 'battlefield') refuse(`${unit.name} is not on the Battlefield`);
    if ((e.men ?? []).length > 0) refuse('no MEN roll goes with this effect');
    if (e.effect === 'confusion') {
      state.confusion++;
      state.timesConfused++;
    } else {
      if (state.confusion === 0) refuse(`${unit.name} is not Confused`);
      state.confusion--;
    }
    ctx.out.push({ code: 'effect-applied', unitId: unit.id, effect: e.effect });
  }
  if (d.stage === 'activation' && !d.active) settle(d, ctx);
}

/** Territorial Mission (L263): the closest model to the exact centre at the end of the chosen Turn, as measured. */
export function territoryJudged(d: Draft, e: EventOf<'territory-judged'>, ctx: Ctx): void {
  if (d.stage !== 'territory') refuse(`the centre is judged at the end of Turn ${d.setup.victory.territorialTurn?.turn ?? '—'}`);
  const players = sidesInPlay(d, ctx);
  const missing = players.filter((side) => !(side in e.distancesCm));
  if (missing.length > 0) refuse(`enter the distance for ${missing.map((side) => playerName(ctx, side)).join(', ')} (or none on the table)`);
  for (const side of players) {
    const cm = e.distancesCm[side];
    const hasModels = ctx.index.sides.get(side)!.units.some((u) => d.units[u.id]!.status === 'battlefield' && unitAliveModels(d, ctx, u.id) > 0);
    if (cm === null && hasModels) refuse(`${playerName(ctx, side)} has models on the Battlefield; measure the closest one`);
    if (cm !== null && cm !== undefined && !hasModels) refuse(`${playerName(ctx, side)} has no model on the Battlefield`);
  }
  const measured = players.filter((side) => e.distancesCm[side] !== null && e.distancesCm[side] !== undefined);
  const best = measured.length > 0 ? Math.min(...measured.map((side) => e.distancesCm[side]!)) : null;
  const closest = best === null ? [] : measured.filter((side) => e.distancesCm[side] === best);
  ctx.out.push({ code: 'territory-judged', turn: d.turn, closest, distanceCm: best });
  settleTop(d, ctx, closest, 'territorial');
}

/** The tied players' "Who is right?" roll for victory (`1999.result-ties` = roll-off). */
export function rollOff(d: Draft, e: EventOf<'roll-off'>, ctx: Ctx): void {
  if (d.stage !== 'roll-off' || !d.rollOff) refuse('no tie is waiting for a roll-off');
  const result = resolveOpposed(d.rollOff.sides, e.rounds, () => 0, (side) => playerName(ctx, side));
  if (!result.ok) refuse(result.reason);
  ctx.out.push({ code: 'who-is-right', winner: result.winner!, rerolls: result.rounds.length - 1 });
  finish(d, ctx, result.winner!, d.rollOff.endedBy as Ending1999);
}

/** "Who is right?" (L315–L317): an Opposed roll between the players who disagree; the winner decides. */
export function whoIsRight(d: Draft, e: EventOf<'who-is-right'>, ctx: Ctx): void {
  if (d.stage === 'over') refuse('the battle is over');
  for (const side of e.sides) if (!ctx.index.seats.includes(side)) refuse('That player is not in this battle');
  if (new Set(e.sides).size !== e.sides.length) refuse('each player rolls once');
  const result = resolveOpposed(e.sides, e.rounds, () => 0, (side) => playerName(ctx, side));
  if (!result.ok) refuse(result.reason);
  ctx.out.push({ code: 'who-is-right', winner: result.winner!, rerolls: result.rounds.length - 1 });
}

/** A player surrenders (L261): their models leave play; the last player still fighting wins. */
export function surrendered(d: Draft, e: EventOf<'surrendered'>, ctx: Ctx): void {
  if (d.stage === 'over') refuse('the battle is over');
  const side = d.sides[e.side];
  if (!side) refuse('That player is not in this battle');
  if (side.surrendered) refuse(`${playerName(ctx, e.side)} has already surrendered`);
  side.surrendered = true;
  for (const unit of ctx.index.sides.get(e.side)!.units) {
    const state = d.units[unit.id]!;
    if (state.status !== 'casualty') state.status = 'withdrawn';
  }
  ctx.out.push({ code: 'surrendered', side: e.side });
  if (d.active?.side === e.side) d.active = null;
  if (d.nominator === e.side) d.nominator = null;
  d.order = d.order.filter((s) => s !== e.side);
  if (d.rollOff) {
    const left = d.rollOff.sides.filter((s) => s !== e.side);
    if (left.length === 1) return finish(d, ctx, left[0]!, d.rollOff.endedBy as Ending1999);
    d.rollOff = { ...d.rollOff, sides: left };
    return;
  }
  afterCasualty(d, ctx, null);
  if ((d.stage as Draft['stage']) === 'over') return;
  if (d.stage === 'deployment' && d.nominator === null) {
    d.nominator = d.order.find((s) => ctx.index.sides.get(s)!.units.some((u) => d.units[u.id]!.status === 'to-deploy')) ?? null;
    if (d.nominator === null) d.stage = 'reveal';
  }
  settle(d, ctx);
}
