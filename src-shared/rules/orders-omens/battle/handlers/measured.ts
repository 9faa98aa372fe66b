import { chosenOption } from '../../../ruling';
import { GENERAL_MOVE_INCHES, MESSENGER_MOVE_INCHES } from '../../data/movement';
import { COUNTER_CHARGE_DISTANCE } from '../../rulings/movement';
import { reject, type Draft, type HandlerContext } from '../draft';
import type { EventOf } from '../events';
import { brigadePace, checkCharge, checkMove, inchesText, withinReach } from '../mechanics/distance';
import { slowestType, withdrawInches } from '../mechanics/withdraw';
import { regimentsInBrigade } from '../queries';
import { checkDistance } from './common';

/** Measured distances on plain actions, General moves and charges: refused past the printed limit. */

function paceOf(d: Draft, brigadeId: string) {
  return brigadePace(
    regimentsInBrigade(d, brigadeId).map((r) => r.type),
    d.roster.brigades[brigadeId]!.monster,
  );
}

/** Move and wheel: "Infantry and Artillery move at 2" per action while Cavalry move at 3"" (L399); flee 4"/6" (L688). */
export function checkActionDistance(d: Draft, e: EventOf<'action-taken'>): void {
  if (e.distanceInches === undefined) return;
  if (e.action !== 'move' && e.action !== 'wheel' && e.action !== 'flee') reject(`a ${e.action} has no distance to measure`);
  checkDistance(e.distanceInches, 'the move');
  const verdict = checkMove(paceOf(d, e.brigadeId), e.distanceInches, e.action === 'flee' ? 'flee' : 'move');
  if (!verdict.ok) reject(verdict.reason);
}

/** "Each Marshal and Divisional General may move up to 15" once per turn" (L533). */
export function checkGeneralDistance(e: EventOf<'general-moved'>): void {
  if (e.distanceInches === undefined) return;
  checkDistance(e.distanceInches, 'the General\'s move');
  const verdict = withinReach(GENERAL_MOVE_INCHES, e.distanceInches, (l, m) => `a General may move up to ${l} once per turn; this move is ${m}`);
  if (!verdict.ok) reject(verdict.reason);
}

/** Messengers "move at 15" per turn in the Strategic Orders phase until they reach the Divisional General" (L319, L531). */
export function checkMessengerDistance(e: EventOf<'messenger-arrived'>): void {
  if (e.distanceInches === undefined) return;
  checkDistance(e.distanceInches, 'the messenger\'s ride');
  const verdict = withinReach(MESSENGER_MOVE_INCHES, e.distanceInches, (l, m) => `messengers move ${l} per turn; this General is ${m} away, so the messenger rides on`);
  if (!verdict.ok) reject(verdict.reason);
}

/**
 * "A charge doubles this distance (4" for infantry and artillery, 6" for cavalry)" (L432); a
 * counter-charging target moves "up to the regiment's normal Move" towards it (L454, or double
 * under `oo.counter-charge-distance`); a
 * withdrawing one falls back (L450), so contact needs the distance plus the withdraw.
 */
export function checkChargeDistance(d: Draft, e: EventOf<'charge-declared'>, ctx: HandlerContext): void {
  if (e.distanceInches === undefined) return;
  checkDistance(e.distanceInches, 'the charge distance');
  const charger = paceOf(d, e.brigadeId);
  const target = paceOf(d, e.targetBrigadeId);
  const reach = e.approach === 'charge' ? charger.chargeInches : charger.moveInches;
  // `oo.counter-charge-distance`: the target comes on its normal Move (L454), or double it (L271, L400, L1369).
  const counterChargeInches = chosenOption(COUNTER_CHARGE_DISTANCE, ctx.choices) === 'double-move' ? target.chargeInches : target.moveInches;
  const extra = e.reaction === 'counter-charge' ? counterChargeInches : 0;
  if (e.approach === 'charge') {
    const verdict = checkCharge(charger, e.distanceInches, extra);
    if (!verdict.ok) reject(verdict.reason);
  } else if (e.distanceInches > reach) {
    reject(`${charger.who} ${charger.who.startsWith('The ') ? 'moves' : 'move'} ${inchesText(reach)} per action; this target is ${inchesText(e.distanceInches)} away`);
  }
  if (e.reaction === 'withdraw' && e.contact) {
    const types = regimentsInBrigade(d, e.targetBrigadeId).map((r) => r.type);
    const back = withdrawInches(slowestType(types), d.roster.brigades[e.targetBrigadeId]!.monster, ctx.rulings.withdrawDistance);
    if (e.distanceInches + back > reach) {
      reject(`the target withdrew ${inchesText(back)} to ${inchesText(e.distanceInches + back)} away, beyond the ${inchesText(reach)} reach: there can be no contact`);
    }
  }
}
