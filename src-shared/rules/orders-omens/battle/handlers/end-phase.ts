import { isDraft, peek, peekAll, peekKeys, reject, type Draft, type HandlerContext } from '../draft';
import type { EventOf } from '../events';
import { awardBreakPoints, awardVp, brokenSides, decided, finishGame } from '../effects';
import { countsAsBrigade, isOnTable } from '../queries';
import { SIDES, type Side } from '../roster';
import type { GeneralState } from '../state';
import { BRIGADE_TURN_RESET, brigadeIsReset } from '../turn-reset';
import { holderOf, judgeObjectives, thirdWinner, type ObjectivePresence } from '../../scoring/objectives';
import { requirePhase } from './common';
import { refuseActionsKeptAfterFailedRallies } from './morale';
import { refuseUnfoughtMelee } from './melee';

const THIRDS = ['left', 'centre', 'right'] as const;
const hasOwn = Object.prototype.hasOwnProperty;

/** Brigades in a report that are on the table and not fleeing, by side. */
function fightingBySide(d: Draft, ids: readonly string[], ctx: HandlerContext, countsOnly: boolean): Record<Side, string[]> {
  const bySide: Record<Side, string[]> = { A: [], B: [] };
  for (const id of new Set(ids)) {
    const info = d.roster.brigades[id];
    const state = peek(d.brigades, id);
    if (!info || !state) reject(`unknown Brigade "${id}" in the End Phase report`);
    // On the table and not fleeing; a Brigade standing as two Demi-Brigades is counted as its halves.
    if (!isOnTable(state) || state.fleeing) continue;
    if (countsOnly && !countsAsBrigade(info, ctx)) continue;
    bySide[info.side].push(id);
  }
  return bySide;
}

/** `oo.table-third-straddling` (default): a Brigade across a line counts once, in the third that holds its centre. */
function refuseBrigadeInTwoThirds(d: Draft, e: EventOf<'end-phase'>): void {
  for (const id of new Set(THIRDS.flatMap((third) => e.thirds[third]))) {
    const listed = THIRDS.filter((third) => e.thirds[third].includes(id));
    if (listed.length > 1) {
      reject(`${d.roster.brigades[id]?.name ?? 'a Brigade'} cannot count in the ${listed.join(' and the ')} thirds at once: a Brigade straddling a line counts once, in the third that holds its centre`);
    }
  }
}

function tallyVictoryPoints(d: Draft, e: EventOf<'end-phase'>, ctx: HandlerContext): void {
  const presences: ObjectivePresence[] = e.objectives.map((o) => {
    if (!d.setup.objectives.some((known) => known.number === o.objective)) reject(`there is no objective ${o.objective}`);
    return { objective: o.objective, present: fightingBySide(d, o.within6, ctx, false) };
  });
  const orders = peekAll(d.orders);
  const { scores, misses } = judgeObjectives(orders, presences, d.objectiveHolders, d.roster, ctx.rulings.defendWhenContested, d.contestedObjectives ?? [], ctx.rulings.captureAfterContested);
  for (const miss of misses) {
    const divisionId = orders.find((o) => o.id === miss.orderId)!.divisionId;
    decided(d, { code: 'capture-not-scored', side: miss.side, orderId: miss.orderId, divisionId, objective: miss.objective, reason: miss.reason });
  }
  for (const score of scores) {
    const index = orders.findIndex((o) => o.id === score.orderId);
    const divisionId = orders[index]!.divisionId;
    if (score.kind === 'capture') {
      d.orders[index]!.scored = true;
      awardVp(d, score.side, 'objective-captured', { kind: 'objective', divisionId, objective: score.objective });
    } else {
      awardVp(d, score.side, 'objective-defended', { kind: 'objective', divisionId, objective: score.objective });
    }
  }
  for (const presence of presences) d.objectiveHolders[presence.objective] = holderOf(presence);
  d.contestedObjectives = presences.filter((p) => p.present.A.length > 0 && p.present.B.length > 0).map((p) => p.objective);
  if (ctx.rulings.tableThirdStraddling === 'centre-point') refuseBrigadeInTwoThirds(d, e);
  for (const third of THIRDS) {
    const present = fightingBySide(d, e.thirds[third], ctx, true);
    const winner = thirdWinner({ A: present.A.length, B: present.B.length });
    if (winner) awardVp(d, winner, 'table-third', { kind: 'third', third });
  }
}

