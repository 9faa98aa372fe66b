import { possessive } from '../../../../chronicle/sentences';
import { peek, peekAll, reject, type Draft, type HandlerContext } from '../draft';
import type { EventOf } from '../events';
import { decided } from '../effects';
import { brigadeOf, monsterRules } from '../queries';
import { REGENERATION_ON } from '../monster-rules';
import type { Side } from '../roster';
import type { StrategicOrder } from '../state';
import { vpTotal } from '../../scoring/vp';
import { checkDice, requirePhase } from './common';
import { checkMessengerDistance } from './measured';
import { ORDER_STATUS_TEXT } from '../words';

/** "the Marshal may attempt to issue up to 3 Strategic Orders" each turn. */
export const STRATEGIC_ORDERS_PER_TURN = 3;

/** `oo.strategic-order-recipient`: the order goes to the Division, or names one of its Brigades. */
function orderedBrigade(d: Draft, e: EventOf<'strategic-order-issued'>, ctx: HandlerContext): string | undefined {
  const division = d.roster.divisions[e.divisionId]!;
  if (ctx.rulings.strategicOrderRecipient === 'division') {
    if (e.brigadeId !== undefined) reject(`a Strategic Order goes to the whole of ${division.name}, not to one Brigade (house rule: who receives a Strategic Order)`);
    return undefined;
  }
  if (e.brigadeId === undefined) reject(`name the Brigade of ${division.name} that receives the order (house rule: who receives a Strategic Order)`);
  const brigade = d.roster.brigades[e.brigadeId];
  if (!brigade || brigade.divisionId !== e.divisionId) reject(`that Brigade is not part of ${division.name}`);
  return e.brigadeId;
}

function isLost(status: string): boolean {
  return status === 'slain' || status === 'captured';
}

/** An order "is received" when the messenger reaches the Divisional General (L319); a slain or captured one cannot. */
function refuseLostGeneral(d: Draft, divisionId: string, doing: string): void {
  const division = d.roster.divisions[divisionId]!;
  const general = peek(d.generals, division.generalId);
  if (general && isLost(general.status)) reject(`the General of ${division.name} is ${general.status} and cannot ${doing} a Strategic Order`);
}

export function strategicOrderIssued(d: Draft, e: EventOf<'strategic-order-issued'>, ctx: HandlerContext): void {
  requirePhase(d, 'A Strategic Order', 'strategy');
  const division = d.roster.divisions[e.divisionId];
  if (!division || division.side !== e.side) reject(`that Division is not in the army of ${d.roster.sides[e.side].name}`);
  if (!d.setup.objectives.some((o) => o.number === e.objective)) reject(`there is no objective ${e.objective}`);
  if (d.ordersIssuedThisTurn[e.side] >= STRATEGIC_ORDERS_PER_TURN) {
    reject(`${d.roster.sides[e.side].name} already issued ${STRATEGIC_ORDERS_PER_TURN} Strategic Orders this turn`);
  }
  // "the Marshal may attempt to issue" orders, carried by messengers that "start in base to base contact with the Marshal"
  // and ride "until they reach the Divisional General" (seed 002 L315, L319): neither may be slain or captured.
  const marshal = peek(d.generals, d.roster.sides[e.side].marshalId);
  if (marshal && isLost(marshal.status)) reject(`${possessive(d.roster.sides[e.side].name, "'")} Marshal is ${marshal.status}: there is no one to issue Strategic Orders`);
  refuseLostGeneral(d, division.id, 'receive');
  const brigadeId = orderedBrigade(d, e, ctx);
  d.ordersIssuedThisTurn[e.side] += 1;
  const id = `order-${d.orders.length + 1}`;
  d.orders.push({ id, side: e.side, divisionId: e.divisionId, order: e.order, objective: e.objective, issuedTurn: d.turn, status: 'in-transit', scored: false, ...(brigadeId ? { brigadeId } : {}) });
  decided(d, { code: 'strategic-order-issued', side: e.side, orderId: id, divisionId: e.divisionId, order: e.order, objective: e.objective, ...(brigadeId ? { brigadeId } : {}) });
}

/** Where the order with `id` stands in the list, found without drafting the orders passed over. */
function indexOfOrder(orders: readonly StrategicOrder[], id: string): number {
  for (let i = 0; i < orders.length; i++) if (orders[i]!.id === id) return i;
  return -1;
}

/** The order's place in the list; the order itself is only read, not drafted. */
function orderInTransit(d: Draft, orderId: string): { readonly index: number; readonly order: StrategicOrder } {
  const orders = peekAll(d.orders);
  const index = indexOfOrder(orders, orderId);
  if (index < 0) reject('there is no such Strategic Order');
  const order = peek(orders, index);
  if (order.status !== 'in-transit') reject(`the messenger to ${d.roster.divisions[order.divisionId]?.name ?? 'that Division'} is not on its way (it was ${ORDER_STATUS_TEXT[order.status]})`);
  return { index, order };
}

