import { REINFORCEMENT_LIMITS } from '../../army/army-limits';
import { refuse, type Ctx, type Draft } from '../draft';
import type { EventOf } from '../events';
import { settle } from '../flow';
import { actingCards, activationNumber, aliveModels, eligibleUnits, playerName, sidesInPlay, unitAliveModels, unitCards, unitDef } from '../queries';
import { rollForOrder } from './order-roll';

/** "Always begin a Turn by determining the Order of play according to the rules for Who goes first?" (L353) */
export function orderOfPlayRolled(d: Draft, e: EventOf<'order-of-play-rolled'>, ctx: Ctx): void {
  if (d.stage !== 'order-of-play') refuse('the Order of play is rolled at the start of a Turn');
  const players = sidesInPlay(d, ctx);
  const havoc = players.filter((side) => d.sides[side]!.havocThisTurn);
  const roll = rollForOrder(d, ctx, players, e.rounds, havoc);
  d.turn++;
  d.order = roll.order;
  d.phase = 0;
  d.lastNominator = null;
  d.passedThisPhase = [];
  d.stage = 'activation';
  ctx.out.push({ code: 'turn-started', turn: d.turn });
  ctx.out.push({ code: 'order-of-play', turn: d.turn, order: roll.order, totals: roll.totals, rerolls: roll.rerolls, havoc });
  settle(d, ctx);
}

/**
 * A Unit nominated in the current Phase (L353–L365): by the player whose turn it is, a face-up
 * Unit at its Activation number first (L361); a Reinforcement Unit from Turn 3, placed within
 * 10 cm of an edge on its player's half, never in contact with an enemy (L381–L385).
 */
export function unitNominated(d: Draft, e: EventOf<'unit-nominated'>, ctx: Ctx): void {
  if (d.stage !== 'activation' || !d.nominator) refuse('no Unit can be nominated now');
  if (d.active) refuse(`${unitDef(d, ctx, d.active.unitId).name} is still acting; end its Action first`);
  const unit = unitDef(d, ctx, e.unitId);
  const state = d.units[unit.id]!;
  if (unit.side !== d.nominator) refuse(`it is ${playerName(ctx, d.nominator)}’s turn to nominate`);
  const eligible = eligibleUnits(d, ctx, unit.side, d.phase);
  if (state.status === 'reserve') {
    if (d.turn < REINFORCEMENT_LIMITS.firstTurn) refuse(`Reinforcement Units enter from the start of Turn ${REINFORCEMENT_LIMITS.firstTurn}`);
    if (!eligible.may.includes(unit.id)) refuse(`${unit.name} enters at Activation Phase ${activationNumber(d, ctx, unit.id)}`);
    if (eligible.must.length > 0) refuse(`nominate one of your face-up Units at Phase ${d.phase} first`);
    if (!e.entry) refuse(`place ${unit.name} within ${REINFORCEMENT_LIMITS.edgeDistanceCm} cm of an edge on your half of the Battlefield`);
    if (e.entry.edgeDistanceCm > REINFORCEMENT_LIMITS.edgeDistanceCm) refuse(`${unit.name} would be ${e.entry.edgeDistanceCm} cm from the edge; a Reinforcement Unit is placed within ${REINFORCEMENT_LIMITS.edgeDistanceCm} cm of it`);
    if (!e.entry.ownHalf && ctx.index.seats.length === 2) refuse('a Reinforcement Unit enters on your half of the Battlefield');
    if (e.entry.inBaseContactWithEnemy) refuse('a Reinforcement Unit may never be placed in Base-to-base Contact with an enemy Unit');
    state.status = 'battlefield';
    state.enteredOnTurn = d.turn;
    d.sides[unit.side]!.pointsFielded += unit.points;
    for (const card of unitCards(d, ctx, unit.id)) {
      d.cards[card.id]!.faceUp = true;
      d.cards[card.id]!.actionsUsed = 0;
    }
    ctx.out.push({ code: 'reinforcement-entered', side: unit.side, unitId: unit.id, turn: d.turn });
  } else {
    if (e.entry) refuse(`${unit.name} is already on the Battlefield`);
    if (!eligible.must.includes(unit.id)) {
      const number = activationNumber(d, ctx, unit.id);
      refuse(number === null ? `${unit.name} has no face-up Rules Card left this Turn` : `${unit.name} acts at Activation Phase ${number}, not ${d.phase}`);
    }
  }
  const number = activationNumber(d, ctx, unit.id)!;
  const cards = actingCards(d, ctx, unit.id);
  d.lastNominator = unit.side;
  d.nominator = null;
  state.nominatedThisTurn++;
  ctx.out.push({ code: 'unit-nominated', side: unit.side, unitId: unit.id, phase: d.phase, number });
  if (state.confusion > 0) {
    ctx.out.push({ code: 'confusion-cleared', unitId: unit.id, degrees: state.confusion });
    state.confusion = 0;
  }
  const perModel = ctx.rulings.instabilityPer === 'per-model';
  d.active = {
    unitId: unit.id,
    side: unit.side,
    phase: d.phase,
    number,
    cardIds: cards.map((c) => c.id),
    instability: cards
      .filter((c) => c.instability > 0)
      .flatMap((c): { cardId: string; model: number | null }[] => (perModel ? aliveModels(d.cards[c.id]!).map((model) => ({ cardId: c.id, model })) : [{ cardId: c.id, model: null }])),
    actions: null,
    steps: {},
  };
}

