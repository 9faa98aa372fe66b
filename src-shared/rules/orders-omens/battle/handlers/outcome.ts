import { reject, type Draft, type HandlerContext } from '../draft';
import type { EventOf } from '../events';
import { awardVp, decided, finishGame } from '../effects';
import { battleResult } from '../../scoring/result';
import { vpTotal } from '../../scoring/vp';

/** Capturing Baggage: "Capturing an enemy baggage marker earns 2 VPs." */
export function baggageCaptured(d: Draft, e: EventOf<'baggage-captured'>): void {
  if (d.phase !== 'activation') reject('baggage is captured during the Activation Phase');
  const baggage = d.setup.baggage?.find((b) => b.id === e.baggageId);
  if (!baggage) reject(`there is no baggage "${e.baggageId}"`);
  if (baggage.side === e.bySide) reject('a side cannot capture its own baggage');
  if (d.baggageCaptured.includes(e.baggageId)) reject(`${baggage.name ?? 'that baggage'} cannot be captured twice`);
  d.baggageCaptured.push(e.baggageId);
  awardVp(d, e.bySide, 'baggage-captured', { kind: 'baggage', baggageId: e.baggageId });
}

export function conceded(d: Draft, e: EventOf<'conceded'>, ctx: HandlerContext): void {
  if (d.phase === 'over') reject('the battle is already over');
  decided(d, { code: 'conceded', side: e.side });
  finishGame(d, 'concession', ctx, e.side);
}

/** A manual correction with a reason; totals never drop below zero. A finished battle's result follows it. */
export function vpCorrected(d: Draft, e: EventOf<'vp-corrected'>, ctx: HandlerContext): void {
  if (!Number.isInteger(e.points) || e.points === 0) reject('a VP correction is a whole, non-zero number of points');
  if (e.reason.trim() === '') reject('a VP correction needs a reason');
  if (vpTotal(d.vp, e.side) + e.points < 0) reject(`a correction cannot take ${d.roster.sides[e.side].name} below 0 VP (${vpTotal(d.vp, e.side)} VP now)`);
  d.vp.push({ side: e.side, source: 'correction', points: e.points, turn: d.turn, about: { kind: 'correction', reason: e.reason.trim() } });
  decided(d, { code: 'vp-corrected', side: e.side, points: e.points, reason: e.reason.trim() });
  if (d.result) {
    const previous = d.result;
    const recomputed = battleResult(d.vp, { endedBy: previous.endedBy, turn: previous.turn, conceded: null, broken: [], marshalsLost: [] }, ctx.rulings.strategicVictoryMarshal);
    d.result = { ...recomputed, strategicVictory: previous.strategicVictory, strategicReasons: [...previous.strategicReasons] };
  }
}