/** The order is received on reaching the Divisional General and replaces the Division's previous one. */
export function messengerArrived(d: Draft, e: EventOf<'messenger-arrived'>): void {
  requirePhase(d, 'A messenger moves in the Strategic Orders phase and', 'strategy');
  const { index, order } = orderInTransit(d, e.orderId);
  refuseLostGeneral(d, order.divisionId, 'receive');
  checkMessengerDistance(e);
  const orders = peekAll(d.orders);
  for (let i = 0; i < orders.length; i++) {
    const other = peek(orders, i);
    if (other.divisionId === order.divisionId && other.status === 'received') d.orders[i]!.status = 'superseded';
  }
  d.orders[index]!.status = 'received';
  decided(d, { code: 'messenger-arrived', side: order.side, orderId: order.id, divisionId: order.divisionId, order: order.order, objective: order.objective });
}

/** "Messengers are considered killed or captured and the orders lost if an enemy unit moves into base contact". */
export function messengerIntercepted(d: Draft, e: EventOf<'messenger-intercepted'>): void {
  requirePhase(d, 'Intercepting a messenger', 'strategy', 'activation');
  const { index, order } = orderInTransit(d, e.orderId);
  d.orders[index]!.status = 'intercepted';
  decided(d, { code: 'messenger-intercepted', side: order.side, orderId: order.id, divisionId: order.divisionId });
}

/** Troll Mob, Regeneration: "In the Strategy Phase roll a die, on 5+ the Troll Mob earns 1 additional Combat Dice". */
export function regenerationRolled(d: Draft, e: EventOf<'regeneration-rolled'>, ctx: HandlerContext): void {
  requirePhase(d, 'Regeneration', 'strategy');
  const { info, state } = brigadeOf(d, e.brigadeId);
  if (!monsterRules(d, info, ctx)?.regeneration) reject(`${info.name} cannot roll to regenerate: Regeneration is a Troll Mob rule`);
  if (state.regeneratedThisTurn !== null) reject(`${info.name} already rolled to regenerate this turn`);
  const [face = 0] = checkDice(e.roll, 1, 'Regeneration');
  state.regeneratedThisTurn = face >= REGENERATION_ON;
  if (state.regeneratedThisTurn && ctx.rulings.regenerationDuration === 'cumulative') state.regeneratedDice = (state.regeneratedDice ?? 0) + 1;
  decided(d, { code: state.regeneratedThisTurn ? 'regenerated' : 'regeneration-failed', side: info.side, brigadeId: info.id, roll: face, needed: REGENERATION_ON });
}

/** Chips: "two ... for each Divisional General ... a further chip for each magic upgrade" that can still cast. */
export function chipsFor(d: Draft, side: Side, ctx: HandlerContext): number {
  let chips = 0;
  for (const general of Object.values(d.roster.generals)) {
    if (general.side !== side) continue;
    const state = d.generals[general.id]!;
    const lost = state.status === 'slain' || state.status === 'captured';
    if (lost && ctx.rulings.chipsForLostGenerals === 'lost-generals-chips-removed') continue;
    if (general.role === 'divisional') chips += 2;
    // An upgrade lost to a miscast, or spent for the battle under `oo.magic-casting-limit`, casts no more: no chip.
    if (state.magic !== 'none' && state.magic !== 'lost' && state.magic !== 'exhausted') chips += 1;
  }
  return chips;
}

export function activationStarted(d: Draft, e: EventOf<'activation-started'>, ctx: HandlerContext): void {
  requirePhase(d, 'The Activation Phase', 'strategy');
  const vp = { A: vpTotal(peekAll(d.vp), 'A'), B: vpTotal(peekAll(d.vp), 'B') };
  let firstDrawer: Side | null = vp.A === vp.B ? null : vp.A < vp.B ? 'A' : 'B';
  if (firstDrawer === null && e.firstDrawerRoll) {
    const [a = 0] = checkDice(e.firstDrawerRoll.A, 1, `${possessive(d.roster.sides.A.name, "'")} roll to draw first`);
    const [b = 0] = checkDice(e.firstDrawerRoll.B, 1, `${possessive(d.roster.sides.B.name, "'")} roll to draw first`);
    if (a === b) reject(`the roll to draw first tied at ${a}: roll again`);
    firstDrawer = a > b ? 'A' : 'B';
  }
  if (firstDrawer === null && ctx.rulings.chipDrawStart === 'trailing-player-acts-first') {
    reject('victory points are tied: roll a die each to decide who starts');
  }
  d.firstDrawer = firstDrawer;
  d.bag = { filled: { A: chipsFor(d, 'A', ctx), B: chipsFor(d, 'B', ctx) }, drawn: { A: 0, B: 0 } };
  d.phase = 'activation';
  decided(d, { code: 'activation-started', chips: { A: d.bag.filled.A, B: d.bag.filled.B }, firstDrawer });
}
