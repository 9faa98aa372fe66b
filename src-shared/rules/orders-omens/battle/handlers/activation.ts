import { possessive } from '../../../../chronicle/sentences';
import { reject, type Draft, type HandlerContext } from '../draft';
import type { EventOf, PlainAction } from '../events';
import { decided } from '../effects';
import { resolveOrderTest } from '../mechanics/order-test';
import { rangedProfile } from '../mechanics/ranged';
import { judgedRoll } from '../mechanics/test-terms';
import { brigadeOf, generalOf, hasRaceRule, isStubborn, regimentsInBrigade, requireOnTable, testingGeneral } from '../queries';
import { checkDice, requirePhase, spendActions } from './common';
import { checkActionDistance, checkGeneralDistance } from './measured';
import { ACTIONS_PER_ORDER } from '../../data/movement';
import { spendReaction } from './reactions';
import { refuseActionsKeptAfterFailedRallies } from './morale';
import { refuseUnfoughtMelee } from './melee';

/** Draws one chip; the previous chip must have been used (order, spell or passed). */
export function chipDrawn(d: Draft, e: EventOf<'chip-drawn'>, ctx: HandlerContext): void {
  requirePhase(d, 'Drawing a chip', 'activation');
  if (d.chip && !d.chip.used) reject(`${possessive(d.roster.sides[d.chip.side].name, "'")} chip has not been used yet`);
  if (d.bag.drawn[e.side] >= d.bag.filled[e.side]) reject(`the bag holds no more chips for ${d.roster.sides[e.side].name}`);
  refuseActionsKeptAfterFailedRallies(d, 'the next chip is drawn');
  refuseUnfoughtMelee(d, 'the next chip is drawn');
  const firstOfTurn = d.bag.drawn.A + d.bag.drawn.B === 0;
  if (firstOfTurn && ctx.rulings.chipDrawStart === 'trailing-player-acts-first' && d.firstDrawer !== null && e.side !== d.firstDrawer) {
    reject(`${d.roster.sides[d.firstDrawer].name} must draw the first chip this turn: the side with the fewest VP starts`);
  }
  d.bag.drawn[e.side] += 1;
  d.chip = { side: e.side, used: false };
  d.lastFailedOrder = null;
  decided(d, { code: 'chip-drawn', side: e.side });
}

export function chipPassed(d: Draft, _e: EventOf<'chip-passed'>): void {
  requirePhase(d, 'Passing a chip', 'activation');
  if (!d.chip || d.chip.used) reject('there is no unused chip to pass');
  d.chip.used = true;
  decided(d, { code: 'chip-passed', side: d.chip.side });
}

/** "Each Marshal and Divisional General may move up to 15" once per turn, whenever a friendly chip is drawn." */
export const GENERAL_MOVE_INCHES = 15;

export function generalMoved(d: Draft, e: EventOf<'general-moved'>): void {
  requirePhase(d, 'Moving a General', 'activation');
  const { info, state } = generalOf(d, e.generalId);
  if (state.status === 'slain' || state.status === 'captured') reject(`${info.name} cannot move after being ${state.status}`);
  if (!d.chip || d.chip.side !== info.side) reject(`${info.name} may only move when a friendly chip is drawn`);
  if (state.movedThisTurn) reject(`${info.name} already moved this turn: each General moves only once per turn`);
  checkGeneralDistance(e);
  state.movedThisTurn = true;
  decided(d, { code: 'general-moved', side: info.side, generalId: info.id, inches: e.distanceInches ?? GENERAL_MOVE_INCHES });
}

export function generalAttached(d: Draft, e: EventOf<'general-attached'>): void {
  requirePhase(d, 'Attaching a General', 'strategy', 'activation');
  const { info, state } = generalOf(d, e.generalId);
  if (state.status === 'slain' || state.status === 'captured') reject(`${info.name} cannot join a Brigade after being ${state.status}`);
  if (e.brigadeId !== null) {
    const brigade = requireOnTable(d, e.brigadeId, 'take a General');
    if (brigade.info.side !== info.side) reject(`${info.name} cannot join an enemy Brigade`);
  }
  state.attachedTo = e.brigadeId;
  decided(d, { code: 'general-attached', side: info.side, generalId: info.id, brigadeId: e.brigadeId });
}

function runOrderTest(d: Draft, brigadeId: string, generalId: string, roll: EventOf<'order-tested'>['roll'], ctx: HandlerContext, reroll: boolean): void {
  const { info, state } = brigadeOf(d, brigadeId);
  const general = d.roster.generals[generalId]!;
  const faces = checkDice(roll, 2, reroll ? 'Order Test re-roll' : 'Order Test');
  const result = resolveOrderTest(
    faces,
    { generalControlValue: general.controlValue, brigadeControlValue: info.controlValue, stubborn: isStubborn(d, info, ctx) },
    ctx.rulings,
  );
  // `oo.fleeing-order-test` = no-test-to-flee-or-rally: the chip alone gives a fleeing Brigade its actions.
  const chipIsEnough = state.fleeing && ctx.rulings.fleeingOrderTest === 'no-test-to-flee-or-rally';
  const actions = chipIsEnough ? ACTIONS_PER_ORDER : result.actions;
  const outcome = { side: info.side, brigadeId, generalId, reroll, ...judgedRoll(result.terms, result.rollTotal), actions, double: result.double, ...(chipIsEnough ? { fleeingWithoutTest: true as const } : {}) };
  if (result.passed || chipIsEnough) {
    state.activatedThisTurn = true;
    state.actionsLeft = actions;
    d.lastFailedOrder = null;
    decided(d, { code: 'order-passed', ...outcome });
  } else {
    d.lastFailedOrder = { brigadeId, generalId };
    decided(d, { code: 'order-failed', ...outcome });
  }
}

