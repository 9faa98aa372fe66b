import type { SideKey } from '../../../systems/game-system';
import type { Ctx, Draft } from './draft';
import { activationNumber, eligibleUnits, sidesInPlay, sideUnits, unitCards } from './queries';
import { judgeByPoints } from './victory';

/**
 * Moves the Turn on after a step: the next player in the Order of play with a Unit to nominate
 * (L353–L363), else the next Activation Phase with one, else the end of the Turn (L357).
 * Idempotent: calling it again without a change does nothing.
 */
export function settle(d: Draft, ctx: Ctx): void {
  for (let guard = 0; guard < 1000; guard++) {
    if (d.stage !== 'activation' || d.active) return;
    const playing = sidesInPlay(d, ctx);
    if (d.phase === 0) {
      if (!openPhase(d, ctx, 1)) return endTurn(d, ctx);
      continue;
    }
    const start = d.lastNominator ? d.order.indexOf(d.lastNominator) + 1 : 0;
    // A pass is news only when someone after them still nominates in this Phase (L363); when
    // nobody does, the Phase simply ends.
    const passing: SideKey[] = [];
    for (let i = 0; i < d.order.length; i++) {
      const side = d.order[(start + i) % d.order.length]!;
      if (!playing.includes(side)) continue;
      const eligible = eligibleUnits(d, ctx, side, d.phase);
      if (eligible.must.length > 0 || eligible.may.length > 0) {
        for (const passed of passing) {
          d.passedThisPhase.push(passed);
          ctx.out.push({ code: 'nomination-passed', side: passed, phase: d.phase });
        }
        d.nominator = side;
        return;
      }
      if (!d.passedThisPhase.includes(side) && hasFaceUpUnits(d, ctx, side)) passing.push(side);
    }
    if (!openPhase(d, ctx, d.phase + 1)) return endTurn(d, ctx);
  }
  throw new Error('settle did not settle');
}

function hasFaceUpUnits(d: Draft, ctx: Ctx, side: SideKey): boolean {
  return sideUnits(ctx, side).some((id) => d.units[id]!.status === 'battlefield' && activationNumber(d, ctx, id) !== null);
}

/** Opens the lowest Phase from `from` at which any Unit can be nominated; false when none is left this Turn. */
function openPhase(d: Draft, ctx: Ctx, from: number): boolean {
  let lowest: number | null = null;
  for (const side of sidesInPlay(d, ctx)) {
    for (const id of sideUnits(ctx, side)) {
      const unit = d.units[id]!;
      if (unit.status === 'reserve' && (d.turn < 3 || unit.heldBack)) continue;
      const number = activationNumber(d, ctx, id);
      if (number === null) continue;
      const phase = Math.max(number, from);
      if (lowest === null || phase < lowest) lowest = phase;
    }
  }
  d.nominator = null;
  if (lowest === null) return false;
  d.phase = lowest;
  d.passedThisPhase = [];
  if (ctx.rulings.phaseStartPlayer === 'first-in-order') d.lastNominator = null;
  ctx.out.push({ code: 'phase-started', turn: d.turn, phase: lowest });
  return true;
}

/** "Flip all Rules Cards face-up and you're ready to start a new Turn" (L357); Turn-long effects end. */
function endTurn(d: Draft, ctx: Ctx): void {
  ctx.out.push({ code: 'turn-ended', turn: d.turn });
  d.nominator = null;
  d.lastNominator = null;
  for (const [id, unit] of Object.entries(d.units)) {
    unit.spasmsThisTurn = unit.spasmsNextTurn;
    unit.spasmsNextTurn = false;
    unit.heldBack = false;
    unit.nominatedThisTurn = 0;
    const onTable = unit.status === 'battlefield';
    for (const card of unitCards(d, ctx, id)) {
      const state = d.cards[card.id]!;
      state.actionsUsed = 0;
      state.faceUp = onTable && state.models.some((m) => !m.casualty);
      for (const model of state.models) {
        model.frenzy = false;
        model.trembling = false;
        model.rigidity = false;
        model.panic = false;
      }
    }
  }
  for (const side of Object.values(d.sides)) {
    side.havocThisTurn = side.havocNextTurn;
    side.havocNextTurn = false;
  }
  const victory = d.setup.victory;
  if (victory.condition === 'turn-limit' && d.turn >= victory.turnLimit!) return judgeByPoints(d, ctx);
  if (victory.condition === 'territorial' && d.turn === victory.territorialTurn!.turn) {
    d.stage = 'territory';
    return;
  }
  d.stage = 'order-of-play';
}