/** A player with no face-up Unit to nominate keeps their Reinforcement Units back this Turn. */
export function reinforcementsHeld(d: Draft, _e: EventOf<'reinforcements-held'>, ctx: Ctx): void {
  if (d.stage !== 'activation' || !d.nominator || d.active) refuse('no nomination is waiting');
  const side = d.nominator;
  const eligible = eligibleUnits(d, ctx, side, d.phase);
  if (eligible.must.length > 0) refuse(`you have a face-up Unit at Phase ${d.phase}; you must nominate one`);
  if (eligible.may.length === 0) refuse('you have no Reinforcement Unit to hold back');
  for (const id of eligible.may) d.units[id]!.heldBack = true;
  ctx.out.push({ code: 'reinforcements-held', side, unitIds: eligible.may });
  d.lastNominator = side;
  d.nominator = null;
  settle(d, ctx);
}

/**
 * "When you have performed the Action, you must turn the respective model's Rules Cards face down
 * unless there are Rules Cards in the Unit who has an Activation number for a later Activation
 * Phase" (L389), per `1999.later-activation-cards`.
 */
export function activationEnded(d: Draft, _e: EventOf<'activation-ended'>, ctx: Ctx): void {
  const active = d.active;
  if (!active) refuse('no Unit is acting');
  const name = unitDef(d, ctx, active.unitId).name;
  if (active.instability.length > 0) refuse(`roll Instability for ${name} first`);
  const anyCanAct = active.cardIds.some((id) => aliveModels(d.cards[id]!).some((m) => !active.steps[`${id}#${m}`]?.ended));
  if (!active.actions && anyCanAct) refuse(`declare an Action for ${name}`);
  const multiCard = unitCards(d, ctx, active.unitId).filter((c) => aliveModels(d.cards[c.id]!).length > 0).length > 1;
  const faceUp: string[] = [];
  for (const id of active.cardIds) {
    const card = unitCards(d, ctx, active.unitId).find((c) => c.id === id)!;
    const state = d.cards[id]!;
    state.actionsUsed++;
    const next = card.card.activation[state.actionsUsed];
    const later = next !== undefined && next > active.phase;
    state.faceUp = later && aliveModels(state).length > 0 && !(ctx.rulings.laterActivationCards === 'unit-acts-once' && multiCard);
    if (state.faceUp) faceUp.push(id);
  }
  ctx.out.push({ code: 'activation-ended', unitId: active.unitId, faceUp });
  d.active = null;
  settle(d, ctx);
}

/** Chain of Command (L225–L229, L371–L373): a broken chain adds 3 to the Unit's Activation number. */
export function chainOfCommand(d: Draft, e: EventOf<'chain-of-command'>, ctx: Ctx): void {
  if (d.stage !== 'activation') refuse('Chain of Command matters during the Turn');
  const unit = unitDef(d, ctx, e.unitId);
  const state = d.units[unit.id]!;
  if (state.status !== 'battlefield') refuse(`${unit.name} is not on the Battlefield`);
  if (e.broken && unitAliveModels(d, ctx, unit.id) < 2) refuse(`${unit.name} is a single model; it has no Chain of Command to break`);
  if (state.chainBroken === e.broken) refuse(`${unit.name}’s Chain of Command is already ${e.broken ? 'broken' : 'whole'}`);
  state.chainBroken = e.broken;
  ctx.out.push({ code: 'chain-of-command', unitId: unit.id, broken: e.broken });
  settle(d, ctx);
}
