import { possessive } from '../../../../chronicle/sentences';
import { total } from '../../../dice';
import { reject, type Draft } from '../draft';
import type { EventOf } from '../events';
import { decided } from '../effects';
import { brigadeOf } from '../queries';
import { otherSide, SIDES, type Side } from '../roster';
import { checkDice, requirePhase } from './common';

/** Determine Initiative: "both players roll 2D6. The higher result ... may choose to take the roll of Attacker or Defender." */
export function initiativeRolled(d: Draft, e: EventOf<'initiative-rolled'>): void {
  requirePhase(d, 'Initiative', 'initiative');
  const a = total({ ...e.rolls.A, faces: checkDice(e.rolls.A, 2, `${possessive(d.roster.sides.A.name, "'")} initiative roll`) });
  const b = total({ ...e.rolls.B, faces: checkDice(e.rolls.B, 2, `${possessive(d.roster.sides.B.name, "'")} initiative roll`) });
  if (a === b) reject(`initiative tied at ${a}: re-roll until one side wins`);
  const winner: Side = a > b ? 'A' : 'B';
  d.attacker = e.winnerTakes === 'attacker' ? winner : otherSide(winner);
  d.phase = 'deployment';
  d.nextDeployer = otherSide(d.attacker);
  decided(d, { code: 'initiative-won', side: winner, rolls: { A: a, B: b }, chose: e.winnerTakes });
}

function undeployed(d: Draft, side: Side): string[] {
  return Object.values(d.roster.brigades).filter((b) => b.side === side && !d.brigades[b.id]!.deployed).map((b) => b.id);
}

/** Deployment: "Beginning with the Defender players alternate placing", a whole Brigade at a time. */
export function brigadeDeployed(d: Draft, e: EventOf<'brigade-deployed'>): void {
  requirePhase(d, 'Deployment', 'deployment');
  const { info, state } = brigadeOf(d, e.brigadeId);
  if (state.deployed) reject(`${info.name} cannot deploy twice: already on the table`);
  if (d.nextDeployer !== null && info.side !== d.nextDeployer) reject(`it is ${possessive(d.roster.sides[d.nextDeployer].name, "'")} turn to deploy`);
  state.deployed = true;
  decided(d, { code: 'brigade-deployed', side: info.side, brigadeId: info.id });
  const other = otherSide(info.side);
  const next = undeployed(d, other).length > 0 ? other : undeployed(d, info.side).length > 0 ? info.side : null;
  d.nextDeployer = next;
  if (next === null && SIDES.every((side) => undeployed(d, side).length === 0)) {
    d.phase = 'strategy';
    d.turn = 1;
    decided(d, { code: 'deployment-complete', turn: d.turn });
  }
}
