import { capitalise } from '../../../chronicle/pick';
import { agreeing, possessive } from '../text';
import type { Applied } from '../../../systems/game-system';
import type { RulingChoices } from '../../ruling';
import { opend6Rulings } from '../rulings-in-play';
import { draftOf, EventRefused, stateOf, type Context, type Draft } from './draft';
import type { Od6Event, Od6EventOf, Od6EventType } from './events';
import { chargeBraced, chargeCompleted, chargeDeclared, chargeReceived, disengageAttempted } from './handlers/charge';
import { advanceHeld, closeCombatFought, partingSwingRolled } from './handlers/close-combat';
import { damageRolled } from './handlers/damage';
import { initiativeRolled, movementOrderChosen } from './handlers/initiative';
import { moraleTested, rallyPointReached, rallyTested } from './handlers/morale';
import { separationReported, squadMoved } from './handlers/movement';
import { opportunityFireTested } from './handlers/opportunity';
import { conceded, phaseEnded } from './handlers/phases';
import { shotsFired } from './handlers/shooting';
import { siegeFired } from './handlers/siege';
import { squadName } from './handlers/common';
import type { Od6Outcome } from './outcomes';
import type { Od6State } from './state';

type Handler<T extends Od6EventType> = (draft: Draft, event: Od6EventOf<T>, ctx: Context) => void;

const HANDLERS: { readonly [T in Od6EventType]: Handler<T> } = {
  'initiative-rolled': initiativeRolled,
  'movement-order-chosen': movementOrderChosen,
  'squad-moved': squadMoved,
  'opportunity-fire-tested': opportunityFireTested,
  'charge-declared': chargeDeclared,
  'charge-received': chargeReceived,
  'charge-braced': chargeBraced,
  'charge-completed': chargeCompleted,
  'disengage-attempted': disengageAttempted,
  'shots-fired': shotsFired,
  'siege-fired': siegeFired,
  'damage-rolled': damageRolled,
  'close-combat-fought': closeCombatFought,
  'parting-swing-rolled': partingSwingRolled,
  'advance-held': advanceHeld,
  'morale-tested': moraleTested,
  'rally-tested': rallyTested,
  'rally-point-reached': rallyPointReached,
  'separation-reported': separationReported,
  'phase-ended': phaseEnded,
  conceded,
};

/** What must be resolved before anything else, and the steps that resolve it. */
function blockedBy(state: Od6State, event: Od6Event): string | null {
  if (event.type === 'conceded' || event.type === 'separation-reported') return null;
  if (state.damage) return event.type === 'damage-rolled' ? null : 'roll the damage for the hits first';
  if (state.partingSwings.length > 0) {
    const swing = state.partingSwings[0]!;
    const attacker = squadName(state as Draft, swing.attacker);
    return event.type === 'parting-swing-rolled' ? null : `${attacker} ${agreeing(attacker).verb('takes its', 'take their')} parting swing at ${squadName(state as Draft, swing.defender)} first`;
  }
  if (state.opportunity) {
    const firer = squadName(state as Draft, state.opportunity.squad);
    return event.type === 'shots-fired' && event.mode === 'opportunity' ? null : `${firer} ${agreeing(firer).verb('fires its', 'fire their')} opportunity fire first`;
  }
  if (state.charge) {
    const allowed: readonly Od6EventType[] = state.charge.stage === 'receive' ? ['charge-received', 'opportunity-fire-tested'] : ['shots-fired', 'charge-braced', 'charge-completed', 'opportunity-fire-tested'];
    return allowed.includes(event.type) ? null : `finish ${possessive(squadName(state as Draft, state.charge.attacker))} charge first`;
  }
  return null;
}

/**
 * The OpenD6 battle reducer: the next state and what happened, or a reason that leaves `state`
 * untouched. Pure: the same state, event and rulings always give the same answer.
 */
export function applyOd6(state: Od6State, event: Od6Event, choices: RulingChoices = {}): Applied<Od6State, Od6Outcome> {
  const handler = HANDLERS[event?.type] as Handler<Od6EventType> | undefined;
  if (!handler) return { ok: false, reason: 'This is not a step of an OpenD6 battle' };
  if (state.phase === 'over') return { ok: false, reason: 'The battle is over' };
  const blocked = blockedBy(state, event);
  if (blocked) return { ok: false, reason: capitalise(blocked) };
  const draft = draftOf(state);
  const ctx: Context = { rulings: opend6Rulings(choices), choices, outcomes: [] };
  try {
    handler(draft, event, ctx);
  } catch (error) {
    if (error instanceof EventRefused) return { ok: false, reason: error.message };
    throw error;
  }
  return { ok: true, state: stateOf(draft), outcomes: ctx.outcomes };
}