function elapsedMinutes(from: string | undefined, to: string | undefined): number | null {
  if (from === undefined || to === undefined) return null;
  const ms = Date.parse(to) - Date.parse(from);
  return Number.isNaN(ms) ? null : ms / 60_000;
}

/** Nothing in this Brigade's per-turn flags to clear (writing them would change nothing). */
function generalIsReset(general: GeneralState): boolean {
  return general.movedThisTurn === false && general.orderRerollUsedThisTurn === false && !hasOwn.call(general, 'ordersTestedThisTurn') && general.magic !== 'cast-this-turn';
}

function startNextTurn(d: Draft): void {
  d.turn += 1;
  d.phase = 'strategy';
  d.ordersIssuedThisTurn = { A: 0, B: 0 };
  d.bag = { filled: { A: 0, B: 0 }, drawn: { A: 0, B: 0 } };
  d.chip = null;
  d.firstDrawer = null;
  d.lastFailedOrder = null;
  // Entries already reset are only peeked at: drafting them would copy nothing, but costs a draft each.
  for (const id of peekKeys(d.brigades)) {
    const current = peek(d.brigades, id);
    if (brigadeIsReset(current)) continue;
    if (!isDraft(current) && !hasOwn.call(current, 'freeReactionUsedThisTurn')) {
      // One literal instead of seven writes through a draft; the spread keeps every key in its place.
      d.brigades[id] = { ...current, ...BRIGADE_TURN_RESET };
      continue;
    }
    const brigade = d.brigades[id]!;
    Object.assign(brigade, BRIGADE_TURN_RESET);
    delete brigade.freeReactionUsedThisTurn;
  }
  for (const id of peekKeys(d.generals)) {
    if (generalIsReset(peek(d.generals, id))) continue;
    const general = d.generals[id]!;
    general.movedThisTurn = false;
    general.orderRerollUsedThisTurn = false;
    delete general.ordersTestedThisTurn;
    if (general.magic === 'cast-this-turn') general.magic = 'ready';
  }
  decided(d, { code: 'turn-started', turn: d.turn });
}

/**
 * End Phase, in the printed order: break point, spell expiry, (disorder and flight persist),
 * Victory Points; then the game-end checks for the turn and time limits.
 */
export function endPhase(d: Draft, e: EventOf<'end-phase'>, ctx: HandlerContext): void {
  requirePhase(d, 'The End Phase', 'activation');
  const left = SIDES.reduce((sum, side) => sum + d.bag.filled[side] - d.bag.drawn[side], 0);
  if (left > 0) reject(`${left} chip${left === 1 ? '' : 's'} still in the bag`);
  if (d.chip && !d.chip.used) reject('the last chip drawn has not been used');
  refuseActionsKeptAfterFailedRallies(d, 'the End Phase');
  refuseUnfoughtMelee(d, 'the End Phase');
  const timing = ctx.rulings.breakPointTiming;
  const broken = brokenSides(d, ctx);
  if (broken.length > 0 && timing === 'end-phase-before-tally') {
    awardBreakPoints(d, broken);
    finishGame(d, 'break-point', ctx, null);
    return;
  }
  d.spells = [];
  tallyVictoryPoints(d, e, ctx);
  if (broken.length > 0) {
    awardBreakPoints(d, broken);
    finishGame(d, 'break-point', ctx, null);
    return;
  }
  if (d.setup.turnLimit !== undefined && d.turn >= d.setup.turnLimit) {
    finishGame(d, 'turn-limit', ctx, null);
    return;
  }
  const elapsed = elapsedMinutes(d.setup.startedAt, e.at);
  if (d.setup.timeLimitMinutes !== undefined && elapsed !== null && elapsed >= d.setup.timeLimitMinutes) {
    finishGame(d, 'time-limit', ctx, null);
    return;
  }
  startNextTurn(d);
}