/** "Each Divisional General can issue up to two activations per turn." */
export const ACTIVATIONS_PER_GENERAL = 2;

/** Order Tests: a drawn chip lets its side order one Brigade that has not yet acted this turn. */
export function orderTested(d: Draft, e: EventOf<'order-tested'>, ctx: HandlerContext): void {
  requirePhase(d, 'An Order Test', 'activation');
  const { info, state } = requireOnTable(d, e.brigadeId, 'take orders');
  if (!d.chip || d.chip.used || d.chip.side !== info.side) reject(`${info.name} cannot take orders without an unused chip drawn for ${d.roster.sides[info.side].name}`);
  if (state.activatedThisTurn) reject(`${info.name} already acted this turn`);
  const general = testingGeneral(d, info, e.generalId, false);
  if (general === null) reject(`${d.roster.sides[info.side].name} cannot give orders: no Divisional General left`);
  if (ctx.rulings.activationsPerGeneral === 'two-per-general') {
    const generalState = d.generals[general.id]!;
    const tested = generalState.ordersTestedThisTurn ?? 0;
    if (general.role === 'divisional' && tested >= ACTIVATIONS_PER_GENERAL) {
      reject(`${general.name} already issued ${ACTIVATIONS_PER_GENERAL} activations this turn: "Each Divisional General can issue up to two activations per turn" (house rule); another General must test`);
    }
    generalState.ordersTestedThisTurn = tested + 1;
  }
  d.chip.used = true;
  runOrderTest(d, e.brigadeId, general.id, e.roll, ctx, false);
}

/** Human Adaptable Command: "Once per turn, a Human Divisional General may re-roll one failed Order Test". */
export function orderRerolled(d: Draft, e: EventOf<'order-rerolled'>, ctx: HandlerContext): void {
  requirePhase(d, 'Re-rolling an Order Test', 'activation');
  const failed = d.lastFailedOrder;
  if (!failed || failed.brigadeId !== e.brigadeId) reject('only the Order Test that has just failed may be re-rolled');
  const general = generalOf(d, failed.generalId);
  if (!hasRaceRule(d, general.info.side, 'adaptable-command')) reject(`${d.roster.sides[general.info.side].name} cannot re-roll an Order Test: Adaptable Command is a Human rule`);
  if (general.state.orderRerollUsedThisTurn) reject(`${general.info.name} already re-rolled an Order Test this turn`);
  if (ctx.rulings.adaptableCommandScope === 'once-per-army') {
    const side = general.info.side;
    const used = Object.entries(d.generals).some(([id, state]) => d.roster.generals[id]?.side === side && state.orderRerollUsedThisTurn);
    if (used) reject(`${d.roster.sides[side].name} already re-rolled an Order Test this turn (house rule: once a turn for the army)`);
  }
  general.state.orderRerollUsedThisTurn = true;
  runOrderTest(d, e.brigadeId, failed.generalId, e.roll, ctx, true);
}

const ACTION_COST: Readonly<Record<PlainAction, number>> = {
  move: 1,
  wheel: 1,
  'about-face': 1,
  redress: 1,
  reload: 1,
  split: 1,
  combine: 1,
  // Brigade Formations: "costs 2 Action points and cannot be used as a Reaction".
  formation: 2,
  flee: 1,
};

/** Actions that move a gun, which reset its ranging under `oo.artillery-ranging-reset` = gun-moving-too. */
const GUN_MOVES: ReadonlySet<PlainAction> = new Set(['move', 'wheel', 'about-face']);

/** "A fleeing regiment may only spend actions attempting to rally or continuing to flee." */
export function actionTaken(d: Draft, e: EventOf<'action-taken'>, ctx: HandlerContext): void {
  requirePhase(d, 'An action', 'activation');
  const { info, state } = requireOnTable(d, e.brigadeId, 'act');
  if (e.action === 'redress' && ctx.rulings.disorderRecovery === 'rally-test') {
    reject(`${info.name} must rally to recover from disorder, with a Morale Test (house rule: recovering from disorder)`);
  }
  if (state.fleeing && e.action !== 'flee') reject(`${info.name} may only flee or rally while fleeing`);
  if (!state.fleeing && e.action === 'flee') reject(`${info.name} cannot flee: only a broken Brigade flees`);
  if (e.action === 'formation' && e.reaction) reject('a change of formation cannot be used as a Reaction');
  if (state.engagementId !== null && e.action !== 'redress') reject(`${info.name} may only redress while locked in melee`);
  // `oo.formation-cost`: 2 actions as the Formations rule says, or 1 as every quick-reference action.
  const cost = e.action === 'formation' && ctx.rulings.formationCost === 'one-action' ? 1 : ACTION_COST[e.action];
  checkActionDistance(d, e);
  if (e.reaction) spendReaction(d, e.brigadeId, cost, e.action, ctx);
  else spendActions(d, e.brigadeId, cost, e.action);
  if (ctx.rulings.artilleryRangingReset === 'gun-moving-too' && GUN_MOVES.has(e.action)) {
    for (const regiment of regimentsInBrigade(d, e.brigadeId)) if (regiment.weapon === 'artillery') d.regiments[regiment.id]!.ranging = null;
  }
  if (e.action === 'redress') state.disordered = false;
  if (e.action === 'reload') {
    for (const regiment of regimentsInBrigade(d, e.brigadeId)) {
      if (rangedProfile(regiment.weapon)) d.regiments[regiment.id]!.loaded = true;
    }
  }
  decided(d, { code: 'action-taken', side: info.side, brigadeId: info.id, action: e.action, reaction: e.reaction ?? false });
}
